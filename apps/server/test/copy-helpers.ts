import { count, eq } from 'drizzle-orm';
import { copyTraders, follows } from '../src/db/schema.js';
import { body, type TestApp } from './helper.js';
import { demoUser } from './trading-helpers.js';

/** A demo account the back office approved as a trader (DESIGN §7). */
export async function trader(t: TestApp, name = 'Leader') {
  const user = await demoUser(t);
  await t.ctx.db.insert(copyTraders).values({ userId: user.id, status: 1, displayName: name });
  return user;
}

export async function follow(
  t: TestApp,
  token: string,
  fields: Record<string, string | number>,
  lang = 'en',
) {
  return body<{ id: number; status: number }>(
    await t.app.inject({
      method: 'POST',
      url: '/api/follow/follow',
      payload: { amount: '1000', multiple: '1', stop_loss_rate: '0.5', ...fields },
      headers: { authorization: token, lang },
    }),
  );
}

export async function followCount(t: TestApp, followerId?: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(follows)
    .where(followerId === undefined ? undefined : eq(follows.followerId, followerId));
  return row?.n ?? 0;
}

/** Lets the dealing engine and the mirroring engine finish what they started. */
export async function copiesSettled(t: TestApp): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await t.ctx.trading.engine?.idle();
    await t.ctx.copy.idle();
  }
}
