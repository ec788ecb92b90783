import { describe, expect, it } from 'vitest';
import { adminCall, staffToken } from './admin-helper.js';
import { body, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

interface Row {
  adminEmail: string;
  action: string;
  targetType: string;
  targetId: string;
}
type Page = { data: Row[]; total: number };

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('audit log filters (back-office issue: audit log with filters)', () => {
  it('filters by staff e-mail, target type and id, action family and day range', async () => {
    const owner = await staffToken(t, 'owner');
    const support = await staffToken(t, 'support');
    const supportEmail = (await adminCall<{ email: string }>(t, support, 'GET', '/admin/api/me')).data.email;
    const a = body<{ user: { id: number } }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=audit-filter-a' }),
    ).data.user.id;
    const b = body<{ user: { id: number } }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=audit-filter-b' }),
    ).data.user.id;
    expect((await adminCall(t, support, 'POST', `/admin/api/clients/${a}/revoke-sessions`)).code).toBe(1);
    expect((await adminCall(t, support, 'POST', `/admin/api/clients/${b}/revoke-sessions`)).code).toBe(1);
    expect((await adminCall(t, owner, 'PUT', '/admin/api/company', { location: 'Hong Kong' })).code).toBe(1);
    const audit = (query: string) => adminCall<Page>(t, owner, 'GET', `/admin/api/audit?${query}`);

    const bySupport = await audit(`admin=${encodeURIComponent(supportEmail.slice(0, 12))}`);
    expect(bySupport.data.data.length).toBeGreaterThan(0);
    expect(new Set(bySupport.data.data.map((r) => r.adminEmail))).toEqual(new Set([supportEmail]));

    const onA = await audit(`target_type=user&target_id=${a}`);
    expect(onA.data.data.map((r) => [r.action, r.targetId])).toEqual([
      ['client.sessions_revoked', String(a)],
    ]);
    expect(onA.data.total).toBe(1);

    const company = await audit('action=company.');
    expect(company.data.data.map((r) => r.action)).toEqual(['company.changed']);

    expect((await audit(`from=${isoDay(-1)}&to=${isoDay(1)}&target_type=user`)).data.total).toBe(2);
    expect((await audit(`to=${isoDay(-1)}`)).data.total).toBe(0);
    expect((await audit(`from=${isoDay(1)}`)).data.total).toBe(0);
    expect((await audit('from=yesterday')).code).toBe(1001);
  });
});
