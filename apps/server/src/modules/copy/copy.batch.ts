import type { Db } from '../../db/client.js';
import { transactionInOneTrip, type Step } from '../../db/statements.js';
import type { Scheduler } from '../../clock.js';

/** Runs one copy's statements (account lock first) as a transaction; their rows. */
export type TripRunner = (steps: readonly Step[]) => Promise<unknown[][]>;

/** At most this many copies share a transaction. */
export const BATCH_MAX = 16;

interface Waiting {
  steps: readonly Step[];
  accountId: number;
  resolve: (rows: unknown[][]) => void;
  reject: (error: unknown) => void;
}

/**
 * Copies of a fan-out that are ready at the same moment share one transaction and one round trip
 * (`begin`, each copy's account lock and write in turn, `commit`): one WAL flush for up to
 * `BATCH_MAX` copies instead of one each. Each copy's write decides for itself, in SQL, on its
 * own account as read (margin, fee, guards, skip) and never raises for a refusal, so one
 * follower's refusal or changed account writes nothing for that follower and leaves the others'
 * copies alone. An error (a copy made already elsewhere: the record's unique key; a deadlock)
 * rolls the whole batch back; then each of its copies runs again in a transaction of its own,
 * where the error stays with the copy that caused it. The accounts are locked in id order, so
 * two batches never wait on each other in a circle.
 */
export class TripBatcher {
  private waiting: Waiting[] = [];
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly scheduler: Pick<Scheduler, 'soon'>,
  ) {}

  /** The `TripRunner` of one copy whose first step locks account `accountId`. */
  readonly run = (steps: readonly Step[]): Promise<unknown[][]> => {
    const accountId = Number(steps[0]?.params[0]);
    return new Promise((resolve, reject) => {
      this.waiting.push({ steps, accountId, resolve, reject });
      if (this.waiting.length >= BATCH_MAX) this.flush();
      else if (!this.scheduled) {
        this.scheduled = true;
        // Copies that become ready in this turn of the event loop join the batch.
        this.scheduler.soon(() => this.flush());
      }
    });
  };

  private flush(): void {
    this.scheduled = false;
    const batch = this.waiting.splice(0, BATCH_MAX);
    if (this.waiting.length > 0 && !this.scheduled) {
      this.scheduled = true;
      this.scheduler.soon(() => this.flush());
    }
    if (batch.length === 0) return;
    void this.runBatch(batch);
  }

  private async runBatch(batch: Waiting[]): Promise<void> {
    if (batch.length === 1) return this.runAlone(batch[0]!);
    batch.sort((a, b) => a.accountId - b.accountId);
    let rows: unknown[][];
    try {
      rows = await transactionInOneTrip(
        this.db,
        batch.flatMap((w) => w.steps),
      );
    } catch {
      // Rolled back as a whole: each copy again on its own, where its error is its own.
      await Promise.all(batch.map((w) => this.runAlone(w)));
      return;
    }
    let at = 0;
    for (const w of batch) {
      w.resolve(rows.slice(at, at + w.steps.length));
      at += w.steps.length;
    }
  }

  private async runAlone(w: Waiting): Promise<void> {
    try {
      w.resolve(await transactionInOneTrip(this.db, w.steps));
    } catch (error) {
      w.reject(error);
    }
  }
}
