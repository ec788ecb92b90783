import fs from 'node:fs';
import path from 'node:path';
import { clientReferrals, kycHistory, kycQueuePage, kycSubmission, referralsReport } from '@fxdesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, kycSubmissions, uploads, users } from '../src/db/schema.js';
import { writeSetting } from '../src/modules/settings/settings.repository.js';
import { adminCall, staffToken } from './admin-helper.js';
import { fundsKit } from './funds-helpers.js';
import { body, postForm, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { PNG, realUser, upload, get, funded, bindCoin, draw } = fundsKit(() => t);
type Client = Awaited<ReturnType<typeof realUser>>;

interface Center {
  review_status: 0 | 1 | 2;
  name: string;
  card_id: string;
  remark: string;
  withdraw_requires_kyc: 0 | 1;
}

const center = (u: Client) => get<Center>('/api/user_real/center', u.h);

async function photos(u: Client): Promise<{ front: string; back: string }> {
  const front = (await upload(u.token, PNG)).data.url;
  const back = (await upload(u.token, PNG)).data.url;
  return { front, back };
}

const submit = async (u: Client, fields: Record<string, string>) =>
  body<{ review_status: number }>(await postForm(t.app, '/api/user_real/real_name', fields, u.h));

async function submitValid(u: Client, name = 'Ann Lee', cardId = 'X12345678') {
  const { front, back } = await photos(u);
  return submit(u, { name, card_id: cardId, front_pic: front, reverse_pic: back });
}

const rowsOf = (userId: number) =>
  t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId)).orderBy(kycSubmissions.id);

describe('real-name verification (SPEC §4 identity states, DESIGN §7)', () => {
  it('0 → 1 on submit; refused while waiting; staff reject → 0 with the reason; resubmit → 1; approve → 2; refused when certified', async () => {
    const u = await realUser({ certified: false });
    expect((await center(u)).data).toEqual({
      review_status: 0,
      name: '',
      card_id: '',
      remark: '',
      withdraw_requires_kyc: 1,
    });

    const first = await submitValid(u);
    expect(first).toMatchObject({ code: 1, msg: 'Submitted for review', data: { review_status: 1 } });
    expect((await center(u)).data).toMatchObject({ review_status: 1, name: 'A** L**', card_id: 'X1*****78' });

    const again = await submitValid(u);
    expect(again.code).toBe(1600);
    expect(again.msg).toContain('under review');

    const support = await staffToken(t, 'support');
    const [waiting] = await rowsOf(u.id);
    const noReason = await adminCall(t, support, 'POST', `/admin/api/kyc/${waiting!.id}/reject`, {
      remark: ' ',
    });
    expect(noReason.code).toBe(1001);
    const rejected = await adminCall(t, support, 'POST', `/admin/api/kyc/${waiting!.id}/reject`, {
      remark: 'The photo of the back is blurred',
    });
    expect(rejected.code).toBe(1);
    // The console replaces the row with the answer: the decision, who made it and when.
    const decided = kycSubmission.parse(rejected.data);
    expect(decided).toMatchObject({
      id: waiting!.id,
      userId: u.id,
      status: 3,
      remark: 'The photo of the back is blurred',
    });
    expect(decided.reviewedBy).toMatch(/@/);
    expect(Date.parse(decided.reviewedAt!)).not.toBeNaN();
    expect((await center(u)).data).toMatchObject({
      review_status: 0,
      remark: 'The photo of the back is blurred',
    });
    // A decided submission cannot be decided again.
    const twice = await adminCall(t, support, 'POST', `/admin/api/kyc/${waiting!.id}/approve`);
    expect(twice.code).toBe(1410);

    expect((await submitValid(u, '  Ann   Lee ', ' X12345678 ')).code).toBe(1);
    const [, second] = await rowsOf(u.id);
    expect(second).toMatchObject({ name: 'Ann Lee', cardId: 'X12345678', status: 1 });
    expect((await center(u)).data).toMatchObject({ review_status: 1, remark: '' });

    const approved = await adminCall(t, support, 'POST', `/admin/api/kyc/${second!.id}/approve`);
    expect(approved.code).toBe(1);
    expect(kycSubmission.parse(approved.data)).toMatchObject({ id: second!.id, status: 2, remark: '' });
    expect((await center(u)).data).toMatchObject({ review_status: 2, name: 'A** L**', card_id: 'X1*****78' });
    const after = await submitValid(u);
    expect(after.code).toBe(1601);

    // Every decision is audited with the staff member and the reason.
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'kyc')))
      .orderBy(auditLog.id);
    const mine = audits.filter((a) => [String(waiting!.id), String(second!.id)].includes(a.targetId));
    expect(mine.map((a) => a.action)).toEqual(['kyc.rejected', 'kyc.approved']);
    expect(mine[0]!.after).toMatchObject({ status: 3, remark: 'The photo of the back is blurred' });
    expect(mine[0]!.adminEmail).toMatch(/^support-/);
  });

  it('two concurrent submissions: exactly one is accepted', async () => {
    const u = await realUser({ certified: false });
    const a = await photos(u);
    const b = await photos(u);
    const results = await Promise.all([
      submit(u, { name: 'Bo Chen', card_id: 'P1111111', front_pic: a.front, reverse_pic: a.back }),
      submit(u, { name: 'Bo Chen', card_id: 'P1111111', front_pic: b.front, reverse_pic: b.back }),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 1600]);
    expect(await rowsOf(u.id)).toHaveLength(1);
  });

  it('refuses bad input with 1001 and writes nothing: blanks, control characters, too long, malformed photos', async () => {
    const u = await realUser({ certified: false });
    const { front, back } = await photos(u);
    const good = { name: 'Ann Lee', card_id: 'X12345678', front_pic: front, reverse_pic: back };
    const cases: Record<string, string>[] = [
      { ...good, name: '   ' },
      { ...good, card_id: '' },
      { ...good, name: 'Ann\u0000Lee' },
      { ...good, name: 'Ann\u0007' },
      { ...good, card_id: 'X123\u001b45' },
      { ...good, name: 'A'.repeat(101) },
      { ...good, card_id: '9'.repeat(41) },
      { ...good, card_id: '<script>' },
      { ...good, front_pic: '' },
      { ...good, front_pic: 'https://evil.example/x.png' },
      { ...good, reverse_pic: '/uploads/../../etc/passwd' },
      { ...good, reverse_pic: front },
    ];
    for (const fields of cases) {
      const res = await submit(u, fields);
      expect({ fields, code: res.code }).toEqual({ fields, code: 1001 });
    }
    const missing = await submit(u, { card_id: 'X12345678', front_pic: front, reverse_pic: back });
    expect(missing.msg).toBe('Please complete: name');
    const fr = body(
      await postForm(t.app, '/api/user_real/real_name', { ...good, name: '' }, { ...u.h, lang: 'fr' }),
    );
    expect(fr.msg).toContain('nom');
    expect(await rowsOf(u.id)).toHaveLength(0);
  });

  it('refuses a photo uploaded by another account or an unknown file (1602), for KYC and deposits', async () => {
    const u = await realUser({ certified: false });
    const other = await realUser({ certified: false });
    const mine = await photos(u);
    const theirs = await photos(other);
    const steal = await submit(u, {
      name: 'Ann Lee',
      card_id: 'X12345678',
      front_pic: theirs.front,
      reverse_pic: mine.back,
    });
    expect(steal.code).toBe(1602);
    const unknown = await submit(u, {
      name: 'Ann Lee',
      card_id: 'X12345678',
      front_pic: '/uploads/' + '0'.repeat(32) + '.png',
      reverse_pic: mine.back,
    });
    expect(unknown.code).toBe(1602);
    expect(await rowsOf(u.id)).toHaveLength(0);
    // A deposit naming another account's image is refused the same way.
    const dep = await get(
      `/api/quickCharge/submit?number=50&proofImg=${encodeURIComponent(theirs.front)}&charge_id=1`,
      u.h,
    );
    expect(dep.code).toBe(1602);
  });

  it('demo accounts are refused (SPEC §6 only real account), visitors get 999', async () => {
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=kyc-demo-device-0001' }),
    );
    const h = { authorization: demo.data.token, lang: 'en' };
    expect((await get('/api/user_real/center', h)).code).toBe(1109);
    const fields = {
      name: 'Demo Person',
      card_id: 'D1234567',
      front_pic: '/uploads/' + '1'.repeat(32) + '.png',
      reverse_pic: '/uploads/' + '2'.repeat(32) + '.png',
    };
    expect(body(await postForm(t.app, '/api/user_real/real_name', fields, h)).code).toBe(1109);
    expect((await get('/api/user/invite_list?page=1', h)).code).toBe(1109);
    expect((await get('/api/user_real/center', { lang: 'en' })).code).toBe(999);
  });
});

describe('private uploads (ID photos and deposit proofs)', () => {
  it('records the uploader; only the owner and staff with the right role can fetch the image', async () => {
    const u = await realUser({ certified: false });
    const other = await realUser({ certified: false });
    const { front, back } = await photos(u);
    const [row] = await t.ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.name, path.basename(front)));
    expect(row).toMatchObject({ userId: u.id, isPublic: 0 });
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'uploads', path.basename(front)))).toBe(true);

    const fetchAs = async (authorization?: string) =>
      (await t.app.inject({ url: front, headers: authorization ? { authorization } : {} })).statusCode;
    expect(await fetchAs()).toBe(404);
    expect(await fetchAs(other.token)).toBe(404);
    expect(await fetchAs('not-a-token')).toBe(404);
    const own = await t.app.inject({ url: front, headers: { authorization: u.token } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');

    expect(
      (await submit(u, { name: 'Ann Lee', card_id: 'X12345678', front_pic: front, reverse_pic: back })).code,
    ).toBe(1);
    // An ID photo: owner and support (kyc.read) yes; finance and risk (no kyc.read) no.
    expect(await fetchAs(await staffToken(t, 'support'))).toBe(200);
    expect(await fetchAs(await staffToken(t, 'owner'))).toBe(200);
    expect(await fetchAs(await staffToken(t, 'finance'))).toBe(404);
    expect(await fetchAs(await staffToken(t, 'risk'))).toBe(404);
  });

  it('a deposit proof is private too: the owner and finance (funds.read) see it, risk does not', async () => {
    const u = await realUser();
    const proof = (await upload(u.token, PNG)).data.url;
    const dep = await get(
      `/api/quickCharge/submit?number=50&proofImg=${encodeURIComponent(proof)}&charge_id=1`,
      u.h,
    );
    expect(dep.code).toBe(1);
    const status = async (authorization?: string) =>
      (await t.app.inject({ url: proof, headers: authorization ? { authorization } : {} })).statusCode;
    expect(await status()).toBe(404);
    expect(await status(u.token)).toBe(200);
    expect(await status(await staffToken(t, 'finance'))).toBe(200);
    expect(await status(await staffToken(t, 'risk'))).toBe(404);
  });

  it('refuses non-images by their bytes whatever the name says', async () => {
    const u = await realUser({ certified: false });
    const gif = await upload(u.token, Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'x.png');
    expect(gif.code).toBe(1407);
  });
});

describe('back-office KYC queue and permissions', () => {
  it('roles without kyc permissions cannot list, read a client history or decide; support can', async () => {
    const u = await realUser({ certified: false });
    await submitValid(u);
    const [row] = await rowsOf(u.id);
    for (const role of ['finance', 'risk', 'content'] as const) {
      const token = await staffToken(t, role);
      expect((await adminCall(t, token, 'GET', '/admin/api/kyc?status=1')).code).toBe(1502);
      expect((await adminCall(t, token, 'GET', `/admin/api/clients/${u.id}/kyc`)).code).toBe(1502);
      expect((await adminCall(t, token, 'POST', `/admin/api/kyc/${row!.id}/approve`)).code).toBe(1502);
      expect(
        (await adminCall(t, token, 'POST', `/admin/api/kyc/${row!.id}/reject`, { remark: 'x' })).code,
      ).toBe(1502);
    }
    expect((await rowsOf(u.id))[0]!.status).toBe(1);
    const support = await staffToken(t, 'support');
    const queue = await adminCall<{ data: { id: number; name: string; frontPic: string }[] }>(
      t,
      support,
      'GET',
      '/admin/api/kyc?status=1&page=1',
    );
    const [client] = await t.ctx.db.select().from(users).where(eq(users.id, u.id));
    // What the queue shows of the client: the uid and the login name beside the submission.
    expect(kycQueuePage.parse(queue.data).data.find((r) => r.id === row!.id)).toMatchObject({
      name: 'Ann Lee',
      cardId: row!.cardId,
      frontPic: row!.frontPic,
      reversePic: row!.reversePic,
      status: 1,
      uid: client!.uid,
      email: client!.email,
      mobile: client!.mobile,
      reviewedAt: null,
    });
    const waiting = await adminCall<{ waiting: number }>(t, support, 'GET', '/admin/api/kyc/waiting');
    expect(waiting.data.waiting).toBeGreaterThanOrEqual(1);
    const history = await adminCall<{ id: number }[]>(t, support, 'GET', `/admin/api/clients/${u.id}/kyc`);
    expect(kycHistory.parse(history.data).map((h) => [h.id, h.status, h.name])).toEqual([
      [row!.id, 1, 'Ann Lee'],
    ]);
    expect((await adminCall(t, support, 'POST', '/admin/api/kyc/999999/approve')).code).toBe(1410);
    expect((await adminCall(t, support, 'POST', '/admin/api/kyc/abc/approve')).code).toBe(1001);
  });
});

describe('withdrawals need a certified account (setting withdraw_requires_kyc, default on)', () => {
  it('refuses an uncertified client with 1603 (localized), then accepts once certified; the setting off lets it through', async () => {
    const u = await funded('300');
    // funded() certifies; take that back to start uncertified.
    await t.ctx.db.delete(kycSubmissions).where(eq(kycSubmissions.userId, u.id));
    const [usdt] = (await t.ctx.withdrawals.currencies(1)).filter((c) => c.protocol === 'TRC20');
    const method = await bindCoin(u, usdt!.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const fields = { draw_currency_id: usdt!.id, number: '50', memo: '', draw_method_id: method.data.id };
    const refused = await draw(u, fields);
    expect(refused.code).toBe(1603);
    expect(refused.msg).toBe('Please complete real-name verification before withdrawing');
    const de = body(await postForm(t.app, '/api/account/draw', fields, { ...u.h, lang: 'de' }));
    expect(de.msg).toContain('Identitätsprüfung');
    expect((await t.ctx.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, u.id))).length).toBe(
      0,
    );

    await submitValid(u);
    expect((await draw(u, fields)).code).toBe(1603);
    const [row] = await rowsOf(u.id);
    await adminCall(t, await staffToken(t, 'owner'), 'POST', `/admin/api/kyc/${row!.id}/approve`);
    expect((await draw(u, fields)).code).toBe(1);

    const other = await funded('300');
    await t.ctx.db.delete(kycSubmissions).where(eq(kycSubmissions.userId, other.id));
    const m2 = await bindCoin(other, usdt!.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
    const owner = await staffToken(t, 'owner');
    expect((await adminCall(t, owner, 'PUT', '/admin/api/settings', { withdraw_requires_kyc: 0 })).code).toBe(
      1,
    );
    try {
      expect((await get<Center>('/api/user_real/center', other.h)).data.withdraw_requires_kyc).toBe(0);
      expect((await draw(other, { ...fields, draw_method_id: m2.data.id })).code).toBe(1);
    } finally {
      await writeSetting(t.ctx.db, 'withdraw_requires_kyc', 1);
    }
  });
});

describe('invites (DESIGN §7, SPEC §9)', () => {
  async function registerWith(inviteCode: string | undefined, email: string) {
    await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 });
    return body<{ token: string; user: { id: number; uid: string } }>(
      await postForm(t.app, '/api/user/register', {
        type: 1,
        account: email,
        password: 'invite pass 1',
        re_password: 'invite pass 1',
        sms_code: await t.lastCode(email),
        ...(inviteCode !== undefined ? { invite_code: inviteCode } : {}),
      }),
    );
  }

  it('registration with a code records the referral; the inviter lists it masked, newest first, with is_real_verified', async () => {
    const inviter = await realUser({ certified: false });
    const [me] = await t.ctx.db.select().from(users).where(eq(users.id, inviter.id));
    const stamp = Date.now();
    const a = await registerWith(me!.inviteCode.toLowerCase(), `alice.invited${stamp}@example.com`);
    expect(a.code).toBe(1);
    const b = await registerWith(me!.inviteCode, `bob${stamp}@example.com`);
    expect(b.code).toBe(1);
    const [rowA] = await t.ctx.db.select().from(users).where(eq(users.id, a.data.user.id));
    expect(rowA!.referrerId).toBe(inviter.id);
    await t.ctx.db.insert(kycSubmissions).values({
      userId: a.data.user.id,
      name: 'Alice',
      cardId: 'A1234567',
      frontPic: '/uploads/' + 'a'.repeat(32) + '.png',
      reversePic: '/uploads/' + 'b'.repeat(32) + '.png',
      status: 2,
    });
    const list = await get<{
      data: { uid: string; account: string; is_real_verified: number; created_at: string }[];
      total: number;
    }>('/api/user/invite_list?page=1', inviter.h);
    expect(list.code).toBe(1);
    expect(list.data.total).toBe(2);
    expect(list.data.data.map((r) => r.account)).toEqual([`bo***@example.com`, `al***@example.com`]);
    expect(list.data.data.map((r) => r.is_real_verified)).toEqual([0, 1]);
    expect(JSON.stringify(list.data)).not.toContain(`alice.invited${stamp}`);
    expect((await get<{ data: unknown[] }>('/api/user/invite_list?page=2', inviter.h)).data.data).toEqual([]);
    expect((await get('/api/user/invite_list?page=0', inviter.h)).code).toBe(1001);
    expect((await get('/api/user/invite_list?page=x', inviter.h)).code).toBe(1001);

    // The back office shows who invited whom and the report counts them.
    const support = await staffToken(t, 'support');
    const refs = await adminCall<{
      inviter: { id: number } | null;
      referrals: { id: number; verified: number }[];
      total: number;
    }>(t, support, 'GET', `/admin/api/clients/${a.data.user.id}/referrals`);
    expect(clientReferrals.parse(refs.data).inviter).toEqual({
      id: inviter.id,
      uid: me!.uid,
      email: me!.email,
      mobile: me!.mobile,
      inviteCode: me!.inviteCode,
    });
    const mine = await adminCall<{ referrals: { id: number; verified: number }[]; total: number }>(
      t,
      support,
      'GET',
      `/admin/api/clients/${inviter.id}/referrals`,
    );
    expect(mine.data.total).toBe(2);
    expect(clientReferrals.parse(mine.data)).toMatchObject({
      inviter: null,
      referrals: [
        { uid: b.data.user.uid, email: `bob${stamp}@example.com`, mobile: null, verified: 0 },
        { id: a.data.user.id, email: `alice.invited${stamp}@example.com`, verified: 1 },
      ],
    });
    const report = await adminCall<{ data: { id: number; referrals: number; verified: number }[] }>(
      t,
      support,
      'GET',
      '/admin/api/referrals?page=1',
    );
    const reported = referralsReport.parse(report.data);
    expect(reported.data.find((r) => r.id === inviter.id)).toMatchObject({
      uid: me!.uid,
      inviteCode: me!.inviteCode,
      referrals: 2,
      verified: 1,
    });
    expect(Date.parse(reported.data.find((r) => r.id === inviter.id)!.lastAt)).not.toBeNaN();
    expect(reported.referred).toBeGreaterThanOrEqual(2);
    expect(reported.referredVerified).toBeGreaterThanOrEqual(1);
    expect(reported.referredVerified).toBeLessThanOrEqual(reported.referred);
    const content = await staffToken(t, 'content');
    expect((await adminCall(t, content, 'GET', '/admin/api/referrals')).code).toBe(1502);
  });

  it('an unknown invite code is refused with 1108 and nothing is created', async () => {
    const email = `nocode${Date.now()}@example.com`;
    const res = await registerWith('ZZZZZZZ9', email);
    expect(res.code).toBe(1108);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });
});
