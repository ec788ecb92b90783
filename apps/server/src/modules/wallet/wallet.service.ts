import { translate, type ForexDetail, type FundRecord, type Lang } from '@fxdesk/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { balance2, timeHandler } from '../../wire-format.js';
import { accountOf } from './ledger.js';
import { ledgerPage } from './wallet.repository.js';

/** The withdrawals' rule for what can be withdrawn now (funds), handed in by the app. */
export interface Withdrawable {
  withdrawable(db: DbOrTx, account: { id: number; balance: string }): Promise<string>;
}

/** What the wallet's client answers read. */
export interface WalletDeps {
  db: Db;
}

const FUND_PAGE_SIZE = 20;

/** The client's account as its wallet screens show it: balance, detail and fund records. */
export class WalletService {
  constructor(private readonly deps: WalletDeps) {}

  /** The balance in USD, 2 dp (0 without an account). */
  async balance(userId: number): Promise<{ balance: number }> {
    const account = await accountOf(this.deps.db, userId);
    return { balance: balance2(account?.balance ?? '0') };
  }

  /** Balance, the amount locked by pending withdrawals, and what can be withdrawn now. */
  async detail(userId: number, withdrawals: Withdrawable): Promise<ForexDetail> {
    const account = await accountOf(this.deps.db, userId);
    return {
      balance: balance2(account?.balance ?? '0'),
      lock_balance: balance2(account?.lockBalance ?? '0'),
      // Free margin capped by the balance (DESIGN §6): the withdraw form's "available".
      withdrawable: account ? balance2(await withdrawals.withdrawable(this.deps.db, account)) : 0,
    };
  }

  /** SPEC §3 fund records: the account's ledger, newest first, memos in the caller's language. */
  async fundRecords(
    userId: number,
    page: number,
    lang: Lang,
  ): Promise<{ data: FundRecord[]; total: number }> {
    const account = await accountOf(this.deps.db, userId);
    if (!account) return { data: [], total: 0 };
    const { rows, total } = await ledgerPage(
      this.deps.db,
      account.id,
      FUND_PAGE_SIZE,
      (page - 1) * FUND_PAGE_SIZE,
    );
    return {
      data: rows.map((r) => ({
        Value: Number(Number(r.amount).toFixed(6)),
        MemoTran: translate(lang, `memo.${r.kind}`),
        CreatedAtTran: timeHandler(r.createdAt),
        Kind: r.kind,
        BalanceAfter: balance2(r.balanceAfter),
      })),
      total,
    };
  }
}
