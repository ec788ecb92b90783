import type { Company } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api';
import { PATHS, loginPath } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { copyAndConfirm } from '../../shared/ui/clipboard';
import { CopyIcon, MailIcon } from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { useRealAccountGuard } from '../../shared/ui/useRealAccountGuard';
import { companyKeys, fetchCompanyInfo } from './api/company.api';
import { CompanyLogo } from './components/CompanyLogo';
import { ComplaintSheet } from './components/ComplaintSheet';
import { safeHttpUrl } from './links';
import './company.css';

const STRICT_ID = /^[1-9]\d{0,9}$/;

/** One directory company (/company?id=…) with the SPEC §3 company labels, and the complaint form. */
export function CompanyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = STRICT_ID.test(raw) ? Number(raw) : 0;
  const info = useQuery({
    queryKey: companyKeys.info(id),
    queryFn: () => fetchCompanyInfo(id),
    enabled: id > 0,
    staleTime: 60_000,
  });

  let body;
  if (id > 0 && info.isPending) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (!info.data) {
    const message =
      info.error instanceof ApiError && info.error.kind === 'business' ? info.error.message : '';
    body = <NotFound message={message || t('company.not_found')} />;
  } else body = <CompanyDetails company={info.data} />;

  return (
    <PageFrame title={info.data?.name ?? t('pages.product')} back={PATHS.product} testId="company-page">
      {body}
    </PageFrame>
  );
}

function NotFound({ message }: { message: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="fx-empty-state" data-testid="company-not-found">
      <p className="fx-empty-text">{message}</p>
      <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(PATHS.product)}>
        {t('company.back_to_search')}
      </Button>
    </div>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const guardReal = useRealAccountGuard();
  const [complaining, setComplaining] = useState(false);
  const website = safeHttpUrl(company.url);
  const here = `${location.pathname}${location.search}`;

  const complain = () => {
    if (!token) {
      navigate(loginPath(here));
      return;
    }
    guardReal(here, () => setComplaining(true));
  };

  return (
    <div className="fx-company" data-testid="company-details">
      <header className="fx-company-head">
        <CompanyLogo name={company.name} logo={company.logo} size={64} />
        <div className="fx-company-head-text">
          <h2 className="fx-company-name" data-testid="company-name">
            {company.name}
          </h2>
          {company.subject ? <p className="fx-company-subject">{company.subject}</p> : null}
        </div>
      </header>
      <dl className="fx-company-fields">
        <Field label={t('company.label_company')} testId="company-field-name">
          {company.name}
        </Field>
        <Field label={t('company.label_website')} testId="company-field-url">
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer nofollow">
              {company.url}
            </a>
          ) : null}
        </Field>
        <Field label={t('company.label_registered_address')} testId="company-field-registered">
          {company.registered_address}
        </Field>
        <Field label={t('company.label_office_address')} testId="company-field-location">
          {company.location}
        </Field>
        <Field label={t('company.label_contact_email')} testId="company-field-email">
          {company.email ? (
            <span className="fx-company-email">
              <a href={`mailto:${company.email}`}>{company.email}</a>
              <button
                type="button"
                className="fx-company-copy"
                aria-label={t('common.copy')}
                onClick={() => void copyAndConfirm(company.email, t)}
                data-testid="company-email-copy"
              >
                <CopyIcon />
              </button>
            </span>
          ) : null}
        </Field>
      </dl>
      <div className="fx-company-actions">
        <Button
          block
          shape="rounded"
          fill="outline"
          color="danger"
          onClick={complain}
          data-testid="company-complain"
        >
          <MailIcon /> {t('company.complain')}
        </Button>
      </div>
      <ComplaintSheet company={company} visible={complaining} onClose={() => setComplaining(false)} />
    </div>
  );
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="fx-company-field" data-testid={testId}>
      <dt>{label}</dt>
      <dd className={empty ? 'fx-company-field--empty' : undefined}>
        {empty ? t('company.not_given') : children}
      </dd>
    </div>
  );
}
