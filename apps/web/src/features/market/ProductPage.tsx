import type { ForexItem } from '@fxdesk/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { useCurrentPair } from '../../shared/market/current-pair.store';
import { usePairSearch } from '../../shared/market/queries';
import { PATHS } from '../../shared/routes/paths';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SearchBox } from '../../shared/ui/SearchBox';
import { MarketList } from './components/MarketList';
import './market.css';
import { useDebounced } from '../../shared/lib/useDebounced';

const DEBOUNCE_MS = 250;

/**
 * Product search (SPEC §2 /product): pairs whose code or name matches (`searchCurrency`).
 * In company-directory ("main") mode /product is the company search (CompanySearchPage).
 */
export function ProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const setPair = useCurrentPair((s) => s.setCode);
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const results = usePairSearch(query);

  const open = (pair: ForexItem) => {
    setPair(pair.Code);
    navigate(PATHS.trade);
  };

  return (
    <PageFrame title={t('pages.product')} testId="product-page">
      <div className="fx-product">
        <SearchBox
          value={text}
          onChange={setText}
          placeholder={t('market.search_placeholder')}
          maxLength={32}
          testId="product-search"
        />
        <MarketList
          pairs={results.data}
          loading={results.isPending}
          error={results.isError}
          onRetry={() => void results.refetch()}
          onOpen={open}
          wide={desktop}
          emptyText={t('market.no_match')}
        />
      </div>
    </PageFrame>
  );
}
