import { useQuery } from '@tanstack/react-query';
import { fetchSupportCounts, supportKeys } from './support.api';

/** Unread client messages and new feedback, as counts on the sidebar entries (by path). */
export function useSupportCounts(enabled: boolean): Record<string, number> {
  const { data } = useQuery({
    queryKey: supportKeys.counts,
    queryFn: fetchSupportCounts,
    enabled,
    refetchInterval: 10_000,
  });
  return data ? { '/support': data.unread, '/feedback': data.feedback } : {};
}
