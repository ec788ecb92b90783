import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, admins, charges } from '../src/db/schema.js';
import { ADMIN_IDLE_MS } from '../src/modules/admin/admin-auth.js';
import { allows, STAFF_ROLES } from '../src/modules/backoffice/permissions.js';
import { body, postForm, type TestApp, withTestApp } from './helper.js';
import { adminCall, adminKit, STAFF_PASSWORD, withSessionToken } from './admin-helper.js';
import { coinDepositSubmitted } from './funds-helpers.js';

let t: TestApp;
withTestApp((app) => (t = app));

const admin = adminKit(() => t);

describe('staff login with TOTP (back-office issue)', () => {
  it('first login of the bootstrap owner enrols TOTP with a QR secret, then signs in', async () => {
    const first = await admin.login({ email: 'owner@fxdesk.test', password: 'owner-password-123' });
    expect(first.data).toMatchObject({ enroll: true });
    expect(first.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = body(
      await t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/enroll',
        payload: {
          enrollment_token: first.data.enrollment_token,
          totp: admin.codeAt(first.data.secret!) === '000000' ? '111111' : '000000',
        },
      }),
    );
    expect(wrong.code).toBe(1501);
    const enrolled = withSessionToken<{ token: string; role: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/admin/api/auth/enroll',
        payload: { enrollment_token: first.data.enrollment_token, totp: admin.codeAt(first.data.secret!) },
      }),
    );
    expect(enrolled.data.role).toBe('owner');
    const me = await admin.call<{ email: string }>(enrolled.data.token, 'GET', '/admin/api/me');
    expect(me.data.email).toBe('owner@fxdesk.test');
    // Later logins need the code; the code just used for enrolment cannot be replayed.
    expect((await admin.login({ email: 'owner@fxdesk.test', password: 'owner-password-123' })).code).toBe(
      1500,
    );
    const withCode = () =>
      admin.login({
        email: 'owner@fxdesk.test',
        password: 'owner-password-123',
        totp: admin.codeAt(first.data.secret!),
      });
    expect((await withCode()).code).toBe(1501);
    t.clock.advance(30_000);
    expect((await withCode()).code).toBe(1);
  });

  it('refuses a wrong password and a client token; sessions expire after idle time', async () => {
    expect((await admin.login({ email: 'owner@fxdesk.test', password: 'nope' })).code).toBe(1101);
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=admin-test-1' }),
    );
    expect((await admin.call(demo.data.token, 'GET', '/admin/api/me')).code).toBe(999);
    const token = await admin.staffToken('support');
    t.clock.advance(ADMIN_IDLE_MS + 1000);
    expect((await admin.call(token, 'GET', '/admin/api/me')).code).toBe(999);
  });
});

describe('permission matrix over every admin route', () => {
  it('each route declares a permission, and each role gets exactly what the matrix allows', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(STAFF_ROLES.map(async (role) => [role, await admin.staffToken(role)] as const)),
    );
    const routes = t.app.adminAuth.routes.filter(
      (r) => !r.url.startsWith('/admin/api/auth/login') && !r.url.startsWith('/admin/api/auth/enroll'),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect({ route: route.url, permission: route.permission }).toEqual({
        route: route.url,
        permission: expect.any(String),
      });
      for (const role of STAFF_ROLES) {
        if (route.url === '/admin/api/auth/logout') continue;
        const url = route.url.replace(':id', '999999');
        const res = body(
          await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { authorization: tokens[role]!, lang: 'en' },
            ...(route.method === 'GET' ? {} : { payload: {} }),
          }),
        );
        const allowed = allows(role, route.permission!);
        expect({ role, route: `${route.method} ${route.url}`, forbidden: res.code === 1502 }).toEqual({
          role,
          route: `${route.method} ${route.url}`,
          forbidden: !allowed,
        });
        expect(res.code).not.toBe(999);
      }
    }
  }, 120_000); // every route × every role: slow on a loaded machine
});

describe('funds review and settings, audited', () => {
  it('finance approves a deposit once; the client sees the balance; the audit log lists it', async () => {
    const email = `client-${Date.now()}@example.com`;
    await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 });
    const reg = body<{ token: string; user: { id: number } }>(
      await postForm(t.app, '/api/user/register', {
        type: 1,
        account: email,
        password: 'client pass 1',
        re_password: 'client pass 1',
        sms_code: await t.lastCode(email),
      }),
    );
    const charge = await coinDepositSubmitted(t, reg.data.user.id, '300', 'a');
    const finance = await admin.staffToken('finance');
    const support = await admin.staffToken('support');
    const h = { authorization: finance };
    expect(
      (await admin.call(support, 'POST', `/admin/api/funds/deposits/${charge.id}/approve`, { amount: '300' }))
        .code,
    ).toBe(1502);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/admin/api/funds/deposits/${charge.id}/approve`,
          payload: { amount: '300' },
          headers: h,
        }),
      ),
    );
    expect(results.map((r) => body(r).code).sort()).toEqual([1, 1410, 1410, 1410, 1410]);
    const balance = body<{ balance: number }>(
      await t.app.inject({
        url: '/v1/api/main/wallet/getBalance',
        headers: { authorization: reg.data.token },
      }),
    );
    expect(balance.data.balance).toBe(300);
    const owner = await admin.staffToken('owner');
    const log = await admin.call<{ data: { action: string; adminEmail: string; targetId: string }[] }>(
      owner,
      'GET',
      '/admin/api/audit?action=deposit',
    );
    expect(log.data.data.filter((e) => e.targetId === String(charge.id)).map((e) => e.action)).toEqual([
      'deposit.approved',
    ]);
    await expect(t.ctx.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('a review and its audit row commit together: when the audit write fails, nothing is credited', async () => {
    const u = body<{ user: { id: number } }>(
      await t.app.inject({ url: `/api/user/createAccountDemoForU?demo_id=audit-${Date.now()}` }),
    ).data.user;
    const charge = await coinDepositSubmitted(t, u.id, '75', 'b');
    const [before] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, u.id));
    const failingAudit = () => Promise.reject(new Error('audit store unavailable'));
    await expect(t.ctx.deposits.approve(charge.id, '75', 'finance@x', failingAudit)).rejects.toThrow();
    await expect(t.ctx.deposits.reject(charge.id, 'no', 'finance@x', 2, failingAudit)).rejects.toThrow();
    const [after] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, u.id));
    expect(after!.balance).toBe(before!.balance);
    const [row] = await t.ctx.db.select().from(charges).where(eq(charges.id, charge.id));
    expect(row!.status).toBe(0);
    // The review can still be made, once.
    await t.ctx.deposits.approve(charge.id, '75', 'finance@x');
    const [credited] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, u.id));
    expect(Number(credited!.balance) - Number(before!.balance)).toBe(75);
  });

  it('the owner switches verify_reg_type to captcha: the public settings follow, and the change is audited', async () => {
    const owner = await admin.staffToken('owner');
    const bad = await adminCall(t, owner, 'PUT', '/admin/api/settings', { verify_reg_type: 9 });
    expect(bad.code).toBe(1001);
    const res = await adminCall(t, owner, 'PUT', '/admin/api/settings', { verify_reg_type: 2 });
    expect(res.code).toBe(1);
    expect(
      body<{ verify_reg_type: number }>(await t.app.inject({ url: '/api/basicSet/getBasicInfo' })).data
        .verify_reg_type,
    ).toBe(2);
    const log = await adminCall<{ data: { action: string; before: unknown; after: unknown }[] }>(
      t,
      owner,
      'GET',
      '/admin/api/audit?action=settings',
    );
    expect(log.data.data[0]).toMatchObject({
      action: 'settings.changed',
      before: { verify_reg_type: 1 },
      after: { verify_reg_type: 2 },
    });
    await admin.call(owner, 'PUT', '/admin/api/settings', { verify_reg_type: 1 });
  });
});

describe('dashboard, risk monitor and instruments', () => {
  it('shows live accounts by risk rate, exposure per pair, and dashboard counts', async () => {
    const owner = await admin.staffToken('owner');
    const eur = t.ctx.market.pairByCode('EURUSD')!;
    const demo = body<{ token: string; user: { id: number } }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=admin-risk-1' }),
    );
    const order = body(
      await t.app.inject({
        method: 'POST',
        url: '/v1/api/forex/submit',
        payload: { type: 1, cont: '1.00', forex_id: eur.id, status: 1, multiple: 100 },
        headers: { authorization: demo.data.token },
      }),
    );
    expect(order.code).toBe(1);
    const risk = await admin.call<
      { user_id: number; risk_rate: number; positions: number; used_margin: number }[]
    >(owner, 'GET', '/admin/api/risk/accounts?book=demo');
    const mine = risk.data.find((r) => r.user_id === demo.data.user.id);
    expect(mine).toMatchObject({ positions: 1 });
    expect(mine!.used_margin).toBeGreaterThan(1000);
    const rates = risk.data.map((r) => r.risk_rate ?? Infinity);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
    const dash = await admin.call<{ clients_demo: number; open_positions: number }>(
      owner,
      'GET',
      '/admin/api/dashboard?book=demo',
    );
    expect(dash.data.clients_demo).toBeGreaterThan(0);
    expect(dash.data.open_positions).toBeGreaterThan(0);
    // Exposure counts real accounts only: the demo position is not broker risk.
    const exposure = await admin.call<{ code: string }[]>(owner, 'GET', '/admin/api/risk/exposure');
    expect(exposure.code).toBe(1);
  });

  it('closing a pair in the back office closes it for trading at once, audited', async () => {
    const risk = await admin.staffToken('risk');
    const gbp = t.ctx.market.pairByCode('GBPUSD')!;
    const res = await admin.call(risk, 'PUT', `/admin/api/instruments/${gbp.id}`, { enabled: 0 });
    expect(res.code).toBe(1);
    const list = body<{ Code: string; MarketStatus: number }[]>(
      await t.app.inject({ url: '/v1/api/forex/trade_list?searchCurrency=GBPUSD' }),
    );
    expect(list.data[0]?.MarketStatus).toBe(0);
    expect((await admin.call(risk, 'PUT', `/admin/api/instruments/${gbp.id}`, { code: 'HACKED' })).code).toBe(
      1001,
    );
    await admin.call(risk, 'PUT', `/admin/api/instruments/${gbp.id}`, { enabled: 1 });
  });
});

describe('deposit reference data', () => {
  it('finance adds and edits a bank wire; clients see it; the audit log has both', async () => {
    const finance = await admin.staffToken('finance');
    const wire = {
      currencyCode: 'EUR',
      bankName: 'Example Bank AG',
      bankAddress: 'Main St 1, Frankfurt',
      bankSwift: 'EXMPDEFF',
      payeeName: 'FXDesk Markets Ltd',
      payeeAccount: 'DE89370400440532013000',
      bankRemark: 'UID in reference',
      enabled: 1,
    };
    expect(
      (await admin.call(finance, 'POST', '/admin/api/funds/wires', { ...wire, bankSwift: 'nope' })).code,
    ).toBe(1001);
    const added = await admin.call<{ id: number }>(finance, 'POST', '/admin/api/funds/wires', wire);
    expect(added.code).toBe(1);
    const edited = await admin.call<{ bankRemark: string }>(
      finance,
      'PUT',
      `/admin/api/funds/wires/${added.data.id}`,
      { bankRemark: 'Put your UID' },
    );
    expect(edited.data.bankRemark).toBe('Put your UID');
    const owner = await admin.staffToken('owner');
    const log = await admin.call<{ data: { action: string; targetId: string }[] }>(
      owner,
      'GET',
      '/admin/api/audit?action=reference',
    );
    expect(log.data.data.filter((e) => e.targetId === String(added.data.id)).map((e) => e.action)).toEqual([
      'reference.bank_wire_changed',
      'reference.bank_wire_added',
    ]);
  });
});

describe('staff management (owner only, audited)', () => {
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    admin.call<{ id: number; password?: string; role: string; status: number; enrolled: boolean }>(
      token,
      method,
      url,
      payload,
    );

  it('an owner creates a staff account with a one-time password; it enrols TOTP at first login', async () => {
    const owner = await admin.staffToken('owner');
    const email = `new-finance-${Date.now()}@fxdesk.test`;
    const created = await call(owner, 'POST', '/admin/api/staff', { email, role: 'finance' });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ role: 'finance', status: 1, enrolled: false });
    expect(created.data.password).toMatch(/^[\w-]{16}$/);
    const login = await admin.login({ email, password: created.data.password! });
    expect(login.data.enroll).toBe(true);
    const again = await call(owner, 'POST', '/admin/api/staff', {
      email: email.toUpperCase(),
      role: 'support',
    });
    expect(again).toMatchObject({ code: 1503, msg: 'A staff account with this e-mail already exists' });
    const bad = await call(owner, 'POST', '/admin/api/staff', { email: 'x@fxdesk.test', role: 'god' });
    expect(bad.code).not.toBe(1);
    const [none] = await t.ctx.db.select().from(admins).where(eq(admins.email, 'x@fxdesk.test'));
    expect(none).toBeUndefined();
    const list = await admin.call<{ email: string; enrolled: boolean }[]>(owner, 'GET', '/admin/api/staff');
    expect(list.data.find((s) => s.email === email)).toMatchObject({ enrolled: false });
    expect(JSON.stringify(list.data)).not.toMatch(/password_hash|passwordHash|totp_secret|totpSecret/);
  });

  it('disabling ends the sessions and refuses login; enabling lets the person back in', async () => {
    const owner = await admin.staffToken('owner');
    const supporter = await admin.enrolledStaff('support');
    const session = (await admin.signIn(supporter)).data.token!;
    expect((await call(owner, 'PUT', `/admin/api/staff/${supporter.id}`, { status: 0 })).code).toBe(1);
    expect((await call(session, 'GET', '/admin/api/me')).code).toBe(999);
    t.clock.advance(30_000);
    expect((await admin.signIn(supporter)).code).not.toBe(1);
    expect((await call(owner, 'PUT', `/admin/api/staff/${supporter.id}`, { status: 1 })).code).toBe(1);
    t.clock.advance(30_000);
    expect((await admin.signIn(supporter)).code).toBe(1);
    // Reset TOTP: the next login enrols again.
    expect((await call(owner, 'POST', `/admin/api/staff/${supporter.id}/reset-totp`)).data.enrolled).toBe(
      false,
    );
    expect((await admin.login({ email: supporter.email, password: STAFF_PASSWORD })).data.enroll).toBe(true);
    expect((await call(owner, 'PUT', `/admin/api/staff/${supporter.id}`, {})).code).not.toBe(1);
    expect((await call(owner, 'PUT', '/admin/api/staff/999999', { status: 0 })).code).toBe(1505);
    // Support may not manage staff.
    expect((await call(session, 'GET', '/admin/api/staff')).code).not.toBe(1);
  });

  it('the last enabled owner can be neither demoted nor disabled, even by two owners at once', async () => {
    const a = await admin.staffToken('owner');
    const b = await admin.staffToken('owner');
    const ids = await t.ctx.db
      .select({ id: admins.id, email: admins.email })
      .from(admins)
      .where(eq(admins.role, 'owner'));
    const idOf = async (token: string) =>
      ((await call(token, 'GET', '/admin/api/me')).data as unknown as { id: number }).id;
    const aId = await idOf(a);
    const bId = await idOf(b);
    // Every other owner is disabled first, so A and B are the only ones.
    for (const { id } of ids)
      if (id !== aId && id !== bId) await call(a, 'PUT', `/admin/api/staff/${id}`, { status: 0 });
    const results = await Promise.all([
      call(a, 'PUT', `/admin/api/staff/${bId}`, { role: 'finance' }),
      call(b, 'PUT', `/admin/api/staff/${aId}`, { role: 'finance' }),
    ]);
    const codes = results.map((r) => r.code).sort();
    // One demotion wins; the loser is refused as the last owner, or finds its own session revoked.
    expect(codes[0]).toBe(1);
    expect([999, 1504]).toContain(codes[1]);
    const owners = await t.ctx.db
      .select()
      .from(admins)
      .where(and(eq(admins.role, 'owner'), eq(admins.status, 1)));
    expect(owners).toHaveLength(1);
    const last = owners[0]!;
    const token = last.id === aId ? a : b;
    expect(await call(token, 'PUT', `/admin/api/staff/${last.id}`, { status: 0 })).toMatchObject({
      code: 1504,
      msg: 'The last active owner cannot be demoted or disabled',
    });
    expect((await call(token, 'PUT', `/admin/api/staff/${last.id}`, { role: 'risk' })).code).toBe(1504);
    const log = await admin.call<{ data: { action: string }[] }>(
      token,
      'GET',
      '/admin/api/audit?action=staff',
    );
    expect(log.data.data.map((e) => e.action)).toContain('staff.changed');
  });
});
