import {
  copyActivityPage,
  copyFollowPage,
  copyTraderPage,
  copyTraderRecord,
  type CopyActivityRow,
  type CopyFollowRow,
  type CopyTraderRow,
} from '@fxdesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, copyTraders, follows } from '../src/db/schema.js';
import { adminKit } from './admin-helper.js';
import { copiesSettled, follow } from './copy-helpers.js';
import { body, type Envelope, registerClient, type TestApp, withTestApp } from './helper.js';
import { tradingKit } from './trading-helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));
const admin = adminKit(() => t);
const trade = tradingKit(() => t);

/** A client's application to be a copy trader: the envelope of /api/follow/apply. */
const applyAsTrader = async (token: string, payload: Record<string, string>) =>
  body(
    await t.app.inject({
      method: 'POST',
      url: '/api/follow/apply',
      payload,
      headers: { authorization: token },
    }),
  );

/** A back-office change of a copy trader that succeeded: the trader's record, parsed with the contract's schema. */
function changedTrader(res: Envelope) {
  expect(res.code).toBe(1);
  return copyTraderRecord.parse(res.data);
}

describe('back office: copy trading (DESIGN §7)', () => {
  it('a real client applies; risk approves (audited); the trader is listed; support may only read', async () => {
    const client = await registerClient(t, 'carl@example.com', 'carl password 1');
    const apply = await applyAsTrader(client.token, { name: 'Careful Carl', bio: 'Majors, small size' });
    expect(apply.code).toBe(1);
    const again = await applyAsTrader(client.token, { name: 'Carl' });
    expect(again.code).toBe(1809);
    const nul = await applyAsTrader(client.token, { name: 'Bad\u0000Name' });
    expect(nul.code).toBe(1001);
    const demo = await trade.demoUser();
    const demoApply = await applyAsTrader(demo.token, { name: 'Demo Dan' });
    expect(demoApply.code).toBe(1109);

    const support = await admin.staffToken('support');
    const risk = await admin.staffToken('risk');
    const list = await admin.call<{ data: CopyTraderRow[] }>(
      support,
      'GET',
      '/admin/api/copy/traders?status=0',
    );
    // The row as the console shows it, parsed with the contract's schema.
    expect(copyTraderPage.parse(list.data).data.find((r) => r.user_id === client.id)).toMatchObject({
      display_name: 'Careful Carl',
      bio: 'Majors, small size',
      uid: expect.stringMatching(/^\d{8}$/),
      email: 'carl@example.com',
      status: 0,
      is_demo: false,
      demo_account: 0,
      style: '',
      hidden: false,
      remark: '',
      followers: 0,
      closed_orders: 0,
      reviewed_at: null,
    });
    const found = await admin.call<{ data: CopyTraderRow[] }>(
      support,
      'GET',
      '/admin/api/copy/traders?q=carl',
    );
    expect(found.data.data.map((r) => r.user_id)).toEqual([client.id]);
    const refused = await admin.call(support, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
      approve: true,
    });
    expect(refused.code).toBe(1502);
    const ok = await admin.call(risk, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
      approve: true,
      remark: 'Steady record',
    });
    expect(changedTrader(ok)).toMatchObject({
      userId: client.id,
      status: 1,
      remark: 'Steady record',
      displayName: 'Careful Carl',
    });
    const twice = await admin.call(risk, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
      approve: false,
    });
    expect(twice.code).toBe(1810);
    const [audited] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'copy.trader_approve'), eq(auditLog.targetId, String(client.id))));
    expect(audited).toBeTruthy();
    const ranking = body<{ data: { id: number }[] }>(
      await t.app.inject({ url: '/api/follow/list?sort=total_followers' }),
    );
    expect(ranking.data.data.map((r) => r.id)).toContain(client.id);

    // Hidden: not listed and not copyable.
    const hidden = await admin.call(risk, 'POST', `/admin/api/copy/traders/${client.id}/hide`, {
      hidden: true,
    });
    expect(copyTraderRecord.parse(hidden.data)).toMatchObject({ userId: client.id, hidden: true });
    const after = body<{ data: { id: number }[] }>(await t.app.inject({ url: '/api/follow/list' }));
    expect(after.data.data.map((r) => r.id)).not.toContain(client.id);
    const fan = await trade.demoUser();
    expect((await follow(t, fan.token, { trader_id: client.id })).code).toBe(1801);
  });

  it('names a trader, lists follows per client, and revoking stops the follows (copies left to followers)', async () => {
    const owner = await admin.staffToken('owner');
    const leader = await trade.demoUser();
    const named = await admin.call(owner, 'POST', '/admin/api/copy/traders/name', {
      user_id: leader.id,
      name: 'Named Nina',
    });
    expect(changedTrader(named)).toMatchObject({
      userId: leader.id,
      status: 1,
      displayName: 'Named Nina',
    });
    const [row] = await t.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, leader.id));
    expect(row).toMatchObject({ status: 1, displayName: 'Named Nina' });
    const fan = await trade.demoUser();
    const { id } = (await follow(t, fan.token, { trader_id: leader.id })).data;
    // The leader trades: the follow copies it.
    await trade.setPrice('EURUSD', 1.08763);
    expect((await trade.submit(leader.token, trade.marketOrder(1))).code).toBe(1);
    await copiesSettled(t);
    const perClient = await admin.call<{ data: CopyFollowRow[] }>(
      owner,
      'GET',
      `/admin/api/copy/follows?user_id=${fan.id}`,
    );
    expect(copyFollowPage.parse(perClient.data).data).toEqual([
      expect.objectContaining({
        id,
        follower_id: fan.id,
        trader_id: leader.id,
        trader: 'Named Nina',
        follower_uid: expect.stringMatching(/^\d{8}$/),
        amount: '1000.000000',
        multiple: '1.00',
        stop_loss_rate: '0.5000',
        status: 1,
        stop_reason: null,
        stopped_at: null,
        open_copies: 1,
        realized: '0',
      }),
    ]);
    const revoked = await admin.call<{ follows_stopped: number }>(
      owner,
      'POST',
      `/admin/api/copy/traders/${leader.id}/revoke`,
    );
    expect(revoked.data.follows_stopped).toBe(1);
    const [f] = await t.ctx.db.select().from(follows).where(eq(follows.id, id));
    expect(f).toMatchObject({ status: 0, stopReason: 'trader_revoked' });
    // Only an approved trader can be revoked: a second revoke finds none.
    const again = await admin.call(owner, 'POST', `/admin/api/copy/traders/${leader.id}/revoke`);
    expect(again.code).toBe(1810);
    const log = await admin.call<{ data: CopyActivityRow[] }>(
      owner,
      'GET',
      `/admin/api/copy/activity?follow_id=${id}`,
    );
    expect(copyActivityPage.parse(log.data)).toMatchObject({
      total: 1,
      data: [
        {
          follow_id: id,
          follower_id: fan.id,
          trader_id: leader.id,
          trader: 'Named Nina',
          outcome: 'opened',
          reason: null,
        },
      ],
    });
    expect(log.data.data[0]!.follower_order_id).toEqual(expect.any(Number));
  });
});
