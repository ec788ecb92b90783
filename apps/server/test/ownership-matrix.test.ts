import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { body, type TestApp, withTestApp } from './helper.js';
import { tradingKit } from './trading-helpers.js';
import { NOT_SEEDED, OWNERSHIP, type IdKind } from './ownership-routes.js';

/**
 * The ownership matrix (issue 14), generated from the route table: every route in the OpenAPI
 * document whose path, query or body carries an id must be classified in ownership-routes.ts —
 * an unclassified new route fails here. Every route whose id names something a client owns is
 * called as account B with account A's ids: refused or empty, and nothing of A's changes.
 * The back-office half (every /admin/api route × every staff role, only the roles of the
 * permission table succeed) is generated from the same route table in admin.test.ts
 * ("permission matrix over every admin route"); here every /admin/api route of the document
 * must declare a permission.
 */
let t: TestApp;
withTestApp((app) => (t = app));
const trade = tradingKit(() => t);

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Field names that carry an id: id, ids, order_id, forex_id, categoryId… */
const isIdField = (f: string) => /^(id|ids)$/i.test(f) || /_ids?$/.test(f) || /[a-z]Id$/.test(f);

/** Every route of the document with the id-carrying fields of its path, query and body. */
function idRoutes(): Map<string, string[]> {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const out = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const fields = (op.parameters ?? []).map((p) => p.name);
      for (const content of Object.values(op.requestBody?.content ?? {}))
        fields.push(...Object.keys(content.schema.properties ?? {}));
      const ids = [...new Set(fields.filter(isIdField))];
      if (ids.length > 0) out.set(`${method.toUpperCase()} ${path}`, ids.sort());
    }
  }
  return out;
}

describe('every id-bearing route is classified', () => {
  it('the route table and ownership-routes.ts list the same routes and fields', () => {
    const found = idRoutes();
    expect(found.size).toBeGreaterThan(20);
    const unclassified = [...found]
      .filter(([route, ids]) => ids.some((id) => !OWNERSHIP[route]?.[id]))
      .map(([route, ids]) => `${route} ${ids.join(',')}`);
    expect(unclassified, 'classify these in ownership-routes.ts').toEqual([]);
    const stale = Object.keys(OWNERSHIP).filter((route) => !found.has(route));
    expect(stale, 'routes in ownership-routes.ts that no longer exist').toEqual([]);
  });

  it('every /admin/api route of the document declares a permission', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const declared = new Map(t.app.adminAuth.routes.map((r) => [`${r.method} ${r.url}`, r.permission]));
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/admin/api/') || path.startsWith('/admin/api/auth/login')) continue;
      if (path.startsWith('/admin/api/auth/enroll')) continue;
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{(\w+)\}/g, ':$1');
        if (!declared.get(`${method.toUpperCase()} ${url}`)) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

/** A's objects of each kind, made through the API as A would. */
async function seedOwner(): Promise<{
  a: { token: string; id: number };
  ids: Partial<Record<IdKind, number>>;
}> {
  const a = await trade.demoUser();
  await trade.setPrice('EURUSD', 1.1);
  const open = await trade.submit(a.token, trade.marketOrder(1));
  expect(open.code).toBe(1);
  const placed = await trade.submit(a.token, trade.marketOrder(1, { status: 0, target_price: '1.05' }));
  expect(placed.code).toBe(1);
  const [pending] = (await trade.myDeal(a.token, 0)).data;
  return { a, ids: { position: open.data.Id, pending: pending!.Id } };
}

/** A digest of everything of A's that a write could touch. */
async function digestOf(userId: number): Promise<string> {
  const rows = await t.ctx.db.execute(sql`
    select
      (select coalesce(json_agg(o order by o.id), '[]') from orders o where o.user_id = ${userId}) as orders,
      (select coalesce(json_agg(a order by a.id), '[]') from accounts a where a.user_id = ${userId}) as accounts,
      (select count(*) from ledger_entries l join accounts a on a.id = l.account_id where a.user_id = ${userId}) as ledger`);
  return JSON.stringify(rows);
}

describe('account B with account A ids', () => {
  it('every owned-id route refuses B or answers empty, and nothing of A changes', async () => {
    const { a, ids } = await seedOwner();
    const b = await trade.demoUser();
    const before = await digestOf(a.id);
    const leaks: string[] = [];
    let calls = 0;
    for (const [route, fields] of Object.entries(OWNERSHIP)) {
      const owned = Object.entries(fields).filter(([, c]) => typeof c === 'object' && 'owned' in c);
      if (owned.length === 0) continue;
      const [method, path] = route.split(' ') as [string, string];
      for (const [field, c] of owned) {
        const kind = (c as { owned: IdKind }).owned;
        if (NOT_SEEDED[kind]) continue;
        const id = ids[kind];
        expect(id, `no id of kind ${kind} was seeded for ${route}`).toBeDefined();
        const url = path.replace('{id}', String(id));
        // Otherwise valid requests, so a refusal is about whose id it is.
        const extra = path.endsWith('set_stop_price') ? { stop_loss_price: '1.01' } : {};
        const payload = { ...extra, [field]: id };
        const res = await t.app.inject({
          method: method as 'GET',
          url:
            method === 'GET'
              ? `${url}?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`
              : url,
          headers: { authorization: b.token, lang: 'en' },
          ...(method === 'GET' ? {} : { payload }),
        });
        calls++;
        const answer = res.statusCode === 200 ? body<unknown>(res) : { code: -res.statusCode, data: null };
        const empty =
          answer.data === null ||
          (Array.isArray(answer.data) && answer.data.length === 0) ||
          (typeof answer.data === 'object' &&
            Array.isArray((answer.data as { data?: unknown[] }).data) &&
            (answer.data as { data: unknown[] }).data.length === 0);
        if (answer.code === 1 && !empty)
          leaks.push(`${route} ${field}=${id} → ${JSON.stringify(answer.data)}`);
      }
    }
    expect(calls).toBe(6); // close, cancel_trade, set_stop_price × GET and POST
    expect(leaks).toEqual([]);
    expect(await digestOf(a.id)).toBe(before);
  }, 120_000);
});
