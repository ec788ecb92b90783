import type { Company } from '@fxdesk/contract';
import Button from 'antd-mobile/es/components/button';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { MorePages } from '../../shared/ui/MorePages';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SearchBox } from '../../shared/ui/SearchBox';
import { CompanyRow, CompanyRowSkeleton } from './components/CompanyRow';
import { useCompanySearch } from './hooks/useCompanySearch';
import { companyPath } from './links';
import './company.css';
import { useDebounced } from '../../shared/lib/useDebounced';

const DEBOUNCE_MS = 250;

/**
 * /product in company-directory ("main") mode (SPEC §1, DESIGN §7): search listed companies by
 * name; skeletons while the first page loads, infinite scroll, pull-to-refresh on a phone.
 */
export function CompanySearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const [text, setText] = useState('');
  const name = useDebounced(text.trim(), DEBOUNCE_MS);
  const { query, rows, total, refresh } = useCompanySearch(name);
  const open = (company: Company) => navigate(companyPath(company.id));

  let list;
  if (query.isPending) list = <CompanyRowSkeleton />;
  else if (query.isError && rows.length === 0)
    list = (
      <div className="fx-empty-state" data-testid="company-error">
        <p className="fx-empty-text">{t('company.load_error')}</p>
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void refresh()}>
          {t('company.retry')}
        </Button>
      </div>
    );
  else if (rows.length === 0)
    list = (
      <div className="fx-empty-state" data-testid="company-empty">
        <p className="fx-empty-text">{name ? t('company.no_match', { name }) : t('company.empty')}</p>
      </div>
    );
  else
    list = (
      <>
        {rows.map((company) => (
          <CompanyRow key={company.id} company={company} onOpen={open} />
        ))}
        <MorePages query={query} />
      </>
    );

  const body = (
    <div className="fx-company-list fx-inset-card fx-inset-card--list" data-testid="company-list">
      {list}
    </div>
  );

  return (
    <PageFrame title={t('pages.product')} testId="company-search-page">
      <div className="fx-company-search">
        <SearchBox
          value={text}
          onChange={setText}
          placeholder={t('company.search_placeholder')}
          maxLength={100}
          testId="company-search"
        />
        {total !== undefined && rows.length > 0 ? (
          <p className="fx-company-count" data-testid="company-count">
            {t('company.count', { count: total })}
          </p>
        ) : null}
        {desktop ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>}
      </div>
    </PageFrame>
  );
}
