import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  bookQuery,
  ChargeStatus,
  dashboardFigures,
  exposure,
  OrderSide,
  OrderStatus,
  riskAccounts,
  riskBookQuery,
  WithdrawalStatus,
} from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { accounts, charges, orders, users, withdrawals } from '../../db/schema.js';
import { answer } from '../backoffice/index.js';
import { envelope } from '../../http/envelope.js';
import { readSettings } from '../settings/index.js';
import { markAccount } from '../trading/index.js';
import { toOrderView } from '../trading/index.js';
import { bidsOf } from '../trading/index.js';
import { money6 } from '../../wire-format.js';

const tags = ['back office'];

/** Dashboard, client detail, risk monitor and instruments for the back office. */
export const adminMonitorRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const { db, market } = ctx;

  /** Every account with live orders, marked to market (risk monitor and dashboard). */
  async function markedAccounts() {
    const live = await db
      .select()
      .from(orders)
      .where(inArray(orders.status, [0, 1]));
    const byAccount = new Map<number, typeof live>();
    for (const o of live) byAccount.set(o.accountId, [...(byAccount.get(o.accountId) ?? []), o]);
    if (byAccount.size === 0) return { live, rows: [] };
    const accts = await db
      .select({ a: accounts, uid: users.uid, email: users.email, isDemo: users.isDemo })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(inArray(accounts.id, [...byAccount.keys()]));
    const levels = await readSettings(db, ['stop_out_level', 'margin_call_level']);
    const bids = bidsOf(market);
    const rows = accts.map(({ a, uid, email, isDemo }) => {
      const mine = byAccount.get(a.id) ?? [];
      const { metrics } = markAccount(market, bids, a.balance, mine, {
        stopOutPercent: levels.stop_out_level,
        marginCallPercent: levels.margin_call_level,
      });
      return {
        user_id: a.userId,
        uid,
        email: email ?? '',
        is_demo: isDemo,
        balance: money6(a.balance),
        equity: money6(metrics.equityUsd),
        used_margin: money6(metrics.usedMarginUsd),
        free_margin: money6(metrics.freeMarginUsd),
        floating_pnl: money6(metrics.floatingPnlUsd),
        risk_rate: metrics.riskRatePercent === null ? null : Number(metrics.riskRatePercent),
        positions: mine.filter((o) => o.status === OrderStatus.HOLDING).length,
      };
    });
    rows.sort((x, y) => (x.risk_rate ?? Infinity) - (y.risk_rate ?? Infinity));
    return { live, rows };
  }

  app.get(
    '/admin/api/dashboard',
    {
      config: { permission: 'staff.self' },
      schema: {
        tags,
        summary: 'Figures for the dashboard, for the real accounts or the demo ones',
        querystring: bookQuery,
        response: { 200: envelope(dashboardFigures) },
      },
    },
    async (req) => {
      const { book } = req.query;
      const demo = book === 'demo' ? 1 : 0;
      const dayStart = new Date(Math.floor(ctx.clock().getTime() / 86_400_000) * 86_400_000);
      const weekStart = new Date(dayStart.getTime() - 6 * 86_400_000);
      const [clients] = await db
        .select({
          real: sql<number>`count(*) filter (where ${users.isDemo} = 0)::int`,
          demo: sql<number>`count(*) filter (where ${users.isDemo} = 1)::int`,
        })
        .from(users);
      // The review queues are work to do whichever book is shown.
      const [depositsWaiting] = await db
        .select({ n: count() })
        .from(charges)
        .where(eq(charges.status, ChargeStatus.UNCHECKED));
      const [withdrawalsWaiting] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(eq(withdrawals.status, WithdrawalStatus.REVIEWING));
      // Volume, positions and P&L count one book: demo trading never mixes into real business.
      const [today] = await db
        .select({ lots: sql<string>`coalesce(sum(${orders.lots}), 0)::text` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(gte(orders.openedAt, dayStart), eq(users.isDemo, demo)));
      const [realized] = await db
        .select({ pnl: sql<string>`coalesce(sum(${orders.realizedPnl}), 0)::text` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(gte(orders.closedAt, dayStart), eq(users.isDemo, demo)));
      const { rows } = await markedAccounts();
      const inBook = rows.filter((r) => r.is_demo === demo);
      const floating = inBook.reduce((s, r) => s + r.floating_pnl, 0);
      const deposits7d = await db
        .select({
          day: sql<string>`to_char(date_trunc('day', ${charges.reviewedAt}), 'YYYY-MM-DD')`,
          amount: sql<string>`sum(${charges.creditedAmount})::text`,
        })
        .from(charges)
        .innerJoin(users, eq(users.id, charges.userId))
        .where(
          and(
            eq(charges.status, ChargeStatus.FINISHED),
            gte(charges.reviewedAt, weekStart),
            eq(users.isDemo, demo),
          ),
        )
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      const volume7d = await db
        .select({
          day: sql<string>`to_char(date_trunc('day', ${orders.openedAt}), 'YYYY-MM-DD')`,
          lots: sql<string>`sum(${orders.lots})::text`,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(gte(orders.openedAt, weekStart), eq(users.isDemo, demo)))
        .groupBy(sql`1`)
        .orderBy(sql`1`);
      return answer(req.lang, {
        book,
        clients_real: clients?.real ?? 0,
        clients_demo: clients?.demo ?? 0,
        deposits_waiting: depositsWaiting?.n ?? 0,
        withdrawals_waiting: withdrawalsWaiting?.n ?? 0,
        volume_today_lots: Number(today?.lots ?? 0),
        open_positions: inBook.reduce((n, r) => n + r.positions, 0),
        // The broker is the counterparty (B-book): its P&L is the clients' loss.
        broker_realized_pnl_today: -money6(realized?.pnl),
        broker_floating_pnl: -Number(floating.toFixed(6)),
        deposits_7d: deposits7d.map((d) => ({ day: d.day, amount: Number(d.amount) })),
        volume_7d: volume7d.map((d) => ({ day: d.day, lots: Number(d.lots) })),
      });
    },
  );

  app.get(
    '/admin/api/risk/accounts',
    {
      config: { permission: 'risk.read' },
      schema: {
        tags,
        summary: 'Accounts with live orders, lowest risk rate first (real accounts unless asked)',
        querystring: riskBookQuery,
        response: { 200: envelope(riskAccounts) },
      },
    },
    async (req) => {
      const { book } = req.query;
      const { rows } = await markedAccounts();
      return answer(
        req.lang,
        book === 'all' ? rows : rows.filter((r) => r.is_demo === (book === 'demo' ? 1 : 0)),
      );
    },
  );

  app.get(
    '/admin/api/risk/exposure',
    {
      config: { permission: 'risk.read' },
      schema: {
        tags,
        summary: 'Net client lots per pair and the broker floating P&L (real accounts unless asked)',
        querystring: bookQuery,
        response: { 200: envelope(exposure) },
      },
    },
    async (req) => {
      const demo = req.query.book === 'demo' ? 1 : 0;
      const live = await db
        .select({ o: orders })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.status, OrderStatus.HOLDING), eq(users.isDemo, demo)));
      const bids = bidsOf(market);
      const byPair = new Map<
        string,
        { code: string; long_lots: number; short_lots: number; net_lots: number; broker_floating_pnl: number }
      >();
      for (const { o } of live) {
        const code = market.pairById(o.pairId)?.code ?? String(o.pairId);
        const row = byPair.get(code) ?? {
          code,
          long_lots: 0,
          short_lots: 0,
          net_lots: 0,
          broker_floating_pnl: 0,
        };
        const lots = Number(o.lots);
        if (o.side === OrderSide.BUY) row.long_lots += lots;
        else row.short_lots += lots;
        row.net_lots = Number((row.long_lots - row.short_lots).toFixed(4));
        const view = toOrderView(market, bids, o, req.lang);
        row.broker_floating_pnl = Number((row.broker_floating_pnl - view.FactProfits).toFixed(6));
        byPair.set(code, row);
      }
      return answer(
        req.lang,
        [...byPair.values()].sort((a, b) => Math.abs(b.net_lots) - Math.abs(a.net_lots)),
      );
    },
  );
};
