import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/queries';
import { useSession } from '../../../shared/session/session.store';
import { fetchForexDetail } from '../api/funds.api';

/** SPEC §3 account detail: the balance and what pending withdrawals hold (lock_balance). */
export function useForexDetail(enabled = true) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: queryKeys.forexDetail(token),
    queryFn: fetchForexDetail,
    enabled: enabled && token !== null,
    staleTime: 5_000,
  });
}
