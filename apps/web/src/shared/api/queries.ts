import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchAreaList, fetchBasicInfo, fetchCompanyStatus } from './endpoints';

export const queryKeys = {
  userInfo: (token: string | null) => ['user', 'info', token] as const,
  areaList: ['settings', 'areaList'] as const,
  basicInfo: ['settings', 'basicInfo'] as const,
  companyStatus: ['settings', 'companyStatus'] as const,
  /** SPEC §3 account detail (balance, lock_balance): one cache entry for every screen showing it. */
  forexDetail: (token: string | null) => ['account', 'forexDetail', token] as const,
};

/**
 * After money moves (a card deposit credited, a withdrawal locked) every cached figure of it is
 * fetched again: the user centre balance (`wallet`) and the account detail (`account`).
 */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    queryClient.invalidateQueries({ queryKey: ['account'] }),
  ]);
}

/** Area codes change with a back-office edit at most: fetched once per visit. */
export function useAreaList() {
  return useQuery({ queryKey: queryKeys.areaList, queryFn: fetchAreaList, staleTime: Infinity });
}

export function useBasicInfo() {
  return useQuery({ queryKey: queryKeys.basicInfo, queryFn: fetchBasicInfo, staleTime: 5 * 60_000 });
}

/**
 * SPEC §7 getCompanyStatus: the site status (SPEC §8 loss_url redirect) and the mode (type 2:
 * company directory). Fetched once per visit and shared by every screen that needs it.
 */
export function useCompanyStatus() {
  return useQuery({ queryKey: queryKeys.companyStatus, queryFn: fetchCompanyStatus, staleTime: Infinity });
}
