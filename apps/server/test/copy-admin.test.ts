import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, copyTraders, follows } from '../src/db/schema.js';
import { adminCall, staffToken } from './admin-helper.js';
import { follow } from './copy-helpers.js';
import { body, buildTestApp, registerClient, type TestApp } from './helper.js';
import { demoUser } from './trading-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

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

describe('back office: copy trading (DESIGN §7)', () => {
  it('a real client applies; risk approves (audited); the trader is listed; support may only read', async () => {
    const client = await registerClient(t, 'carl@example.com', 'carl password 1');
    const apply = await applyAsTrader(client.token, { name: 'Careful Carl', bio: 'Majors, small size' });
    expect(apply.code).toBe(1);
    const again = await applyAsTrader(client.token, { name: 'Carl' });
    expect(again.code).toBe(1809);
    const nul = await applyAsTrader(client.token, { name: 'Bad\u0000Name' });
    expect(nul.code).toBe(1001);
    const demo = await demoUser(t);
    const demoApply = await applyAsTrader(demo.token, { name: 'Demo Dan' });
    expect(demoApply.code).toBe(1109);

    const support = await staffToken(t, 'support');
    const risk = await staffToken(t, 'risk');
    const list = await adminCall<{ data: { user_id: number; status: number }[] }>(
      t,
      support,
      'GET',
      '/admin/api/copy/traders?status=0',
    );
    expect(list.data.data.map((r) => r.user_id)).toContain(client.id);
    const refused = await adminCall(t, support, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
      approve: true,
    });
    expect(refused.code).toBe(1502);
    const ok = await adminCall(t, risk, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
      approve: true,
    });
    expect(ok.code).toBe(1);
    const twice = await adminCall(t, risk, 'POST', `/admin/api/copy/traders/${client.id}/review`, {
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
    expect(
      (await adminCall(t, risk, 'POST', `/admin/api/copy/traders/${client.id}/hide`, { hidden: true })).code,
    ).toBe(1);
    const after = body<{ data: { id: number }[] }>(await t.app.inject({ url: '/api/follow/list' }));
    expect(after.data.data.map((r) => r.id)).not.toContain(client.id);
    const fan = await demoUser(t);
    expect((await follow(t, fan.token, { trader_id: client.id })).code).toBe(1801);
  });

  it('names a trader, lists follows per client, and revoking stops the follows (copies left to followers)', async () => {
    const owner = await staffToken(t, 'owner');
    const leader = await demoUser(t);
    const named = await adminCall(t, owner, 'POST', '/admin/api/copy/traders/name', {
      user_id: leader.id,
      name: 'Named Nina',
    });
    expect(named.code).toBe(1);
    const [row] = await t.ctx.db.select().from(copyTraders).where(eq(copyTraders.userId, leader.id));
    expect(row).toMatchObject({ status: 1, displayName: 'Named Nina' });
    const fan = await demoUser(t);
    const { id } = (await follow(t, fan.token, { trader_id: leader.id })).data;
    const perClient = await adminCall<{ data: { id: number }[] }>(
      t,
      owner,
      'GET',
      `/admin/api/copy/follows?user_id=${fan.id}`,
    );
    expect(perClient.data.data.map((f) => f.id)).toEqual([id]);
    const revoked = await adminCall<{ follows_stopped: number }>(
      t,
      owner,
      'POST',
      `/admin/api/copy/traders/${leader.id}/revoke`,
    );
    expect(revoked.data.follows_stopped).toBe(1);
    const [f] = await t.ctx.db.select().from(follows).where(eq(follows.id, id));
    expect(f).toMatchObject({ status: 0, stopReason: 'trader_revoked' });
    const log = await adminCall<{ data: unknown[] }>(
      t,
      owner,
      'GET',
      `/admin/api/copy/activity?follow_id=${id}`,
    );
    expect(log.code).toBe(1);
  });
});
