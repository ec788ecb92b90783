import { OrderStatus } from '@fxdesk/contract';
import { decimalSub } from '@fxdesk/domain';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { SessionUser } from '../../session-user.js';
import { readSetting } from '../settings/index.js';
import { mustPost, post } from '../wallet/index.js';
import { withLockedAccount, type OrderRow } from './orders.repository.js';
import type { EmitEvent, TradingDeps } from './trading.model.js';

/**
 * SPEC §6: a demo account goes back to its starting balance with no orders, in one transaction
 * holding the account lock; then one event per cleared order and one for the balance.
 */
export async function resetDemo(
  ctx: Pick<TradingDeps, 'db' | 'clock'>,
  emit: EmitEvent,
  session: SessionUser,
): Promise<OrderRow[]> {
  if (!session.isDemo) throw new AppError('INVALID_PARAMS', { field: 'account' });
  const cleared = await withLockedAccount(ctx.db, session.id, async (tx, account) => {
    const now = ctx.clock();
    const rows = await tx
      .update(orders)
      .set({ status: OrderStatus.HISTORY, closeReason: 'demo_reset', realizedPnl: '0', closedAt: now })
      .where(and(eq(orders.accountId, account.id), eq(orders.status, OrderStatus.HOLDING)))
      .returning();
    rows.push(
      ...(await tx
        .update(orders)
        .set({ status: OrderStatus.HISTORY, closeReason: 'demo_reset', closedAt: now })
        .where(and(eq(orders.accountId, account.id), eq(orders.status, OrderStatus.PENDING)))
        .returning()),
    );
    const target = await readSetting(tx, 'demo_balance');
    const delta = decimalSub(target, account.balance);
    // Brings the balance to the target (≥ 0): a refusal means the ledger is broken.
    const after =
      Number(delta) === 0
        ? { balance: account.balance, lockBalance: account.lockBalance }
        : mustPost(
            await post(tx, {
              accountId: account.id,
              kind: 'demo_reset',
              amount: delta,
              // No reference key: two resets may share a millisecond (a double tap, a test's
              // fixed clock) and each is booked under the account lock on the balance it found.
              refType: 'user',
            }),
          );
    return { rows, after };
  });
  for (const row of cleared.rows) emit({ kind: 'order', change: 'demo_reset', order: row });
  emit({
    kind: 'balance',
    userId: session.id,
    cause: 'demo_reset',
    balanceUsd: cleared.after.balance,
    lockBalanceUsd: cleared.after.lockBalance,
  });
  return cleared.rows;
}
