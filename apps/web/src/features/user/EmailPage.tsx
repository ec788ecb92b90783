import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../shared/i18n';
import { copyAndConfirm } from '../../shared/ui/clipboard';
import { CopyIcon, MailIcon } from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { fetchCompany, userQueryKeys } from './api/user.api';
import './user.css';

/** SPEC §2 email page: the company's contact e-mail, to write to or copy. */
export function EmailPage() {
  const { t } = useTranslation();
  const company = useQuery({ queryKey: userQueryKeys.company, queryFn: fetchCompany, staleTime: 5 * 60_000 });
  const email = company.data?.email ?? '';

  let body;
  if (company.isPending) {
    body = <Skeleton.Paragraph lineCount={3} animated />;
  } else if (!email) {
    body = <p className="fx-empty-text">{t('email.empty')}</p>;
  } else {
    body = (
      <>
        <a className="fx-contact-email" href={`mailto:${email}`} data-testid="company-email">
          {email}
        </a>
        <div className="fx-contact-actions">
          <Button
            color="primary"
            shape="rounded"
            onClick={() => {
              window.location.href = `mailto:${email}`;
            }}
          >
            <MailIcon /> {t('email.write')}
          </Button>
          <Button
            shape="rounded"
            onClick={() => void copyAndConfirm(email, t)}
            data-testid="company-email-copy"
          >
            <CopyIcon /> {t('common.copy')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <PageFrame title={t('pages.email')} testId="email-page">
      <div className="fx-contact">
        <div className="fx-icon-disc fx-empty-icon">
          <MailIcon />
        </div>
        {company.data?.name ? <h2 className="fx-empty-title">{company.data.name}</h2> : null}
        <p className="fx-section-intro">{t('email.intro')}</p>
        {body}
      </div>
    </PageFrame>
  );
}
