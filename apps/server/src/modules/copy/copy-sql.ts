import { CopyTraderStatus, FollowStatus, OrderStatus } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import { sqlConst } from '../../db/sql-const.js';

/**
 * The copy module's states as fixed SQL text (`sqlConst`), so its raw statements name them as
 * the rest of the code does and read exactly as they did with the bare numbers.
 */
export const S = {
  holding: sqlConst(OrderStatus.HOLDING),
  history: sqlConst(OrderStatus.HISTORY),
  followStopped: sqlConst(FollowStatus.STOPPED),
  followActive: sqlConst(FollowStatus.ACTIVE),
  /** A follow that still copies or may again: active or paused. */
  liveFollows: sql.raw(`(${FollowStatus.ACTIVE}, ${FollowStatus.PAUSED})`),
  traderApplied: sqlConst(CopyTraderStatus.APPLIED),
  traderApproved: sqlConst(CopyTraderStatus.APPROVED),
} as const;
