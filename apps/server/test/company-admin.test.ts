import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyRecord,
  complaintRecordPage,
  directoryCompanyPage,
  STAFF_ROLES,
  type StaffRole,
} from '@fxdesk/contract';
import { auditLog, companies } from '../src/db/schema.js';
import { adminCall, adminUpload, staffToken } from './admin-helper.js';
import { appWithWebPage, body, buildTestApp, registerClient, type TestApp } from './helper.js';

let t: TestApp;
const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of STAFF_ROLES) tokens[role] = await staffToken(t, role);
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

interface AdminCompany {
  id: number;
  name: string;
  published: number;
  logo: string;
  isSelf: number;
}

/** The newest audit row of `action`. */
async function lastAudit(action: string) {
  const [row] = await t.ctx.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const publicInfo = (id: number) => t.app.inject({ url: `/api/company/info?id=${id}` }).then((r) => body(r));

describe('back-office companies: roles (permission matrix)', () => {
  it('every role may list; only owner and content may create or edit; others get 1502 and nothing changes', async () => {
    for (const role of STAFF_ROLES) {
      expect((await adminCall(t, tokens[role], 'GET', '/admin/api/companies')).code).toBe(1);
      const created = await adminCall<AdminCompany>(t, tokens[role], 'POST', '/admin/api/companies', {
        name: `Made by ${role}`,
      });
      const allowed = role === 'owner' || role === 'content';
      expect({ role, code: created.code }).toEqual({ role, code: allowed ? 1 : 1502 });
    }
    const rows = await t.ctx.db.select({ name: companies.name }).from(companies);
    expect(
      rows
        .map((r) => r.name)
        .filter((n) => n.startsWith('Made by'))
        .sort(),
    ).toEqual(['Made by content', 'Made by owner']);
  });

  it('complaints are for owner and support only', async () => {
    for (const role of STAFF_ROLES) {
      const res = await adminCall(t, tokens[role], 'GET', '/admin/api/complaints');
      expect({ role, code: res.code }).toEqual({
        role,
        code: role === 'owner' || role === 'support' ? 1 : 1502,
      });
    }
  });

  it('without a staff session every route answers 999; a client token is not a staff token', async () => {
    const client = await registerClient(t, 'not-staff@example.com', 'password123');
    for (const [method, url] of [
      ['GET', '/admin/api/companies'],
      ['POST', '/admin/api/companies'],
      ['PUT', '/admin/api/companies/1'],
      ['GET', '/admin/api/complaints'],
    ] as const) {
      expect((await adminCall(t, '', method, url, {})).code).toBe(999);
      expect((await adminCall(t, client.token, method, url, {})).code).toBe(999);
    }
  });
});

describe('back-office companies: create, edit, logo, publish', () => {
  it('creates a draft that clients cannot see, publishes it, unpublishes it; each step audited', async () => {
    const owner = tokens.owner;
    const created = await adminCall<AdminCompany>(t, owner, 'POST', '/admin/api/companies', {
      name: '  Gamma Securities  ',
      url: 'https://gamma.example',
      subject: 'Securities dealer',
      registeredAddress: '3 Gamma Way',
      location: '4 Gamma Plaza',
      email: 'desk@gamma.example',
    });
    expect(created.code).toBe(1);
    expect(created.data).toMatchObject({ name: 'Gamma Securities', published: 0, isSelf: 0 });
    const id = created.data.id;
    // The edit dialog's fields, as the list and the one-company answer give them.
    const fields = {
      id,
      name: 'Gamma Securities',
      logo: '',
      url: 'https://gamma.example',
      subject: 'Securities dealer',
      registeredAddress: '3 Gamma Way',
      location: '4 Gamma Plaza',
      email: 'desk@gamma.example',
      isSelf: 0,
      published: 0,
    };
    expect(companyRecord.parse(created.data)).toMatchObject(fields);
    expect(
      companyRecord.parse((await adminCall(t, owner, 'GET', `/admin/api/companies/${id}`)).data),
    ).toEqual(created.data);
    const drafts = await adminCall(t, tokens.support, 'GET', '/admin/api/companies?q=gamma&published=0');
    expect(directoryCompanyPage.parse(drafts.data)).toEqual({ data: [created.data], total: 1 });
    expect(
      directoryCompanyPage.parse(
        (await adminCall(t, owner, 'GET', '/admin/api/companies?q=gamma&published=1')).data,
      ),
    ).toEqual({ data: [], total: 0 });
    expect((await publicInfo(id)).code).toBe(1650);

    const published = await adminCall<AdminCompany>(t, owner, 'PUT', `/admin/api/companies/${id}`, {
      published: 1,
    });
    expect(published.data.published).toBe(1);
    expect(await publicInfo(id)).toMatchObject({
      code: 1,
      data: { name: 'Gamma Securities', registered_address: '3 Gamma Way' },
    });

    await adminCall(t, owner, 'PUT', `/admin/api/companies/${id}`, { published: 0 });
    expect((await publicInfo(id)).code).toBe(1650);

    const actions = await t.ctx.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'company'), eq(auditLog.targetId, String(id))))
      .orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual([
      'company.created',
      'company.published',
      'company.unpublished',
    ]);
    expect(actions[1]).toMatchObject({ before: { published: 0 }, after: { published: 1 } });
  });

  it('edits only the given fields and audits their values before and after', async () => {
    const owner = tokens.owner;
    const { data } = await adminCall<AdminCompany>(t, owner, 'POST', '/admin/api/companies', {
      name: 'Delta',
      published: 1,
    });
    const res = await adminCall<AdminCompany>(t, tokens.content, 'PUT', `/admin/api/companies/${data.id}`, {
      location: 'New office',
    });
    expect(res.data).toMatchObject({ name: 'Delta', published: 1 });
    expect((await publicInfo(data.id)) as { data: { location: string } }).toMatchObject({
      data: { location: 'New office' },
    });
    const row = await lastAudit('company.changed');
    expect(row).toMatchObject({
      targetId: String(data.id),
      before: { location: '' },
      after: { location: 'New office' },
    });
  });

  it('refuses bad fields with 1001 and writes nothing', async () => {
    const owner = tokens.owner;
    const count = async () => (await t.ctx.db.select().from(companies)).length;
    const before = await count();
    for (const payload of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'Nul\u0000Co' },
      { name: 'x'.repeat(201) },
      { name: 'Ok', logo: 'javascript:alert(1)' },
      { name: 'Ok', logo: '//evil.example/x.png' },
      { name: 'Ok', url: 'ftp://files.example' },
      { name: 'Ok', url: 'javascript:alert(1)' },
      { name: 'Ok', email: 'not-an-email' },
      { name: 'Ok', published: 2 },
      { name: 'Ok', isSelf: 1 },
    ]) {
      const res = await adminCall(t, owner, 'POST', '/admin/api/companies', payload);
      expect({ payload, code: res.code }).toEqual({ payload, code: 1001 });
    }
    expect(await count()).toBe(before);
  });

  it('edit of an unknown id is 1650; ids are parsed strictly', async () => {
    expect((await adminCall(t, tokens.owner, 'PUT', '/admin/api/companies/987654', { name: 'X' })).code).toBe(
      1650,
    );
    for (const id of ['1e1', '01', '-1', 'abc', '2147483648']) {
      const res = await adminCall(t, tokens.owner, 'PUT', `/admin/api/companies/${id}`, { name: 'X' });
      expect({ id, code: res.code }).toEqual({ id, code: 1001 });
    }
  });

  it('uploads a logo image (checked by its bytes) that can be set on a company', async () => {
    const ok = await adminUpload(t, tokens.content, '/admin/api/companies/logo', PNG);
    expect(ok.code).toBe(1);
    expect(ok.data.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    const bad = await adminUpload(
      t,
      tokens.content,
      '/admin/api/companies/logo',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(bad.code).toBe(1407);
    const finance = await adminUpload(t, tokens.finance, '/admin/api/companies/logo', PNG);
    expect(finance.code).toBe(1502);
    const { data } = await adminCall<AdminCompany>(t, tokens.content, 'POST', '/admin/api/companies', {
      name: 'Logo Co',
      logo: ok.data.url,
    });
    expect(data.logo).toBe(ok.data.url);
  });
});

describe('back-office settings: site mode, site status and loss_url (SPEC §8)', () => {
  const put = (payload: object, role: StaffRole = 'owner') =>
    adminCall(t, tokens[role], 'PUT', '/admin/api/settings', payload);
  const status = () =>
    t.app
      .inject({ url: '/api/company/getCompanyStatus' })
      .then((r) => body<{ status: number; type: number; loss_url: string }>(r).data);

  it('refuses a loss_url that is not an absolute http(s) address', async () => {
    for (const loss_url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      '//evil.example',
      'ftp://x.example',
      'https://',
      'https://a b.example',
      'x'.repeat(501),
    ]) {
      const res = await put({ loss_url });
      expect({ loss_url, code: res.code }).toEqual({ loss_url, code: 1001 });
    }
    expect((await status()).loss_url).toBe('');
  });

  it('refuses to close the site without a loss_url (1652), then closes it with one; clients see it', async () => {
    const refused = await put({ site_status: 1 });
    expect(refused.code).toBe(1652);
    expect((await status()).status).toBe(0);
    expect((await put({ site_status: 1, loss_url: 'https://moved.example.com/notice' })).code).toBe(1);
    expect(await status()).toEqual({ status: 1, type: 1, loss_url: 'https://moved.example.com/notice' });
    // Clearing the address of a closed site is refused too.
    expect((await put({ loss_url: '' })).code).toBe(1652);
    expect((await put({ site_status: 0 })).code).toBe(1);
    expect((await put({ loss_url: '' })).code).toBe(1);
  });

  it('switches company-directory mode (type 2); only an owner may; audited', async () => {
    expect((await put({ site_type: 2 }, 'content')).code).toBe(1502);
    expect((await put({ site_type: 3 })).code).toBe(1001);
    expect((await put({ site_type: 2 })).code).toBe(1);
    expect((await status()).type).toBe(2);
    const row = await lastAudit('settings.changed');
    expect(row).toMatchObject({ targetId: 'site_type', before: { site_type: 1 }, after: { site_type: 2 } });
    await put({ site_type: 1 });
  });

  it('takes a compliance e-mail or blank; refuses anything else', async () => {
    expect((await put({ compliance_email: 'nope' })).code).toBe(1001);
    expect((await put({ compliance_email: 'compliance@fxdesk.example' })).code).toBe(1);
    expect(body(await t.app.inject({ url: '/api/company/complaint_email' })).data).toEqual({
      email: 'compliance@fxdesk.example',
    });
    expect((await put({ compliance_email: '' })).code).toBe(1);
  });
});

describe('complaints list', () => {
  it('shows each complaint with its company and client, newest first, filterable by company', async () => {
    const { data: target } = await adminCall<AdminCompany>(t, tokens.owner, 'POST', '/admin/api/companies', {
      name: 'Listed Complaint Co',
      published: 1,
    });
    const client = await registerClient(t, 'lister@example.com', 'password123');
    const res = body(
      await t.app.inject({
        method: 'POST',
        url: '/api/company/complaint',
        payload: {
          company_id: target.id,
          subject: 'Slow payouts',
          content: 'Three weeks and counting',
          contact: '',
        },
        headers: { authorization: client.token },
      }),
    );
    expect(res.code).toBe(1);
    const list = await adminCall(t, tokens.support, 'GET', `/admin/api/complaints?company_id=${target.id}`);
    const page = complaintRecordPage.parse(list.data);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      companyId: target.id,
      companyName: 'Listed Complaint Co',
      userId: client.id,
      uid: expect.stringMatching(/^\d{8}$/),
      subject: 'Slow payouts',
      content: 'Three weeks and counting',
      contact: '',
      mailedTo: expect.stringContaining('@'),
    });
    expect(Date.parse(page.data[0]!.createdAt)).not.toBeNaN();
    expect((await adminCall(t, tokens.support, 'GET', '/admin/api/complaints?company_id=1e1')).code).toBe(
      1001,
    );
  });
});

describe('the page with a query keeps its #route (web-static)', () => {
  let served: FastifyInstance;
  beforeAll(async () => {
    served = await appWithWebPage(t.ctx);
  });
  afterAll(() => served.close());
  const open = (url: string) => served.inject({ url, headers: { accept: 'text/html' } });

  it('serves /?utm_source=…&company_id=… as the page itself (a redirect would replace the #route)', async () => {
    for (const url of ['/?utm_source=mail', '/?company_id=7&utm_source=x', '/index.html?company_id=7']) {
      const res = await open(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('still sends a hashless client route to its hash route with its query', async () => {
    const res = await open('/register?invite_code=ABC123&company_id=7');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/#/register?invite_code=ABC123&company_id=7');
  });
});
