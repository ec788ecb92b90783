import type { Db } from '../../db/client.js';
import { depositPage, withdrawalPage } from './admin-funds-review.repository.js';

/** What the funds review lists read. */
export interface FundsReviewDeps {
  db: Db;
}

/** The review screens' lists: deposits and withdrawals by status, newest first, with their clients. */
export class FundsReview {
  constructor(private readonly deps: FundsReviewDeps) {}

  deposits(query: { status?: number | undefined; page: number }) {
    return depositPage(this.deps.db, query);
  }

  withdrawals(query: { status?: number | undefined; page: number }) {
    return withdrawalPage(this.deps.db, query);
  }
}
