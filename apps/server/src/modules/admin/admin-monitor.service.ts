import {
  OrderSide,
  OrderStatus,
  type Book,
  type DashboardFigures,
  type Lang,
  type RiskBook,
} from '@fxdesk/contract';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { money6 } from '../../wire-format.js';
import type { MarketState } from '../market/index.js';
import { readSettings } from '../settings/index.js';
import { allLiveOrders, bidsOf, markAccount, toOrderView } from '../trading/index.js';
import {
  accountsWithOwners,
  clientCounts,
  depositsByDay,
  lotsOpenedSince,
  openPositions,
  realizedSince,
  reviewQueues,
  volumeByDay,
  type DemoFlag,
} from './admin-monitor.repository.js';

/** What the monitor uses: the database, this node's market (marks) and the clock (today). */
export interface AdminMonitorDeps {
  db: Db;
  market: MarketState;
  clock: Clock;
}

const DAY_MS = 86_400_000;
const demoFlag = (book: Book): DemoFlag => (book === 'demo' ? 1 : 0);

/** One pair's net client position and the broker's floating P&L on it (B-book). */
interface PairExposure {
  code: string;
  long_lots: number;
  short_lots: number;
  net_lots: number;
  broker_floating_pnl: number;
}

/** The back office's dashboard figures and risk monitor (accounts marked to market, exposure). */
export class AdminMonitorService {
  constructor(private readonly deps: AdminMonitorDeps) {}

  /** Every account with live orders, marked to market, lowest risk rate first. */
  private async markedAccounts() {
    const { db, market } = this.deps;
    const live = await allLiveOrders(db);
    const byAccount = new Map<number, typeof live>();
    for (const o of live) byAccount.set(o.accountId, [...(byAccount.get(o.accountId) ?? []), o]);
    if (byAccount.size === 0) return [];
    const accts = await accountsWithOwners(db, [...byAccount.keys()]);
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
    return rows;
  }

  /**
   * The dashboard of one book. Client counts and the review queues are the same whichever book
   * is shown; volume, positions and P&L count that book only (demo never mixes into real business).
   */
  async dashboard(book: Book): Promise<DashboardFigures> {
    const { db, clock } = this.deps;
    const demo = demoFlag(book);
    const dayStart = new Date(Math.floor(clock().getTime() / DAY_MS) * DAY_MS);
    const weekStart = new Date(dayStart.getTime() - 6 * DAY_MS);
    const clients = await clientCounts(db);
    const waiting = await reviewQueues(db);
    const lotsToday = await lotsOpenedSince(db, dayStart, demo);
    const realized = await realizedSince(db, dayStart, demo);
    const inBook = (await this.markedAccounts()).filter((r) => r.is_demo === demo);
    const floating = inBook.reduce((s, r) => s + r.floating_pnl, 0);
    const deposits7d = await depositsByDay(db, weekStart, demo);
    const volume7d = await volumeByDay(db, weekStart, demo);
    return {
      book,
      clients_real: clients.real,
      clients_demo: clients.demo,
      deposits_waiting: waiting.deposits,
      withdrawals_waiting: waiting.withdrawals,
      volume_today_lots: Number(lotsToday),
      open_positions: inBook.reduce((n, r) => n + r.positions, 0),
      // The broker is the counterparty (B-book): its P&L is the clients' loss.
      broker_realized_pnl_today: -money6(realized),
      broker_floating_pnl: -Number(floating.toFixed(6)),
      deposits_7d: deposits7d.map((d) => ({ day: d.day, amount: Number(d.total) })),
      volume_7d: volume7d.map((d) => ({ day: d.day, lots: Number(d.total) })),
    };
  }

  /** Accounts with live orders of the book (or both), lowest risk rate first. */
  async riskAccounts(book: RiskBook) {
    const rows = await this.markedAccounts();
    return book === 'all' ? rows : rows.filter((r) => r.is_demo === demoFlag(book));
  }

  /** Net client lots per pair of the book and the broker's floating P&L, largest net first. */
  async exposure(book: Book, lang: Lang): Promise<PairExposure[]> {
    const { db, market } = this.deps;
    const live = await openPositions(db, demoFlag(book));
    const bids = bidsOf(market);
    const byPair = new Map<string, PairExposure>();
    for (const o of live) {
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
      const view = toOrderView(market, bids, o, lang);
      row.broker_floating_pnl = Number((row.broker_floating_pnl - view.FactProfits).toFixed(6));
      byPair.set(code, row);
    }
    return [...byPair.values()].sort((a, b) => Math.abs(b.net_lots) - Math.abs(a.net_lots));
  }
}
