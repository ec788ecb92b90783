import { api } from '../api';
import { apiBaseUrl } from '../api/base-url';

export type { Category, ForexItem, KlinePoint } from '@fxdesk/contract';

/** SPEC §7 market calls used by more than one feature (home, product search, trade). */

export const fetchTradeList = (searchCurrency?: string) =>
  api.get('/v1/api/forex/trade_list', { searchCurrency: searchCurrency || undefined });

export const fetchCategories = () => api.get('/v1/api/forex/getCategories');

/** A server path such as "/logos/EURUSD.svg" on the API host (SPEC §7 base address). */
export function apiAssetUrl(path: string): string {
  if (!path.startsWith('/')) return path;
  return `${apiBaseUrl(window.location, import.meta.env.VITE_API_BASE_URL)}${path}`;
}
