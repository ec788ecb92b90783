import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useSocketStatus } from '../../../shared/socket';
import { fetchKline, tradingKeys, type Period } from '../api/trading.api';

// The chart library is ~50 kB gzip: it loads with the first chart, never with the app.
const KlineChart = lazy(() => import('../chart/KlineChart'));

interface ChartPanelProps {
  forexId: number;
  code: string;
  precision: number;
  period: Period;
  active: boolean;
}

/** History from `kline`, live bars from KLINE.{code}; refetched after a reconnect fills the gap. */
export function ChartPanel({ forexId, code, precision, period, active }: ChartPanelProps) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: tradingKeys.kline(forexId, period),
    queryFn: () => fetchKline(forexId, period),
    staleTime: 30_000,
    enabled: active,
  });
  const epoch = useSocketStatus((s) => s.epoch);
  const seenEpoch = useRef(epoch);
  const { refetch } = history;
  useEffect(() => {
    // Bars that closed while the socket was down are only in the server's history.
    if (epoch > seenEpoch.current && seenEpoch.current > 0 && active) void refetch();
    seenEpoch.current = epoch;
  }, [epoch, active, refetch]);

  const loading = history.isPending && active;
  return (
    <div className="fx-kline" data-testid="kline-chart" data-period={period} data-code={code}>
      <Suspense fallback={<ChartSpinner />}>
        <KlineChart code={code} precision={precision} period={period} bars={history.data} live={active} />
      </Suspense>
      {loading ? <ChartSpinner /> : null}
      {history.isError && !history.data ? (
        <button type="button" className="fx-kline-retry" onClick={() => void refetch()}>
          {t('market.retry')}
        </button>
      ) : null}
    </div>
  );
}

// A CSS spinner, like the boot fallback's: antd-mobile's SpinLoading would bring its animation
// library (~17 kB gzip) onto the trade screen's start-up path.
function ChartSpinner() {
  return (
    <div className="fx-kline-overlay">
      <span className="fx-boot-spinner fx-kline-spinner" aria-hidden="true" />
    </div>
  );
}
