import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminEnrolments, admins, auditLog } from '../src/db/schema.js';
import { AdminAuth } from '../src/modules/admin/admin-auth.js';
import { hashPassword } from '../src/modules/security/passwords.js';
import { adminKit, STAFF_PASSWORD, withSessionToken } from './admin-helper.js';
import { type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));
const admin = adminKit(() => t);

const IP = '203.0.113.7';
const auditOf = (email: string) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.adminEmail, email), sql`${auditLog.action} like 'staff.%'`))
    .orderBy(auditLog.id);

/** Twenty logins with the same fields from IP, all sent at once: the code of each answer. */
async function loginsAtOnce(fields: Record<string, string>) {
  const results = await Promise.all(Array.from({ length: 20 }, () => admin.login(fields, IP)));
  return results.map((r) => r.code);
}

/** The right login from IP is refused (1003) while the lockout lasts; the clock then passes its 15 minutes. */
async function expectLockedOutThenWait(email: string, secret: string) {
  expect((await admin.signIn({ email, secret }, IP)).code).toBe(1003);
  t.clock.advance(15 * 60_000);
}

async function unenrolled() {
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@fxdesk.test`;
  const [row] = await t.ctx.db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(STAFF_PASSWORD), role: 'finance' })
    .returning({ id: admins.id });
  return { id: row!.id, email };
}

const enroll = async (enrollment_token: string, totp: string) =>
  withSessionToken<{ token: string; role: string }>(
    await t.app.inject({
      method: 'POST',
      url: '/admin/api/auth/enroll',
      payload: { enrollment_token, totp },
      remoteAddress: IP,
    }),
  );

describe('TOTP brute force is counted (back-office issue: TOTP)', () => {
  it('five wrong codes after a right password lock the codes out: the sixth try is RATE_LIMITED, even right', async () => {
    const { email, secret } = await admin.enrolledStaff('support');
    for (let i = 0; i < 5; i++) {
      const res = await admin.login({ email, password: STAFF_PASSWORD, totp: admin.wrongCode(secret) }, IP);
      expect(res.code).toBe(1501);
    }
    const locked = await admin.signIn({ email, secret }, IP);
    expect(locked.code).toBe(1003);
    const failures = (await auditOf(email)).filter((r) => r.action === 'staff.login_failed');
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatchObject({ ip: IP, after: { reason: 'totp_invalid' } });
    // The window ends; the right code then signs in, and the login is audited.
    t.clock.advance(15 * 60_000);
    const ok = await admin.signIn({ email, secret }, IP);
    expect(ok.code).toBe(1);
    expect((await auditOf(email)).at(-1)).toMatchObject({ action: 'staff.login', ip: IP });
  });

  it('twenty wrong codes sent at once are all counted before any is checked: at most five are evaluated', async () => {
    const { email, secret } = await admin.enrolledStaff('support');
    const codes = await loginsAtOnce({ email, password: STAFF_PASSWORD, totp: admin.wrongCode(secret) });
    expect(codes.filter((c) => c === 1501)).toHaveLength(5);
    expect(codes.filter((c) => c === 1003)).toHaveLength(15);
    await expectLockedOutThenWait(email, secret);
  });

  it('twenty wrong passwords sent at once: at most ten are evaluated, and a right one afterwards gives nothing back', async () => {
    const { email, secret } = await admin.enrolledStaff('support');
    const codes = await loginsAtOnce({ email, password: 'wrong-password-1', totp: '000000' });
    expect(codes.filter((c) => c === 1101)).toHaveLength(10);
    expect(codes.filter((c) => c === 1003)).toHaveLength(10);
    await expectLockedOutThenWait(email, secret);
  });

  it('a wrong password is audited as a failed login with the IP, even for an unknown e-mail', async () => {
    const res = await admin.login({ email: 'Nobody@FXDesk.test', password: 'guess' }, IP);
    expect(res.code).toBe(1101);
    expect(await auditOf('nobody@fxdesk.test')).toMatchObject([
      { action: 'staff.login_failed', adminId: null, ip: IP, after: { reason: 'bad_credentials' } },
    ]);
  });

  it('enrolment codes are counted too: the sixth try on one offer is RATE_LIMITED', async () => {
    const { email } = await unenrolled();
    const offer = await admin.login({ email, password: STAFF_PASSWORD });
    expect(offer.data.enroll).toBe(true);
    for (let i = 0; i < 5; i++)
      expect((await enroll(offer.data.enrollment_token!, admin.wrongCode(offer.data.secret!))).code).toBe(
        1501,
      );
    expect((await enroll(offer.data.enrollment_token!, admin.codeAt(offer.data.secret!))).code).toBe(1003);
    const [row] = await t.ctx.db.select().from(admins).where(eq(admins.email, email));
    expect(row!.totpSecret).toBeNull();
  });
});

describe('TOTP enrolment offers live in the database', () => {
  it('an offer made by one process is confirmed by another, once, and the enrolment and login are audited', async () => {
    const { id, email } = await unenrolled();
    const offer = await admin.login({ email, password: STAFF_PASSWORD });
    const [stored] = await t.ctx.db.select().from(adminEnrolments).where(eq(adminEnrolments.adminId, id));
    expect(stored!.expiresAt.getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
    expect(stored!.tokenHash).not.toBe(offer.data.enrollment_token);
    // A second API process: its own AdminAuth over the same database.
    const other = new AdminAuth(t.ctx);
    const done = await other.enroll(
      { enrollment_token: offer.data.enrollment_token!, totp: admin.codeAt(offer.data.secret!) },
      IP,
    );
    expect(done.role).toBe('finance');
    expect((await admin.call<{ email: string }>(done.token, 'GET', '/admin/api/me')).data.email).toBe(email);
    expect((await enroll(offer.data.enrollment_token!, admin.codeAt(offer.data.secret!))).code).toBe(1500);
    expect(await t.ctx.db.select().from(adminEnrolments).where(eq(adminEnrolments.adminId, id))).toEqual([]);
    expect((await auditOf(email)).map((r) => [r.action, r.ip])).toEqual([
      ['staff.totp_enrolled', IP],
      ['staff.login', IP],
    ]);
  });

  it('an offer expires after ten minutes; a new login replaces it and prunes expired offers', async () => {
    const a = await unenrolled();
    const b = await unenrolled();
    const offerA = await admin.login({ email: a.email, password: STAFF_PASSWORD });
    t.clock.advance(10 * 60_000 + 1000);
    expect((await enroll(offerA.data.enrollment_token!, admin.codeAt(offerA.data.secret!))).code).toBe(1500);
    await admin.login({ email: b.email, password: STAFF_PASSWORD });
    const left = await t.ctx.db.select().from(adminEnrolments);
    expect(left.map((r) => r.adminId)).not.toContain(a.id);
    const first = await admin.login({ email: b.email, password: STAFF_PASSWORD });
    const second = await admin.login({ email: b.email, password: STAFF_PASSWORD });
    expect((await enroll(first.data.enrollment_token!, admin.codeAt(first.data.secret!))).code).toBe(1500);
    expect((await enroll(second.data.enrollment_token!, admin.codeAt(second.data.secret!))).code).toBe(1);
  });
});

describe('staff sessions and the audit log', () => {
  it('logout ends the session and writes staff.logout', async () => {
    const token = await admin.staffToken('risk');
    const me = await admin.call<{ email: string }>(token, 'GET', '/admin/api/me');
    expect((await admin.call(token, 'POST', '/admin/api/auth/logout')).code).toBe(1);
    expect((await admin.call(token, 'GET', '/admin/api/me')).code).toBe(999);
    expect((await auditOf(me.data.email)).map((r) => r.action)).toEqual(['staff.login', 'staff.logout']);
  });

  it('the audit log refuses TRUNCATE as it refuses UPDATE and DELETE', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(before[0]!.n).toBeGreaterThan(0);
    await expect(t.ctx.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('revoking the sessions of an unknown client answers NOT_FOUND and writes no audit row', async () => {
    const token = await admin.staffToken('support');
    const res = await admin.call(token, 'POST', '/admin/api/clients/987654/revoke-sessions');
    expect(res.code).toBe(1002);
    const rows = await t.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, '987654'));
    expect(rows).toEqual([]);
  });
});
