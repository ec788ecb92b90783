import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cannedReplies,
  cannedReply,
  conversationDetail,
  feedbackAnswered,
  feedbackHandled,
  feedbackRecordPage,
  inboxPage,
  STAFF_ROLES,
  allows,
  supportCounts,
  supportMessage,
  type SupportMessage,
  type SupportMessagesPage,
} from '@fxdesk/contract';
import { companies } from '../src/db/schema.js';
import { adminCall, staffToken } from './admin-helper.js';
import { fundsKit, PNG } from './funds-helpers.js';
import { body, type TestApp, withTestApp } from './helper.js';
import { drained, waitFor } from './wait.js';

let t: TestApp;
withTestApp((app) => (t = app));

const kit = fundsKit(() => t);

const send = async (h: Record<string, string>, payload: unknown) =>
  body<SupportMessage>(
    await t.app.inject({ method: 'POST', url: '/api/support/send', payload: payload as object, headers: h }),
  );
const messages = async (h: Record<string, string>, page = 1) =>
  body<SupportMessagesPage>(await t.app.inject({ url: `/api/support/messages?page=${page}`, headers: h }));

/** A socket logged in as the user and subscribed to SUPPORT, collecting its frames. */
async function listen(token: string) {
  const ws = await t.app.injectWS('/v1/ws');
  const frames: { type: string; data: { messages: SupportMessage[]; unread: number } }[] = [];
  let loggedIn = false;
  ws.on('message', (d) => {
    const frame = JSON.parse(d.toString()) as (typeof frames)[number];
    if (frame.type === 'login_result') loggedIn = true;
    if (frame.type === 'SUPPORT') frames.push(frame);
  });
  ws.send(JSON.stringify({ type: 'login', params: { token } }));
  ws.send(JSON.stringify({ type: 'sub', params: ['SUPPORT'] }));
  // The login answers once its session lookup is done; a ping answered after that follows the
  // subscription too (frames of one connection are handled in order, the lookup aside).
  await waitFor(() => loggedIn, 'socket login');
  await drained(ws);
  return { frames, close: () => ws.terminate() };
}

describe('client support chat (DESIGN §7)', () => {
  it('sends text, lists newest first with pages, keeps HTML as text', async () => {
    const u = await kit.realUser();
    expect((await messages(u.h)).data).toEqual({ data: [], total: 0, unread: 0, status: 1 });
    const html = '<img src=x onerror="alert(1)"><script>alert(2)</script> & hi';
    const sent = await send(u.h, { content: html });
    expect(sent.code).toBe(1);
    expect(sent.data).toMatchObject({ kind: 1, sender: 1, content: html, delivered_at: null, read_at: null });
    for (let i = 0; i < 5; i++) {
      expect((await send(u.h, { content: `line ${i}` })).code).toBe(1);
      t.clock.advance(11_000);
    }
    const page = await messages(u.h);
    expect(page.data.total).toBe(6);
    expect(page.data.data.map((m) => m.content)).toEqual([
      'line 4',
      'line 3',
      'line 2',
      'line 1',
      'line 0',
      html,
    ]);
    expect((await messages(u.h, 2)).data.data).toEqual([]);
  });

  it('refuses empty, blank, over-long, control characters and unknown fields (1001), writing nothing', async () => {
    const u = await kit.realUser();
    for (const payload of [
      {},
      { content: '' },
      { content: '   \n ' },
      { content: 'x'.repeat(2001) },
      { content: 'a\u0000b' },
      { content: 'bell\u0007' },
      { content: 12 },
      { content: 'hi', conversation_id: 1 },
    ]) {
      const res = await send(u.h, payload);
      expect({ payload, code: res.code }).toEqual({ payload, code: 1001 });
    }
    expect((await send(u.h, { content: 'x'.repeat(2000) })).code).toBe(1);
    expect((await send(u.h, { content: 'tab\tand\nnew line' })).code).toBe(1);
    expect((await messages(u.h)).data.total).toBe(2);
    const fr = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/support/send',
        payload: { content: '' },
        headers: { ...u.h, lang: 'fr' },
      }),
    );
    expect(fr.msg).toMatch(/message/);
  });

  it('needs a login (999); demo accounts may chat', async () => {
    expect((await send({ lang: 'en' }, { content: 'hi' })).code).toBe(999);
    expect(body(await t.app.inject({ url: '/api/support/messages' })).code).toBe(999);
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=support-demo-1' }),
    );
    expect((await send({ authorization: demo.data.token }, { content: 'demo question' })).code).toBe(1);
  });

  it('sends only images the sender uploaded (1750 for another client’s)', async () => {
    const a = await kit.realUser();
    const b = await kit.realUser();
    const up = await kit.upload(a.token, PNG);
    expect(up.code).toBe(1);
    expect((await send(b.h, { content: up.data.url })).code).toBe(1750);
    expect((await send(a.h, { content: '/uploads/' + 'a'.repeat(32) + '.png' })).code).toBe(1750);
    const mine = await send(a.h, { content: up.data.url });
    expect(mine.data).toMatchObject({ kind: 2, content: up.data.url });
    expect((await messages(b.h)).data.total).toBe(0);
  });

  it('refuses flooding with 1003 instead of queueing; the window reopens later', async () => {
    const u = await kit.realUser();
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await send(u.h, { content: `flood ${i}` })).code);
    expect(codes.filter((c) => c === 1)).toHaveLength(8);
    expect(codes.slice(8)).toEqual([1003, 1003]);
    expect((await messages(u.h)).data.total).toBe(8);
    t.clock.advance(10_000);
    expect((await send(u.h, { content: 'later' })).code).toBe(1);
  });

  it('one client never sees another client’s conversation', async () => {
    const a = await kit.realUser();
    const b = await kit.realUser();
    await send(a.h, { content: 'secret of a' });
    const other = await messages(b.h);
    expect(other.data.data).toEqual([]);
    expect(JSON.stringify(other)).not.toContain('secret of a');
  });
});

describe('back-office inbox, replies pushed live, marks, close/reopen', () => {
  it('support sees the message with an unread count, replies; the owner alone gets the push', async () => {
    const a = await kit.realUser();
    const b = await kit.realUser();
    const socketA = await listen(a.token);
    const socketB = await listen(b.token);
    const first = await send(a.h, { content: 'Where is my deposit?' });
    const staff = await staffToken(t, 'support');

    const inbox = await adminCall<{
      data: { id: number; user_id: number; unread: number; last_message: { content: string } }[];
    }>(t, staff, 'GET', '/admin/api/support/conversations?status=0');
    const row = inboxPage.parse(inbox.data).data.find((c) => c.user_id === a.id)!;
    expect(row).toMatchObject({
      account: a.email,
      is_demo: 0,
      status: 1,
      unread: 1,
      last_message: { kind: 1, sender: 1, content: 'Where is my deposit?' },
    });
    expect(Date.parse(row.last_message_at)).not.toBeNaN();
    // The nav badge counts unread client messages until the conversation is opened.
    const counts = async () =>
      supportCounts.parse((await adminCall(t, staff, 'GET', '/admin/api/support/unread')).data);
    const before = await counts();
    expect(before.unread).toBeGreaterThanOrEqual(1);
    // Listing the inbox delivered it: the client's socket hears the second tick.
    await waitFor(() =>
      socketA.frames.some((f) => f.data.messages.some((m) => m.id === first.data.id && m.delivered_at)),
    );

    const conv = await adminCall<{ client: { id: number; balance: number }; data: SupportMessage[] }>(
      t,
      staff,
      'GET',
      `/admin/api/support/conversations/${row.id}`,
    );
    const detail = conversationDetail.parse(conv.data);
    expect(detail.client).toMatchObject({
      id: a.id,
      email: a.email,
      is_demo: 0,
      status: 1,
      balance: 0,
      lock_balance: 0,
      open_orders: 0,
    });
    expect(detail.client.last_seen_at).not.toBeNull();
    expect(detail.conversation).toMatchObject({ id: row.id, status: 1, closed_at: null, closed_by: null });
    expect(detail.data[0]).toMatchObject({ content: 'Where is my deposit?', sender: 1 });
    expect(detail.total).toBe(1);
    expect(await counts()).toEqual({ ...before, unread: before.unread - 1 });
    await waitFor(() =>
      socketA.frames.some((f) => f.data.messages.some((m) => m.id === first.data.id && m.read_at)),
    );

    const reply = await adminCall<SupportMessage>(
      t,
      staff,
      'POST',
      `/admin/api/support/conversations/${row.id}/reply`,
      {
        content: '<b>Credited</b> today',
      },
    );
    expect(reply.code).toBe(1);
    // The console sees who answered; the client never does.
    expect(supportMessage.parse(reply.data)).toMatchObject({
      sender: 2,
      content: '<b>Credited</b> today',
      staff_name: expect.stringContaining('@'),
    });
    await waitFor(() =>
      socketA.frames.some(
        (f) => f.data.unread === 1 && f.data.messages.some((m) => m.content === '<b>Credited</b> today'),
      ),
    );
    expect(socketA.frames.at(-1)!.data.messages[0]!.staff_name).toBe('');
    expect(socketB.frames.some((f) => JSON.stringify(f).includes('Credited'))).toBe(false);

    const unread = body<{ unread: number }>(await t.app.inject({ url: '/api/support/unread', headers: a.h }));
    expect(unread.data.unread).toBe(1);
    const page = await messages(a.h);
    expect(page.data.data[0]).toMatchObject({ sender: 2, content: '<b>Credited</b> today', staff_name: '' });
    expect(page.data.data[0]!.delivered_at).not.toBeNull();
    const read = body<{ unread: number }>(
      await t.app.inject({ method: 'POST', url: '/api/support/read', headers: a.h }),
    );
    expect(read.data.unread).toBe(0);
    expect((await messages(a.h)).data.unread).toBe(0);

    // Close once; a second close is told (1754); a reply to a closed one is refused (1752).
    expect((await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/close`)).code).toBe(
      1,
    );
    expect((await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/close`)).code).toBe(
      1754,
    );
    expect(
      (
        await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/reply`, {
          content: 'x',
        })
      ).code,
    ).toBe(1752);
    expect((await messages(a.h)).data.status).toBe(2);
    // The client writing again reopens it.
    t.clock.advance(11_000);
    expect((await send(a.h, { content: 'one more thing' })).code).toBe(1);
    expect((await messages(a.h)).data.status).toBe(1);
    expect(
      (await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/reopen`)).code,
    ).toBe(1754);
    expect((await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/close`)).code).toBe(
      1,
    );
    expect(
      (await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/reopen`)).code,
    ).toBe(1);

    const auditRows = await adminCall<{ data: { action: string }[] }>(
      t,
      await staffToken(t, 'owner'),
      'GET',
      '/admin/api/audit?page=1',
    );
    const actions = auditRows.data.data.map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['support.replied', 'support.closed', 'support.reopened']),
    );
    expect((await adminCall(t, staff, 'GET', '/admin/api/support/conversations/999999')).code).toBe(1751);
    expect(
      (await adminCall(t, staff, 'POST', `/admin/api/support/conversations/${row.id}/reply`, { content: '' }))
        .code,
    ).toBe(1001);
    socketA.close();
    socketB.close();
  });

  it('two first messages at once make one conversation; two closes at once close it once', async () => {
    const u = await kit.realUser();
    const [a, b] = await Promise.all([send(u.h, { content: 'first' }), send(u.h, { content: 'second' })]);
    expect([a.code, b.code]).toEqual([1, 1]);
    expect((await messages(u.h)).data.total).toBe(2);
    const staff = await staffToken(t, 'support');
    const inbox = await adminCall<{ data: { id: number; user_id: number }[] }>(
      t,
      staff,
      'GET',
      '/admin/api/support/conversations?status=0',
    );
    const mine = inbox.data.data.filter((c) => c.user_id === u.id);
    expect(mine).toHaveLength(1);
    const url = `/admin/api/support/conversations/${mine[0]!.id}/close`;
    const codes = (await Promise.all([adminCall(t, staff, 'POST', url), adminCall(t, staff, 'POST', url)]))
      .map((r) => r.code)
      .sort();
    expect(codes).toEqual([1, 1754]);
  });

  it('only the owner and support roles reach the inbox', async () => {
    for (const role of STAFF_ROLES) {
      const token = await staffToken(t, role);
      const res = await adminCall(t, token, 'GET', '/admin/api/support/conversations');
      expect({ role, code: res.code }).toEqual({ role, code: allows(role, 'support.chat') ? 1 : 1502 });
    }
  });

  it('canned replies: add, list, delete (audited)', async () => {
    const staff = await staffToken(t, 'support');
    const added = await adminCall<{ id: number }>(t, staff, 'POST', '/admin/api/support/canned', {
      title: 'Greeting',
      content: 'Hello, how can we help?',
    });
    expect(added.code).toBe(1);
    expect(cannedReply.parse(added.data)).toEqual({
      id: added.data.id,
      title: 'Greeting',
      content: 'Hello, how can we help?',
    });
    const list = await adminCall(t, staff, 'GET', '/admin/api/support/canned');
    expect(cannedReplies.parse(list.data).find((c) => c.id === added.data.id)).toMatchObject({
      title: 'Greeting',
      content: 'Hello, how can we help?',
      created_by: expect.stringContaining('@'),
    });
    expect(
      (await adminCall(t, staff, 'POST', '/admin/api/support/canned', { title: '', content: 'x' })).code,
    ).toBe(1001);
    expect(
      (await adminCall(t, staff, 'POST', `/admin/api/support/canned/${added.data.id}/delete`)).code,
    ).toBe(1);
    expect(
      (await adminCall(t, staff, 'POST', `/admin/api/support/canned/${added.data.id}/delete`)).code,
    ).toBe(1002);
  });
});

describe('feedback (DESIGN §7)', () => {
  it('submits, refuses bad input, lists in the back office, handles once, answers by chat', async () => {
    const u = await kit.realUser();
    const post = async (payload: object, h = u.h) =>
      body<{ id: number }>(
        await t.app.inject({ method: 'POST', url: '/api/feedback/submit', payload, headers: h }),
      );
    expect((await post({ content: 'hi' }, { lang: 'en' })).code).toBe(999);
    for (const bad of [
      {},
      { content: '' },
      { content: 'x'.repeat(2001) },
      { content: 'a\u0001' },
      { content: 'ok', contact: 'c'.repeat(201) },
      { content: 'ok', image: 'javascript:alert(1)' },
    ])
      expect({ bad, code: (await post(bad)).code }).toEqual({ bad, code: 1001 });
    const other = await kit.realUser();
    const theirs = await kit.upload(other.token, PNG);
    expect((await post({ content: 'with their image', image: theirs.data.url })).code).toBe(1750);
    const shot = await kit.upload(u.token, PNG);
    const ok = await post({ content: 'The chart <b>froze</b>', contact: 'tg @me', image: shot.data.url });
    expect(ok.code).toBe(1);

    const staff = await staffToken(t, 'support');
    const list = await adminCall(t, staff, 'GET', '/admin/api/feedback');
    // The row as the feedback screen shows it, parsed with the contract's schema.
    expect(feedbackRecordPage.parse(list.data).data.find((f) => f.id === ok.data.id)).toMatchObject({
      user_id: u.id,
      uid: expect.stringMatching(/^\d{8}$/),
      account: u.email,
      content: 'The chart <b>froze</b>',
      contact: 'tg @me',
      image: shot.data.url,
      status: 0,
      handled_by: null,
      handled_at: null,
    });

    const socket = await listen(u.token);
    const answered = await adminCall<{ conversation_id: number }>(
      t,
      staff,
      'POST',
      `/admin/api/feedback/${ok.data.id}/reply`,
      {
        content: 'Fixed, thank you',
      },
    );
    expect(answered.code).toBe(1);
    expect(feedbackAnswered.parse(answered.data)).toMatchObject({
      conversation_id: expect.any(Number),
      message: { sender: 2, kind: 1, content: 'Fixed, thank you' },
    });
    await waitFor(() =>
      socket.frames.some((f) => f.data.messages.some((m) => m.content === 'Fixed, thank you')),
    );
    expect((await messages(u.h)).data.data[0]).toMatchObject({ sender: 2, content: 'Fixed, thank you' });
    expect((await adminCall(t, staff, 'POST', `/admin/api/feedback/${ok.data.id}/handle`)).code).toBe(1754);

    const second = await post({ content: 'another' });
    const handled = await adminCall(t, staff, 'POST', `/admin/api/feedback/${second.data.id}/handle`);
    expect(feedbackHandled.parse(handled.data)).toEqual({ id: second.data.id, status: 1 });
    const done = feedbackRecordPage.parse(
      (await adminCall(t, staff, 'GET', '/admin/api/feedback?status=1')).data,
    );
    expect(done.data.find((f) => f.id === second.data.id)).toMatchObject({
      status: 1,
      handled_by: expect.stringContaining('@'),
      handled_at: expect.any(String),
    });
    expect((await adminCall(t, staff, 'POST', '/admin/api/feedback/999999/handle')).code).toBe(1753);
    expect((await adminCall(t, await staffToken(t, 'finance'), 'GET', '/admin/api/feedback')).code).toBe(
      1502,
    );
    socket.close();
  });

  it('refuses a flood of feedback with 1003', async () => {
    const u = await kit.realUser();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        body(
          await t.app.inject({
            method: 'POST',
            url: '/api/feedback/submit',
            payload: { content: `f${i}` },
            headers: u.h,
          }),
        ).code,
      );
    expect(codes).toEqual([1, 1, 1, 1, 1, 1003]);
  });
});

describe('installable app (SPEC §7 manifest.json)', () => {
  it('names the app after the company profile, with 192/512 and maskable icons, standalone', async () => {
    await t.ctx.db.update(companies).set({ name: 'Acme Markets' }).where(eq(companies.isSelf, 1));
    const res = await t.app.inject({ url: '/manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json() as {
      name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: { sizes: string; purpose: string; type: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Acme Markets',
      display: 'standalone',
      start_url: './#/',
      theme_color: '#1e5eff',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // The CSP lets the page load its own worker and manifest (both fall back to 'self').
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
