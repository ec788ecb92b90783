import type { DemoAccount } from './server.js';

/** One load run over HTTP, as both drivers (peak and paced) take it. */
export interface LoadRun {
  name: string;
  baseUrl: string;
  accounts: readonly DemoAccount[];
  pairId: number;
  connections: number;
  durationS: number;
}

/** The order each load cycle opens, then closes: a 0.01-lot market buy at 1:100. */
export const cycleOrderBody = (pairId: number): string =>
  JSON.stringify({ type: 1, cont: '0.01', forex_id: pairId, status: 1, multiple: 100 });
