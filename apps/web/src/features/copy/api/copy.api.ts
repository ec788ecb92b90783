import type { RankSortKey } from '@fxdesk/contract';
import { api } from '../../../shared/api';

/**
 * DESIGN §7 copy trading, as the web client calls it. The answers' types are the contract's
 * response schemas (packages/contract copy.ts), through the client's route map.
 */

export interface FollowParams {
  amount: string;
  multiple: string;
  stop_loss_rate: string;
}

export const RANK_PAGE_SIZE = 20;

export const fetchRanking = (sort: RankSortKey, page: number) =>
  api.get('/api/follow/list', { sort, page }, { initial: true });
export const fetchTrader = (id: number) => api.get('/api/follow/detail', { id });
export const fetchBacktest = (traderId: number, p: FollowParams, days = 21) =>
  api.get(
    '/api/follow/backtest',
    { trader_id: traderId, ...p, days },
    // Typing in the sheet re-runs it; a half-typed amount is shown inline, not toasted.
    { showErrorMessage: false },
  );
export const followTrader = (traderId: number, p: FollowParams) =>
  api.post('/api/follow/follow', { trader_id: traderId, ...p }, { loading: true, showSuccessMessage: true });
export const fetchMyFollows = (page: number) => api.get('/api/follow/my', { page });
export const fetchActivity = (id: number) => api.get('/api/follow/activity', { id, page: 1 });
export const cancelFollow = (id: number, closePositions: boolean) =>
  api.post(
    '/api/follow/cancel',
    { id, close_positions: closePositions ? 1 : 0 },
    { loading: true, showSuccessMessage: true },
  );
export const pauseFollow = (id: number, paused: boolean) =>
  api.post('/api/follow/pause', { id, paused: paused ? 1 : 0 }, { loading: true, showSuccessMessage: true });
export const applyTrader = (name: string, bio: string) =>
  api.post('/api/follow/apply', { name, bio }, { loading: true, showSuccessMessage: true });
export const fetchApplication = () => api.get('/api/follow/application');

export const copyKeys = {
  all: ['copy'] as const,
  ranking: (sort: RankSortKey, token: string | null) => ['copy', 'ranking', sort, token] as const,
  trader: (id: number) => ['copy', 'trader', id] as const,
  backtest: (id: number, p: FollowParams) =>
    ['copy', 'backtest', id, p.amount, p.multiple, p.stop_loss_rate] as const,
  my: (token: string | null) => ['copy', 'my', token] as const,
  activity: (id: number) => ['copy', 'activity', id] as const,
  application: (token: string | null) => ['copy', 'application', token] as const,
};
