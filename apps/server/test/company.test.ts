import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyComplaints, outboxMessages, users } from '../src/db/schema.js';
import { forgetCachedSettings, writeSetting } from '../src/modules/settings/settings.repository.js';
import { body, postForm, registerClient, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

interface CompanyOut {
  id: number;
  name: string;
  logo: string;
  url: string;
  subject: string;
  registered_address: string;
  location: string;
  email: string;
}

const get = <T = unknown>(url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { lang: 'en', ...headers } }).then((res) => body<T>(res));

async function addCompany(
  name: string,
  published: 0 | 1,
  extra: Partial<typeof companies.$inferInsert> = {},
) {
  const [row] = await t.ctx.db
    .insert(companies)
    .values({
      name,
      published,
      url: 'https://example.org',
      subject: 'Brokerage',
      registeredAddress: '1 Registered Road',
      location: '2 Office Street',
      email: 'contact@example.org',
      ...extra,
    })
    .returning();
  return row!;
}

const SELF_EMAIL = 'support@fxdesk.example';

describe('company search and info (SPEC §3 company, DESIGN §7)', () => {
  let alpha: CompanyOut & { id: number };
  let draft: { id: number };
  beforeAll(async () => {
    const a = await addCompany('Alpha Capital Markets', 1);
    alpha = { ...a, registered_address: a.registeredAddress } as unknown as CompanyOut;
    await addCompany('Beta FX Partners', 1);
    draft = await addCompany('Alpha Hidden Draft', 0);
  });

  it('lists only published companies with the SPEC §3 fields, the broker first', async () => {
    const res = await get<{ data: CompanyOut[]; total: number }>('/api/company/search');
    expect(res.code).toBe(1);
    const names = res.data.data.map((c) => c.name);
    expect(names[0]).toBe('FXDesk Markets Ltd');
    expect(names).toContain('Alpha Capital Markets');
    expect(names).not.toContain('Alpha Hidden Draft');
    expect(res.data.total).toBe(names.length);
    expect(Object.keys(res.data.data[0]!).sort()).toEqual(
      ['email', 'id', 'location', 'logo', 'name', 'registered_address', 'subject', 'url'].sort(),
    );
  });

  it('matches part of the name in any case; % and _ are literal, not wildcards', async () => {
    const res = await get<{ data: CompanyOut[]; total: number }>('/api/company/search?name=aLpHa&page=1');
    expect(res.data.data.map((c) => c.name)).toEqual(['Alpha Capital Markets']);
    expect(res.data.total).toBe(1);
    const wild = await get<{ data: CompanyOut[]; total: number }>('/api/company/search?name=%25');
    expect(wild.data.total).toBe(0);
  });

  it('pages 20 at a time with the total of all matches (DESIGN §3)', async () => {
    for (let i = 0; i < 21; i++) await addCompany(`Paged Co ${String(i).padStart(2, '0')}`, 1);
    const first = await get<{ data: CompanyOut[]; total: number }>('/api/company/search?name=Paged&page=1');
    const second = await get<{ data: CompanyOut[]; total: number }>('/api/company/search?name=Paged&page=2');
    expect(first.data.total).toBe(21);
    expect(first.data.data).toHaveLength(20);
    expect(second.data.data.map((c) => c.name)).toEqual(['Paged Co 20']);
  });

  it('refuses control characters, huge names and bad pages with a localized 1001', async () => {
    for (const q of [
      'name=a%00b',
      'name=a%0Ab',
      `name=${'x'.repeat(101)}`,
      'page=0',
      'page=1.5',
      'page=abc',
    ]) {
      const res = await get(`/api/company/search?${q}`);
      expect({ q, code: res.code }).toEqual({ q, code: 1001 });
    }
    const fr = await get('/api/company/search?page=0', { lang: 'fr' });
    expect(fr.msg).not.toBe((await get('/api/company/search?page=0')).msg);
  });

  it('info answers one published company with the SPEC §3 fields', async () => {
    const res = await get<CompanyOut>(`/api/company/info?id=${alpha.id}`);
    expect(res.code).toBe(1);
    expect(res.data).toEqual({
      id: alpha.id,
      name: 'Alpha Capital Markets',
      logo: '',
      url: 'https://example.org',
      subject: 'Brokerage',
      registered_address: '1 Registered Road',
      location: '2 Office Street',
      email: 'contact@example.org',
    });
  });

  it('info of an unpublished or unknown company is the same localized not-found (1650)', async () => {
    const hidden = await get(`/api/company/info?id=${draft.id}`);
    const unknown = await get('/api/company/info?id=987654');
    expect(hidden.code).toBe(1650);
    expect(unknown).toEqual(hidden);
    expect(hidden.msg).toBe('This company does not exist or is not listed');
    const de = await get(`/api/company/info?id=${draft.id}`, { lang: 'de' });
    expect(de.msg).toBe('Dieses Unternehmen existiert nicht oder ist nicht veröffentlicht');
  });

  it('parses ids strictly: no exponent, sign, leading zero, fraction, space or overflow', async () => {
    for (const id of [
      '1e1',
      '-1',
      '0',
      `0${alpha.id}`,
      `${alpha.id}.0`,
      '%20' + alpha.id,
      'abc',
      '',
      '2147483648',
      '99999999999',
    ]) {
      const res = await get(`/api/company/info?id=${id}`);
      expect({ id, code: res.code }).toEqual({ id, code: 1001 });
    }
  });
});

describe('getCompanyStatus (SPEC §7, §8)', () => {
  it('returns status, type and loss_url from the settings', async () => {
    expect((await get('/api/company/getCompanyStatus')).data).toEqual({ status: 0, type: 1, loss_url: '' });
    await writeSetting(t.ctx.db, 'site_type', 2);
    await writeSetting(t.ctx.db, 'site_status', 1);
    await writeSetting(t.ctx.db, 'loss_url', 'https://gone.example.com/');
    expect((await get('/api/company/getCompanyStatus')).data).toEqual({
      status: 1,
      type: 2,
      loss_url: 'https://gone.example.com/',
    });
    await writeSetting(t.ctx.db, 'site_type', 1);
    await writeSetting(t.ctx.db, 'site_status', 0);
    await writeSetting(t.ctx.db, 'loss_url', '');
  });
});

describe('complain about a company', () => {
  let company: { id: number };
  beforeAll(async () => {
    company = await addCompany('Complained About Ltd', 1);
  });

  const complain = (token: string, fields: Record<string, string | number>, ip = '10.0.0.1') =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/company/complaint',
        payload: new URLSearchParams(
          Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token, lang: 'en' },
        remoteAddress: ip,
      })
      .then((res) => body(res));
  const complaintCount = async () => (await t.ctx.db.select({ n: count() }).from(companyComplaints))[0]!.n;
  const mailsTo = async (to: string) =>
    (await t.ctx.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, to)))[0]!
      .n;
  const valid = (id: number) => ({
    company_id: id,
    subject: 'Withdrawal never paid',
    content: 'Line one\nLine two',
    contact: '+44 20 7946 0000',
  });

  it('needs a logged-in real account (999 / only real account)', async () => {
    expect((await complain('', valid(company.id))).code).toBe(999);
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=complaint-demo-0001' }),
    );
    expect((await complain(demo.data.token, valid(company.id))).code).toBe(1109);
  });

  it('mails the broker contact e-mail when no compliance address is set, and keeps the complaint', async () => {
    const user = await registerClient(t, 'complainer1@example.com', 'password123');
    const before = await mailsTo(SELF_EMAIL);
    const res = await complain(user.token, valid(company.id));
    expect(res).toMatchObject({ code: 1, msg: 'Your complaint has been sent' });
    expect(await mailsTo(SELF_EMAIL)).toBe(before + 1);
    const mail = await t.lastMessage(SELF_EMAIL);
    expect(mail).toContain('Complained About Ltd');
    expect(mail).toContain('Line one\nLine two');
    expect(mail).toContain('+44 20 7946 0000');
    const [row] = await t.ctx.db
      .select()
      .from(companyComplaints)
      .where(and(eq(companyComplaints.userId, user.id), eq(companyComplaints.companyId, company.id)));
    expect(row).toMatchObject({ subject: 'Withdrawal never paid', mailedTo: SELF_EMAIL, ip: '10.0.0.1' });
  });

  it('mails the compliance_email setting when it is set', async () => {
    await writeSetting(t.ctx.db, 'compliance_email', 'compliance@fxdesk.example');
    const user = await registerClient(t, 'complainer2@example.com', 'password123');
    expect((await complain(user.token, valid(company.id), '10.0.0.2')).code).toBe(1);
    expect(await mailsTo('compliance@fxdesk.example')).toBe(1);
    expect(
      (await t.ctx.db.select().from(companyComplaints).where(eq(companyComplaints.userId, user.id)))[0]
        ?.mailedTo,
    ).toBe('compliance@fxdesk.example');
  });

  it('refuses bad input with 1001 and unknown or unpublished companies with 1650; nothing is written or mailed', async () => {
    const user = await registerClient(t, 'complainer3@example.com', 'password123');
    const draft = await addCompany('Draft Complaint Target', 0);
    const rows = await complaintCount();
    const mails = await mailsTo('compliance@fxdesk.example');
    const cases: [Record<string, string | number>, number][] = [
      [{ ...valid(company.id), subject: '' }, 1001],
      [{ ...valid(company.id), subject: '   ' }, 1001],
      [{ ...valid(company.id), content: '' }, 1001],
      [{ ...valid(company.id), subject: 'bad\u0000subject' }, 1001],
      [{ ...valid(company.id), subject: 'two\nlines' }, 1001],
      [{ ...valid(company.id), content: 'bell\u0007' }, 1001],
      [{ ...valid(company.id), contact: 'x\u001b' }, 1001],
      [{ ...valid(company.id), subject: 's'.repeat(121) }, 1001],
      [{ ...valid(company.id), content: 'c'.repeat(2001) }, 1001],
      [{ ...valid(company.id), company_id: '1e1' }, 1001],
      [{ ...valid(company.id), company_id: 'abc' }, 1001],
      [valid(draft.id), 1650],
      [valid(987654), 1650],
    ];
    for (const [fields, code] of cases) {
      const res = await complain(user.token, fields, '10.0.0.3');
      expect({ fields, code: res.code }).toEqual({ fields, code });
    }
    expect(await complaintCount()).toBe(rows);
    expect(await mailsTo('compliance@fxdesk.example')).toBe(mails);
  });

  it('allows 5 complaints per account a day, then refuses (1003) without mailing; a day later again', async () => {
    const user = await registerClient(t, 'complainer4@example.com', 'password123');
    for (let i = 0; i < 5; i++)
      expect((await complain(user.token, valid(company.id), `10.1.0.${i}`)).code).toBe(1);
    const mails = await mailsTo('compliance@fxdesk.example');
    const refused = await complain(user.token, valid(company.id), '10.1.0.9');
    expect(refused.code).toBe(1003);
    expect(refused.msg).toMatch(/\d+ seconds/);
    expect(await mailsTo('compliance@fxdesk.example')).toBe(mails);
    t.clock.advance(86_400_000);
    expect((await complain(user.token, valid(company.id), '10.1.0.10')).code).toBe(1);
  });

  it('two complaints at once with one allowance left: exactly one is filed', async () => {
    const user = await registerClient(t, 'complainer-race@example.com', 'password123');
    for (let i = 0; i < 4; i++)
      expect((await complain(user.token, valid(company.id), `10.5.0.${i}`)).code).toBe(1);
    const rows = await complaintCount();
    const codes = (
      await Promise.all([
        complain(user.token, valid(company.id), '10.5.1.1'),
        complain(user.token, valid(company.id), '10.5.1.2'),
      ])
    ).map((r) => r.code);
    expect(codes.sort()).toEqual([1, 1003]);
    expect(await complaintCount()).toBe(rows + 1);
  });

  it('allows 20 complaints per IP a day across accounts; the refused one does not use up the account allowance', async () => {
    const ip = '10.2.0.1';
    const accounts = [];
    for (let i = 0; i < 5; i++)
      accounts.push(await registerClient(t, `ip-complainer${i}@example.com`, 'password123'));
    for (let i = 0; i < 20; i++)
      expect((await complain(accounts[i % 4]!.token, valid(company.id), ip)).code).toBe(1);
    expect((await complain(accounts[4]!.token, valid(company.id), ip)).code).toBe(1003);
    // The fifth account was refused by the IP limit only: its own five are intact elsewhere.
    for (let i = 0; i < 5; i++)
      expect((await complain(accounts[4]!.token, valid(company.id), `10.3.0.${i}`)).code).toBe(1);
  });

  it('answers 1651 when there is nowhere to mail it (no compliance address, no contact e-mail)', async () => {
    const user = await registerClient(t, 'complainer5@example.com', 'password123');
    await writeSetting(t.ctx.db, 'compliance_email', '');
    await t.ctx.db.update(companies).set({ email: '' }).where(eq(companies.isSelf, 1));
    const rows = await complaintCount();
    const res = await complain(user.token, valid(company.id), '10.4.0.1');
    expect(res.code).toBe(1651);
    expect(await complaintCount()).toBe(rows);
    expect(body(await t.app.inject({ url: '/api/company/complaint_email' })).data).toEqual({ email: '' });
    await t.ctx.db.update(companies).set({ email: SELF_EMAIL }).where(eq(companies.isSelf, 1));
    expect(body(await t.app.inject({ url: '/api/company/complaint_email' })).data).toEqual({
      email: SELF_EMAIL,
    });
    forgetCachedSettings();
  });
});

describe('company_id at registration (SPEC §9)', () => {
  async function register(
    email: string,
    fields: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) {
    await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 });
    return body<{ user: { id: number } }>(
      await postForm(
        t.app,
        '/api/user/register',
        {
          type: 1,
          account: email,
          password: 'password123',
          re_password: 'password123',
          sms_code: await t.lastCode(email),
          ...fields,
        },
        { lang: 'en', ...headers },
      ),
    );
  }
  const companyOf = async (id: number) =>
    (await t.ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, id)))[0]?.companyId;
  const userExists = async (email: string) =>
    (await t.ctx.db.select({ n: count() }).from(users).where(eq(users.email, email)))[0]!.n > 0;

  it('records the company of the form field on the new account', async () => {
    const c = await addCompany('Signup Partner', 1);
    const res = await register('signup-field@example.com', { company_id: c.id });
    expect(res.code).toBe(1);
    expect(await companyOf(res.data.user.id)).toBe(c.id);
  });

  it('records the company of the company_id cookie when the form has none', async () => {
    const c = await addCompany('Cookie Partner', 1);
    const res = await register('signup-cookie@example.com', {}, { cookie: `lang=en; company_id=${c.id}` });
    expect(res.code).toBe(1);
    expect(await companyOf(res.data.user.id)).toBe(c.id);
  });

  it('refuses an unknown or unpublished company_id in the form (1653); nothing is created', async () => {
    const draft = await addCompany('Signup Draft', 0);
    for (const [i, id] of [987654, draft.id].entries()) {
      const email = `signup-refused${i}@example.com`;
      const res = await register(email, { company_id: id });
      expect(res.code).toBe(1653);
      expect(res.msg).toBe('The company in your sign-up link does not exist. Remove it and try again');
      expect(await userExists(email)).toBe(false);
    }
    const bad = await register('signup-bad@example.com', { company_id: '12abc' });
    expect(bad.code).toBe(1001);
  });

  it('ignores a cookie that names no published company (the user cannot fix a cookie)', async () => {
    const res = await register('signup-stale@example.com', {}, { cookie: 'company_id=987654' });
    expect(res.code).toBe(1);
    expect(await companyOf(res.data.user.id)).toBeNull();
    const junk = await register('signup-junk@example.com', {}, { cookie: 'company_id=1e9' });
    expect(junk.code).toBe(1);
    expect(await companyOf(junk.data.user.id)).toBeNull();
  });

  it('a blank company_id field means none', async () => {
    const res = await register('signup-blank@example.com', { company_id: '' });
    expect(res.code).toBe(1);
    expect(await companyOf(res.data.user.id)).toBeNull();
  });
});
