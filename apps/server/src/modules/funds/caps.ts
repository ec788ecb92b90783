/**
 * Per-client caps on items waiting for someone (issue 14: one client filed 300 pending 1 M
 * deposit claims in 0.3 s, 100 bank accounts and 100 pending withdrawals). Each cap is checked
 * under the client's account row lock, so concurrent requests cannot slip past it.
 */
export const FUNDS_CAPS = {
  /** Coin and wire deposit claims waiting for review. */
  pendingDeposits: 5,
  /** Saved withdrawal addresses and bank accounts together (deleted ones do not count). */
  withdrawMethods: 10,
  /** Withdrawals waiting for review. */
  pendingWithdrawals: 5,
} as const;
