import type { BindMethodBody, DrawMethod, Lang } from '@fxdesk/contract';
import { MethodType, translate, WithdrawalStatus } from '@fxdesk/contract';
import { decimalCompare, withdrawalAmounts } from '@fxdesk/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { AccountEvents } from '../../events.js';
import type { MarketState } from '../market/index.js';
import type { MessageTransport } from '../notify/index.js';
import type { RateLimiter } from '../security/index.js';
import type { DbOrTx, InTransaction } from '../../db/client.js';
import { fundCurrencies, withdrawals, withdrawMethods } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { markAccount } from '../trading/index.js';
import { liveOrders, lockAccount } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { money6, timeHandler } from '../../wire-format.js';
import { readSettings } from '../settings/index.js';
import { mustPostFor, post, type LedgerKind, type Posted } from '../wallet/index.js';
import { FUNDS_CAPS } from './caps.js';
import { assertMayWithdraw } from '../identity/index.js';
import { ADDRESS_FORMATS } from './funds.seed.js';
import { assertWithdrawalAllowed, MethodConfirmation, ownLiveMethod } from './method-confirm.js';
import { newestFirstPage } from '../../db/paging.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type CurrencyRow = typeof fundCurrencies.$inferSelect;
type MethodRow = typeof withdrawMethods.$inferSelect;
const PAGE_SIZE = 20;

export function currencyView(c: CurrencyRow) {
  return {
    id: c.id,
    code: c.code,
    protocol: c.protocol,
    draw_rate: Number(c.drawRate),
    fee_type: c.feeType,
    fee: Number(c.feeValue),
    usd_price: Number(c.usdPrice),
    min: Number(c.minAmount),
    max: Number(c.maxAmount),
  };
}

function methodView(m: MethodRow, c: CurrencyRow | undefined): DrawMethod {
  return {
    id: m.id,
    type: m.type,
    dc_address: m.dcAddress,
    bank_name: m.bankName,
    bank_address: m.bankAddress,
    bank_swift: m.bankSwift,
    payee_name: m.payeeName,
    payee_account: m.payeeAccount,
    draw_currency: c ? currencyView(c) : null,
    /** 0 until the client confirms it with the e-mailed code (issue 14); only 1 can be used. */
    confirmed: m.confirmedAt ? 1 : 0,
  };
}

/**
 * The bound method as the back office needs it to pay, copied onto the request: a later unbind
 * (or edit) does not change where an accepted request goes.
 */
function methodCopy(m: MethodRow, c: CurrencyRow) {
  return m.type === MethodType.COIN
    ? { dcAddress: m.dcAddress, protocol: c.protocol }
    : {
        bankName: m.bankName,
        bankAddress: m.bankAddress,
        bankSwift: m.bankSwift,
        payeeName: m.payeeName,
        payeeAccount: m.payeeAccount,
      };
}

/** Withdrawals (DESIGN §6): bound methods, requests that lock funds, and the review that pays or returns them. */
/** What withdrawals use (the market converts coin amounts). */
export interface WithdrawalDeps {
  db: Db;
  clock: Clock;
  events: AccountEvents;
  market: MarketState;
  rateLimiter: RateLimiter;
  transport: MessageTransport;
}

export class WithdrawalService {
  readonly confirmation: MethodConfirmation;

  constructor(private readonly ctx: WithdrawalDeps) {
    this.confirmation = new MethodConfirmation(ctx);
  }

  async currencies(type: 1 | 2) {
    const rows = await this.ctx.db
      .select()
      .from(fundCurrencies)
      .where(and(eq(fundCurrencies.type, type), eq(fundCurrencies.enabled, 1)))
      .orderBy(fundCurrencies.sort);
    return rows.map(currencyView);
  }

  private async currency(id: number, type?: number): Promise<CurrencyRow> {
    const [c] = await this.ctx.db.select().from(fundCurrencies).where(eq(fundCurrencies.id, id));
    if (!c || c.enabled !== 1 || (type !== undefined && c.type !== type))
      throw new AppError('CURRENCY_NOT_FOUND');
    return c;
  }

  async methods(userId: number, type: 1 | 2, currencyId?: number) {
    const rows = await this.ctx.db
      .select({ m: withdrawMethods, c: fundCurrencies })
      .from(withdrawMethods)
      .innerJoin(fundCurrencies, eq(fundCurrencies.id, withdrawMethods.currencyId))
      .where(
        and(
          eq(withdrawMethods.userId, userId),
          eq(withdrawMethods.type, type),
          isNull(withdrawMethods.deletedAt),
          currencyId ? eq(withdrawMethods.currencyId, currencyId) : undefined,
        ),
      )
      .orderBy(desc(withdrawMethods.id));
    return rows.map((r) => methodView(r.m, r.c));
  }

  async bind(userId: number, input: BindMethodBody, lang: Lang = 'en') {
    const currency = await this.currency(input.draw_id, input.type);
    const values: typeof withdrawMethods.$inferInsert = { userId, type: input.type, currencyId: currency.id };
    if (input.type === MethodType.COIN) {
      const format = ADDRESS_FORMATS[currency.protocol];
      if (!input.dc_address || (format && !format.test(input.dc_address)))
        throw new AppError('ADDRESS_INVALID', { protocol: currency.protocol });
      values.dcAddress = input.dc_address;
    } else {
      for (const field of ['bank_name', 'bank_address', 'payee_name', 'payee_account'] as const) {
        if (!input[field])
          throw new AppError(
            'INVALID_PARAMS',
            { field: translate('en', `fields.${field}`) },
            'validation.required',
          );
      }
      if (
        input.bank_swift &&
        !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(input.bank_swift.toUpperCase())
      ) {
        throw new AppError('INVALID_PARAMS', { field: 'SWIFT' }, 'validation.invalid');
      }
      Object.assign(values, {
        bankName: input.bank_name,
        bankAddress: input.bank_address,
        bankSwift: (input.bank_swift ?? '').toUpperCase(),
        payeeName: input.payee_name,
        payeeAccount: input.payee_account,
      });
    }
    const row = await this.ctx.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [saved] = await tx
        .select({ n: count() })
        .from(withdrawMethods)
        .where(and(eq(withdrawMethods.userId, userId), isNull(withdrawMethods.deletedAt)));
      if ((saved?.n ?? 0) >= FUNDS_CAPS.withdrawMethods)
        throw new AppError('TOO_MANY_METHODS', { max: FUNDS_CAPS.withdrawMethods });
      const [inserted] = await tx.insert(withdrawMethods).values(values).returning();
      return inserted!;
    });
    // The code goes out after the commit; a failed send leaves the method unconfirmed with a
    // resend button, which is what the client sees either way.
    await this.confirmation.send(userId, row.id, lang).catch(() => undefined);
    return methodView(row, currency);
  }

  async remove(userId: number, id: number): Promise<void> {
    const rows = await this.ctx.db
      .update(withdrawMethods)
      .set({ deletedAt: this.ctx.clock() })
      .where(ownLiveMethod(userId, id))
      .returning({ id: withdrawMethods.id });
    if (rows.length === 0) throw new AppError('METHOD_NOT_FOUND');
  }

  /**
   * What can be withdrawn now (DESIGN §6): the lesser of the free margin (open positions keep
   * their margin, floating P&L counts) and the balance, never below 0. USD, unrounded.
   */
  async withdrawable(db: DbOrTx, account: { id: number; balance: string }): Promise<string> {
    const live = await liveOrders(db, account.id);
    const levels = await readSettings(db, ['stop_out_level', 'margin_call_level']);
    const { metrics } = markAccount(this.ctx.market, bidsOf(this.ctx.market), account.balance, live, {
      stopOutPercent: levels.stop_out_level,
      marginCallPercent: levels.margin_call_level,
    });
    const available =
      decimalCompare(metrics.freeMarginUsd, account.balance) < 0 ? metrics.freeMarginUsd : account.balance;
    return decimalCompare(available, '0') < 0 ? '0' : available;
  }

  /** Moves the amount from balance to lock; only free margin can leave (open positions keep theirs). */
  async request(
    userId: number,
    input: {
      draw_currency_id: number;
      number: string;
      memo: string;
      draw_method_id: number;
      totp_code?: string | undefined;
    },
    meta: { ip: string; lang: Lang } = { ip: '', lang: 'en' },
  ) {
    await assertMayWithdraw(this.ctx.db, userId);
    const currency = await this.currency(input.draw_currency_id);
    const [method] = await this.ctx.db
      .select()
      .from(withdrawMethods)
      .where(ownLiveMethod(userId, input.draw_method_id));
    if (!method || method.currencyId !== currency.id) throw new AppError('METHOD_NOT_FOUND');
    await assertWithdrawalAllowed(this.ctx, userId, method, input, meta);
    if (
      decimalCompare(input.number, currency.minAmount) < 0 ||
      decimalCompare(input.number, currency.maxAmount) > 0
    ) {
      throw new AppError('AMOUNT_INVALID', {
        min: Number(currency.minAmount),
        max: Number(currency.maxAmount),
      });
    }
    const amounts = withdrawalAmounts({
      amountUsd: input.number,
      feeType: currency.feeType,
      feeValueUsd: currency.feeValue,
      drawRate: currency.drawRate,
      usdPrice: currency.usdPrice,
    });
    // A request that pays out nothing would lock (and then take) the client's money for 0.
    if (decimalCompare(amounts.realNumber, '0') <= 0)
      throw new AppError('WITHDRAW_NET_ZERO', { currency: currency.code });
    const requested = await this.ctx.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId);
      const [pending] = await tx
        .select({ n: count() })
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, WithdrawalStatus.REVIEWING)));
      if ((pending?.n ?? 0) >= FUNDS_CAPS.pendingWithdrawals)
        throw new AppError('TOO_MANY_PENDING_WITHDRAWALS', { max: FUNDS_CAPS.pendingWithdrawals });
      const available = await this.withdrawable(tx, account);
      if (decimalCompare(input.number, available) > 0)
        throw new AppError('INSUFFICIENT_FUNDS', { available: Number(Number(available).toFixed(2)) });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          userId,
          type: method.type,
          currencyId: currency.id,
          methodId: method.id,
          number: input.number,
          fee: amounts.feeUsd,
          realNumber: amounts.realNumber,
          destination:
            method.type === MethodType.COIN ? method.dcAddress : `${method.bankName} ${method.payeeAccount}`,
          ...methodCopy(method, currency),
          memo: input.memo,
        })
        .returning();
      const locked = await post(tx, {
        accountId: account.id,
        kind: 'withdraw_lock',
        amount: `-${input.number}`,
        lockAmount: input.number,
        refType: 'withdrawal',
        refId: String(row!.id),
        actor: `user:${userId}`,
      });
      if (!locked.ok)
        throw new AppError('INSUFFICIENT_FUNDS', { available: Number(Number(available).toFixed(2)) });
      return { row: row!, after: locked };
    });
    this.balanceChanged(userId, 'withdraw_lock', requested.after);
    return requested.row;
  }

  /** Committed: the engine and the client's screens learn the new balance and lock at once. */
  private balanceChanged(userId: number, cause: LedgerKind, after: Posted): void {
    this.ctx.events.emit({
      kind: 'balance',
      userId,
      cause,
      balanceUsd: after.balance,
      lockBalanceUsd: after.lockBalance,
    });
  }

  /** Back office: pay (the lock leaves the platform) or reject (the lock returns); once, from status 0. */
  async review(
    id: number,
    decision: 'pay' | 'reject',
    actor: string,
    remark = '',
    within?: InTransaction<WithdrawalRow>,
  ): Promise<WithdrawalRow> {
    const reviewed = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(withdrawals)
        .set({ status: decision === 'pay' ? 1 : 2, remark, reviewedBy: actor, reviewedAt: this.ctx.clock() })
        .where(and(eq(withdrawals.id, id), eq(withdrawals.status, WithdrawalStatus.REVIEWING)))
        .returning();
      if (!row) throw new AppError('RECORD_STATE_CHANGED');
      // The request locked this amount: releasing it cannot be refused unless the ledger is broken.
      const after = await mustPostFor(tx, row.userId, {
        kind: decision === 'pay' ? 'withdraw_paid' : 'withdraw_unlock',
        amount: decision === 'pay' ? '0' : row.number,
        lockAmount: `-${row.number}`,
        refType: 'withdrawal',
        refId: String(row.id),
        actor,
      });
      await within?.(tx, row);
      return { row, after };
    });
    this.balanceChanged(
      reviewed.row.userId,
      decision === 'pay' ? 'withdraw_paid' : 'withdraw_unlock',
      reviewed.after,
    );
    return reviewed.row;
  }

  async list(userId: number, type: number | undefined, page: number, lang: Lang) {
    const where = and(eq(withdrawals.userId, userId), type ? eq(withdrawals.type, type) : undefined);
    const { db } = this.ctx;
    const { rows, total } = await newestFirstPage(
      db,
      withdrawals,
      where,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
      db
        .select({ w: withdrawals, c: fundCurrencies })
        .from(withdrawals)
        .innerJoin(fundCurrencies, eq(fundCurrencies.id, withdrawals.currencyId))
        .$dynamic(),
    );
    return {
      data: rows.map(({ w, c }) => ({
        id: w.id,
        number: money6(w.number),
        real_number: Number(w.realNumber),
        draw_currency: { code: c.code, protocol: c.protocol },
        fee: money6(w.fee),
        status: w.status,
        status_name: translate(lang, `status.draw_${w.status}`),
        created_at: timeHandler(w.createdAt),
        type: w.type,
        address: w.type === MethodType.COIN ? w.dcAddress : '',
        payee_account: w.type === MethodType.BANK ? w.payeeAccount : '',
        notes: w.memo,
        remark: w.remark,
      })),
      total,
    };
  }
}
