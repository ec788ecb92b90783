import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { Button } from '../shared/ui/Button';

/** A render or chunk-load failure: say so and offer a reload instead of a blank page. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className="state state-error route-error" role="alert">
      <strong>{t('errors.page_failed')}</strong>
      <div className="state-message">{error instanceof Error ? error.message : String(error)}</div>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="state state-empty" data-testid="not-found">
      <strong>{t('errors.not_found_title')}</strong>
      <Link to="/dashboard">{t('nav.dashboard')}</Link>
    </div>
  );
}
