import { useQuery } from '@tanstack/react-query';
import { fetchAreaList, fetchBasicInfo } from './endpoints';

export const queryKeys = {
  userInfo: (token: string | null) => ['user', 'info', token] as const,
  areaList: ['settings', 'areaList'] as const,
  basicInfo: ['settings', 'basicInfo'] as const,
};

/** Area codes change with a back-office edit at most: fetched once per visit. */
export function useAreaList() {
  return useQuery({ queryKey: queryKeys.areaList, queryFn: fetchAreaList, staleTime: Infinity });
}

export function useBasicInfo() {
  return useQuery({ queryKey: queryKeys.basicInfo, queryFn: fetchBasicInfo, staleTime: 5 * 60_000 });
}
