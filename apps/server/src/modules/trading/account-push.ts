import type { ForexTradePush } from '@fxdesk/contract';
import { balance2 } from '../../wire-format.js';
import type { PositionMark } from './live-marks.js';

/** FOREX_TRADE at most this often per account (the issue asks for ≤ 4 per second). */
export const PUSH_INTERVAL_MS = 250;
const PUSHES_PER_SECOND = 4;

/** An account's state as FOREX_TRADE carries it (SPEC §7), from either the exact or the float path. */
export interface AccountState {
  balanceUsd: number;
  floatingPnlUsd: number;
  usedMarginUsd: number;
  equityUsd: number;
  freeMarginUsd: number;
  riskRatePercent: number | null;
  marginCall: boolean;
  positions: PositionMark[];
}

export function tradePush(state: AccountState): ForexTradePush {
  return {
    ProfitsTotal: Number(state.floatingPnlUsd.toFixed(6)),
    HazardRate: state.riskRatePercent === null ? 0 : Number(state.riskRatePercent.toFixed(2)),
    CautionMoneyAll: Number(state.usedMarginUsd.toFixed(6)),
    // Rounded like every other balance answer (toward zero), not to nearest: 479.949 is 479.94.
    Balance: balance2(state.balanceUsd),
    Equity: Number(state.equityUsd.toFixed(2)),
    FreeMargin: Number(state.freeMarginUsd.toFixed(2)),
    TransOrder: state.positions.map((p) => ({
      Id: p.id,
      UpdatePrice: p.price,
      FactProfits: Number(p.pnlUsd.toFixed(6)),
      FollowId: p.followId ?? 0,
    })),
    MarginCall: state.marginCall,
  };
}

/**
 * FOREX_TRADE rate limit per account (DESIGN §5): never more than 4 pushes in any second. An
 * order change pushes at once only when the account's last push is ≥ 250 ms old; the engine
 * cycle (every 250 ms) pushes whenever the second still has room. A refused push stays due:
 * the caller marks the account for the next cycle.
 */
export class PushThrottle {
  /** Per account, the times of its last pushes (at most 4, oldest first). */
  private readonly sent = new Map<number, number[]>();

  /** @param nowMs monotonic milliseconds (the engine passes its scheduler's). */
  constructor(private readonly nowMs: () => number) {}

  /** An order change: may it push now? Records the push when it may. */
  takeImmediate(userId: number): boolean {
    const last = this.sent.get(userId)?.at(-1);
    if (last !== undefined && this.nowMs() - last < PUSH_INTERVAL_MS) return false;
    return this.take(userId);
  }

  /** The engine cycle: may it push now? Records the push when it may. */
  take(userId: number): boolean {
    const now = this.nowMs();
    const times = (this.sent.get(userId) ?? []).filter((t) => now - t < 1000);
    if (times.length >= PUSHES_PER_SECOND) return false;
    times.push(now);
    this.sent.set(userId, times);
    return true;
  }

  /** Forgets accounts with no push in the last second (called once per cycle). */
  prune(): void {
    const now = this.nowMs();
    for (const [userId, times] of this.sent) {
      if (now - (times.at(-1) ?? 0) >= 1000) this.sent.delete(userId);
    }
  }
}
