import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import type { OrderRow } from '../trading/index.js';
import type { CopyMirror } from './copy.mirror.js';
import { orphanedLeaders, uncopiedFills } from './copy.repository.js';

function ordersById(db: DbOrTx, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(orders).where(inArray(orders.id, ids));
}

/**
 * Brings the database to what the order events should have made of it (engine start, failover,
 * every 10 s): a fill that an active follow has no record of is copied, at the leader's price, as
 * its event would have (a process that committed it may have died before mirroring it), and the
 * open copies of closed leaders are closed. Each copy's unique record makes this safe to run
 * while the events' own mirroring is still at work, here or on another node.
 */
export async function reconcileCopies(db: DbOrTx, mirror: CopyMirror): Promise<void> {
  for (const leader of await ordersById(db, await uncopiedFills(db))) mirror.track(mirror.copyFill(leader));
  for (const leader of await ordersById(db, await orphanedLeaders(db)))
    mirror.track(mirror.closeCopiesOf(leader));
}
