import { api } from '../../../shared/api';

/** SPEC §7: the last 48 bars the home mini charts draw (served from the server's memory). */
export const MINI_CHART_PERIOD = '60min';

export const fetchMiniKline = (forexId: number) =>
  api.get(
    '/v1/api/forex/abbreviated_cache_kline',
    { forex_id: forexId, period: MINI_CHART_PERIOD },
    // A missing sparkline is not worth a toast: the row still shows its price.
    { showErrorMessage: false },
  );

export const homeQueryKeys = {
  mini: (forexId: number) => ['market', 'mini', forexId] as const,
};
