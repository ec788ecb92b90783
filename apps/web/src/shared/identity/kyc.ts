import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/**
 * GET /api/user_real/center (SPEC §7, DESIGN §7). Shared: the identity page shows the state,
 * the withdraw screen explains when a certified account is needed.
 */
export const kycKeys = { center: (token: string | null) => ['kyc-center', token] as const };

export const fetchKycCenter = () => api.get('/api/user_real/center');

/**
 * The verification state. While a submission waits, it is refetched every 15 s and whenever
 * the window regains focus, so a decision in the back office shows without a reload.
 */
export function useKycCenter(token: string | null, enabled = true) {
  return useQuery({
    queryKey: kycKeys.center(token),
    queryFn: fetchKycCenter,
    enabled: enabled && !!token,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.review_status === 1 ? 15_000 : false),
  });
}
