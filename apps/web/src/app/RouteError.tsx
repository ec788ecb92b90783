import { useTranslation } from '../shared/i18n';
import { EmptyState } from '../shared/ui/EmptyState';
import { InfoIcon } from '../shared/ui/icons';
import { PageFrame } from '../shared/ui/PageFrame';

/** A page chunk failed to load or a page crashed: say so and offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<InfoIcon />}
      title={t('route_error.title')}
      text={t('route_error.description')}
      testId="route-error"
    >
      <button type="button" className="fx-plain-button" onClick={() => window.location.reload()}>
        {t('route_error.reload')}
      </button>
    </EmptyState>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.not_found')} testId="not-found">
      <div className="fx-empty-state">
        <p className="fx-empty-text">{t('not_found.description')}</p>
      </div>
    </PageFrame>
  );
}

/**
 * Shown while the first lazy page of a cold start downloads (start-up stops waiting for it after
 * a moment, main.tsx). Busy, so assistive technology, and the accessibility check's readiness
 * rule, know the page is still coming.
 */
export function BootFallback() {
  return (
    <div className="fx-boot" aria-busy="true">
      {/* A CSS spinner: antd-mobile's SpinLoading would pull its animation library into start-up. */}
      <span className="fx-boot-spinner" aria-hidden="true" />
    </div>
  );
}
