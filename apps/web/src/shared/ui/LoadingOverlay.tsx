import { lazy, Suspense } from 'react';
import { useLoadingStore } from './loading.store';

// Its animation library stays out of the start-up download: the spinner loads when first shown.
const SpinLoading = lazy(() => import('antd-mobile/es/components/spin-loading'));

/**
 * The blocking spinner of calls made with `loading: true` (SPEC §9: no timeout, blocks clicks).
 * A full-screen transparent layer catches every tap until the last such call has answered; an
 * upload under it shows how much has been sent.
 */
export function LoadingOverlay() {
  const pending = useLoadingStore((s) => s.pending);
  const progress = useLoadingStore((s) => s.progress);
  if (pending === 0) return null;
  return (
    <div className="fx-loading-overlay" data-testid="loading-overlay" role="progressbar" aria-busy="true">
      <div className="fx-loading-box">
        <Suspense fallback={null}>
          <SpinLoading color="white" style={{ '--size': '32px' }} />
        </Suspense>
        {progress !== null ? (
          <span className="fx-loading-progress fx-num" data-testid="loading-progress">
            {Math.round(progress * 100)}%
          </span>
        ) : null}
      </div>
    </div>
  );
}
