/** SPEC §3 MarketStatus of a pair (and a quote's `status`): 0 closed, 1 open. */
export const MarketStatus = { CLOSED: 0, OPEN: 1 } as const;
