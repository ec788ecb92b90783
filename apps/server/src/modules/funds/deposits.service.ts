import type { Lang } from '@fxdesk/contract';
import { ChargeStatus, translate } from '@fxdesk/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { AccountEvents } from '../../events.js';
import type { InTransaction } from '../../db/client.js';
import { bankWires, chargeChannels, charges, fundCurrencies } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { mustPostFor } from '../wallet/index.js';
import { timeHandler } from '../../wire-format.js';
import { lockAccount } from '../trading/index.js';
import { claimUploads } from '../identity/index.js';
import { FUNDS_CAPS } from './caps.js';
import { luhnValid, type CardDetails, type CardProvider } from './card-provider.js';
import { newestFirstPage } from '../../db/paging.js';

export type ChargeRow = typeof charges.$inferSelect;
const PAGE_SIZE = 20;
const MIN_DEPOSIT = 10;
const MAX_DEPOSIT = 1_000_000;

/** How a deposit was paid, by its stored type (0 coin, 1 bank wire, 2 bank card). */
const METHODS = ['coin', 'wire', 'card'] as const;

/**
 * Remarks the platform writes itself are stored as message keys and shown in the reader's
 * language; a remark typed by staff is shown as typed.
 */
const CARD_DECLINED_REMARK = 'errors.card_declined';
const SYSTEM_REMARKS: ReadonlySet<string> = new Set([CARD_DECLINED_REMARK]);

const remarkIn = (lang: Lang, remark: string): string =>
  SYSTEM_REMARKS.has(remark) ? translate(lang, remark) : remark;

function checkAmount(amount: string): void {
  const n = Number(amount);
  if (!(n >= MIN_DEPOSIT && n <= MAX_DEPOSIT))
    throw new AppError('AMOUNT_INVALID', { min: MIN_DEPOSIT, max: MAX_DEPOSIT });
}

/** Deposits by coin, bank wire and bank card (DESIGN §6); the back office credits, once. */
/** What card and manual deposits use. */
export interface DepositDeps {
  db: Db;
  clock: Clock;
  events: AccountEvents;
}

export class DepositService {
  constructor(
    private readonly ctx: DepositDeps,
    /** Null unless `CARD_PROVIDER` names one: card deposits are then refused (1413). */
    private readonly cards: CardProvider | null,
  ) {}

  /** Whether the client offers card deposits, and whether they go to the sandbox. */
  cardInfo() {
    return { enabled: this.cards !== null, sandbox: this.cards?.kind === 'sandbox' };
  }

  private cardProvider(): CardProvider {
    if (!this.cards) throw new AppError('CARD_UNAVAILABLE');
    return this.cards;
  }

  async channels() {
    const rows = await this.ctx.db
      .select()
      .from(chargeChannels)
      .where(eq(chargeChannels.enabled, 1))
      .orderBy(chargeChannels.sort);
    return rows.map((r) => ({
      id: r.id,
      currency_code: r.currencyCode,
      protocol_code: r.protocolCode,
      address: r.address,
    }));
  }

  async symbols() {
    const rows = await this.ctx.db
      .select()
      .from(fundCurrencies)
      .where(eq(fundCurrencies.enabled, 1))
      .orderBy(fundCurrencies.sort);
    return [...new Set(rows.map((r) => r.code))].map((code) => ({
      code,
      type: rows.find((r) => r.code === code)?.type ?? 1,
    }));
  }

  async wires(currencyCode: string) {
    const rows = await this.ctx.db
      .select()
      .from(bankWires)
      .where(and(eq(bankWires.currencyCode, currencyCode.toUpperCase()), eq(bankWires.enabled, 1)));
    return rows.map((w) => ({
      id: w.id,
      bank_name: w.bankName,
      bank_address: w.bankAddress,
      bank_swift: w.bankSwift,
      payee_name: w.payeeName,
      payee_account: w.payeeAccount,
      bank_remark: w.bankRemark,
      currency_code: w.currencyCode,
    }));
  }

  /** Marks the proof image as this client's deposit proof (refused when it is not theirs). */
  async claimProof(userId: number, proofImg: string): Promise<void> {
    await claimUploads(this.ctx.db, userId, [proofImg], 'deposit');
  }

  async submitCoin(
    userId: number,
    input: { number: string; proofImg: string; address: string; charge_id: number },
  ) {
    checkAmount(input.number);
    const [channel] = await this.ctx.db
      .select()
      .from(chargeChannels)
      .where(and(eq(chargeChannels.id, input.charge_id), eq(chargeChannels.enabled, 1)));
    if (!channel) throw new AppError('CHANNEL_NOT_FOUND');
    return this.insertClaim(userId, {
      userId,
      type: 0,
      number: input.number,
      currencyCode: channel.currencyCode,
      channelId: channel.id,
      address: input.address || channel.address,
      proofImg: input.proofImg,
    });
  }

  async submitWire(userId: number, input: { number: string; proofImg: string; wire_id: number }) {
    checkAmount(input.number);
    const [wire] = await this.ctx.db
      .select()
      .from(bankWires)
      .where(and(eq(bankWires.id, input.wire_id), eq(bankWires.enabled, 1)));
    if (!wire) throw new AppError('WIRE_NOT_FOUND');
    return this.insertClaim(userId, {
      userId,
      type: 1,
      number: input.number,
      currencyCode: wire.currencyCode,
      wireId: wire.id,
      proofImg: input.proofImg,
    });
  }

  /** A coin or wire claim, refused past FUNDS_CAPS.pendingDeposits waiting ones (account row locked). */
  private insertClaim(userId: number, values: typeof charges.$inferInsert) {
    return this.ctx.db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      const [pending] = await tx
        .select({ n: count() })
        .from(charges)
        .where(
          and(
            eq(charges.userId, userId),
            eq(charges.status, ChargeStatus.UNCHECKED),
            inArray(charges.type, [0, 1]),
          ),
        );
      if ((pending?.n ?? 0) >= FUNDS_CAPS.pendingDeposits)
        throw new AppError('TOO_MANY_PENDING_DEPOSITS', { max: FUNDS_CAPS.pendingDeposits });
      const [row] = await tx.insert(charges).values(values).returning();
      return row!;
    });
  }

  /** Card: the provider answers at once; an approval credits immediately, exactly once. */
  async submitCard(userId: number, amount: string, card: CardDetails) {
    const cards = this.cardProvider();
    checkAmount(amount);
    if (!luhnValid(card.number) || !/^(0[1-9]|1[0-2])\/?\d{2}$/.test(card.exp) || !/^\d{3,4}$/.test(card.cvc))
      throw new AppError('CARD_INVALID');
    const result = await cards.charge(amount, card);
    const [row] = await this.ctx.db
      .insert(charges)
      .values({
        userId,
        type: 2,
        number: amount,
        currencyCode: 'USD',
        providerRef: result.paymentId,
        address: `•••• ${card.number.slice(-4)}`,
      })
      .returning();
    // The provider's notification: here delivered in-process, on a real provider by webhook.
    await this.onCardNotification(
      result.paymentId,
      result.status,
      await cards.sign(result.paymentId, result.status),
    );
    if (result.status === 'declined') throw new AppError('CARD_DECLINED');
    return row!;
  }

  /** The provider's signed callback; replays are harmless (the state moves once). */
  async onCardNotification(
    paymentId: string,
    status: 'approved' | 'declined',
    signature: string,
  ): Promise<void> {
    if (!(await this.cardProvider().verify(paymentId, status, signature)))
      throw new AppError('SIGNATURE_INVALID');
    const [row] = await this.ctx.db.select().from(charges).where(eq(charges.providerRef, paymentId));
    if (!row || row.status !== ChargeStatus.UNCHECKED) return;
    if (status === 'approved') await this.approve(row.id, row.number, 'card-provider').catch(ignoreProcessed);
    else await this.reject(row.id, CARD_DECLINED_REMARK, 'card-provider').catch(ignoreProcessed);
  }

  /** Back office: credit a deposit with the amount actually received; only from status 0, once. */
  async approve(
    id: number,
    creditedAmount: string,
    actor: string,
    within?: InTransaction<ChargeRow>,
  ): Promise<ChargeRow> {
    const credited = await this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(charges)
        .set({
          status: ChargeStatus.FINISHED,
          creditedAmount,
          reviewedBy: actor,
          reviewedAt: this.ctx.clock(),
        })
        .where(and(eq(charges.id, id), eq(charges.status, ChargeStatus.UNCHECKED)))
        .returning();
      if (!row) throw new AppError('RECORD_STATE_CHANGED');
      // A credit cannot be refused unless the ledger is broken.
      const after = await mustPostFor(tx, row.userId, {
        kind: 'deposit',
        amount: creditedAmount,
        refType: 'charge',
        refId: String(row.id),
        actor,
      });
      await within?.(tx, row);
      return { row, after };
    });
    // Committed: the engine and the client's screens learn the new balance at once.
    this.ctx.events.emit({
      kind: 'balance',
      userId: credited.row.userId,
      cause: 'deposit',
      balanceUsd: credited.after.balance,
      lockBalanceUsd: credited.after.lockBalance,
    });
    return credited.row;
  }

  /**
   * Back office: reject with a remark (status 2) or mark invalid (status 3); only from status 0.
   * `within` runs in the same transaction (the audit row commits with the review, or neither).
   */
  async reject(
    id: number,
    remark: string,
    actor: string,
    status: typeof ChargeStatus.REJECTED | typeof ChargeStatus.INVALID = ChargeStatus.REJECTED,
    within?: InTransaction<ChargeRow>,
  ): Promise<ChargeRow> {
    return this.ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(charges)
        .set({ status, remark, reviewedBy: actor, reviewedAt: this.ctx.clock() })
        .where(and(eq(charges.id, id), eq(charges.status, ChargeStatus.UNCHECKED)))
        .returning();
      if (!row) throw new AppError('RECORD_STATE_CHANGED');
      await within?.(tx, row);
      return row;
    });
  }

  async list(userId: number, type: number | undefined, page: number, lang: Lang) {
    const types = (type === undefined ? [0, 1, 2] : type === 1 ? [1, 2] : [type]) as (0 | 1 | 2)[];
    const where = and(eq(charges.userId, userId), inArray(charges.type, types));
    const { rows, total } = await newestFirstPage(
      this.ctx.db,
      charges,
      where,
      PAGE_SIZE,
      (page - 1) * PAGE_SIZE,
    );
    return {
      data: rows.map((r) => ({
        id: r.id,
        /** The amount the client said they sent, in USD (the forms take USD). */
        number: Number(r.number),
        /** SPEC §3: 0 coin, 1 bank; a card payment is a bank deposit (its method says card). */
        type: r.type === 0 ? 0 : 1,
        method: METHODS[r.type] ?? 'coin',
        /** The coin or the wire's currency: a label, not the unit of `number`. */
        currency_code: r.currencyCode,
        /** What was credited to the balance in USD, once finished (status 1); null before. */
        credited_amount:
          r.status === ChargeStatus.FINISHED && r.creditedAmount !== null ? Number(r.creditedAmount) : null,
        status: r.status,
        status_name: translate(lang, `status.charge_${r.status}`),
        remark: remarkIn(lang, r.remark),
        address: r.address,
        proof_img: r.proofImg,
        created_at: timeHandler(r.createdAt),
      })),
      total,
    };
  }
}

function ignoreProcessed(error: unknown): void {
  if (!(error instanceof AppError && error.name === 'RECORD_STATE_CHANGED')) throw error;
}
