import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../routes/paths';
import { ToolIcon } from './icons';

/**
 * The honest state of a screen that a later release delivers: no placeholder data, just the
 * real frame around a clear "not available yet".
 */
export function NotAvailable({ showHomeLink = true }: { showHomeLink?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="fx-empty-state" data-testid="not-available">
      <div className="fx-empty-icon">
        <ToolIcon />
      </div>
      <h2 className="fx-empty-title">{t('soon.title')}</h2>
      <p className="fx-empty-text">{t('soon.description')}</p>
      {showHomeLink ? (
        <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(PATHS.home)}>
          {t('soon.back_home')}
        </Button>
      ) : null}
    </div>
  );
}
