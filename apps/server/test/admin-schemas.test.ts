import {
  auditPage,
  chargeReviewPage,
  clientDetail,
  clientPage,
  companyRecord,
  dashboardFigures,
  exposure,
  fundsReference,
  instrumentList,
  outboxPage,
  platformSettings,
  riskAccounts,
  staffList,
  staffMe,
  systemStatus,
  withdrawalReviewPage,
} from '@fxdesk/contract';
import type { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { responseSerializer, sameJson } from '../src/http/response-serializer.js';
import { adminKit } from './admin-helper.js';
import { fundsKit } from './funds-helpers.js';
import { type TestApp } from './helper.js';
import { withTradingApp } from './trading-helpers.js';

/**
 * Every back-office answer has its response schema in packages/contract (issue 16): each GET
 * route of the back office is called over data that fills every list, and its answer parses with
 * the schema the console uses. The test app serializes strictly, so an answer with a field its
 * schema lacks fails here instead of vanishing from the console.
 */
let t: TestApp;
const admin = adminKit(() => t);
const trade = withTradingApp(['EURUSD'], (app) => (t = app));
const kit = fundsKit(() => t);
let owner: string;
let userId: number;
beforeAll(async () => {
  owner = await admin.staffToken('owner');
  const trader = await trade.demoUser();
  userId = trader.id;
  expect((await trade.submit(trader.token, trade.marketOrder(1))).code).toBe(1);
  const adjusted = await admin.call(owner, 'POST', `/admin/api/clients/${trader.id}/adjust`, {
    amount: '12.5',
    reason: 'Schema test credit',
    idempotency_key: `schema-${trader.id}-01`,
  });
  expect(adjusted.code).toBe(1);
  // A real client with a deposit waiting and a withdrawal requested.
  const client = await kit.realUser();
  const charge = await kit.claimDeposit(client, '300');
  await t.ctx.deposits.approve(charge.data.id, '300', 'finance@test');
  await kit.claimDeposit(client, '50');
  const { currency: trc, method } = await kit.bindTrc20(client);
  expect(
    (await kit.draw(client, { draw_currency_id: trc.id, number: '100', draw_method_id: method.data.id }))
      .code,
  ).toBe(1);
}, 300_000);

/** Each back-office GET route and the contract schema of its `data`. */
interface RouteCheck {
  schema: z.ZodType;
  nonEmpty?: (data: never) => boolean;
  /** A query the route needs to fill its answer. */
  query?: string;
}
const GET_ROUTES: Record<string, RouteCheck> = {
  '/admin/api/me': { schema: staffMe },
  '/admin/api/dashboard': { schema: dashboardFigures },
  // The trader with a position is a demo account; the monitor lists real ones unless asked.
  '/admin/api/risk/accounts': {
    schema: riskAccounts,
    nonEmpty: (d: unknown[]) => d.length > 0,
    query: '?book=all',
  },
  '/admin/api/risk/exposure': { schema: exposure },
  '/admin/api/clients': { schema: clientPage, nonEmpty: (d: { data: unknown[] }) => d.data.length > 0 },
  '/admin/api/clients/:id': {
    schema: clientDetail,
    nonEmpty: (d: z.infer<typeof clientDetail>) =>
      d.ledger.length > 0 && d.orders.length > 0 && d.sessions.length > 0,
  },
  '/admin/api/funds/deposits': {
    schema: chargeReviewPage,
    nonEmpty: (d: { data: unknown[] }) => d.data.length > 1,
  },
  '/admin/api/funds/withdrawals': {
    schema: withdrawalReviewPage,
    nonEmpty: (d: { data: unknown[] }) => d.data.length > 0,
  },
  '/admin/api/funds/reference': { schema: fundsReference },
  '/admin/api/outbox': { schema: outboxPage, nonEmpty: (d: { data: unknown[] }) => d.data.length > 0 },
  '/admin/api/audit': { schema: auditPage, nonEmpty: (d: { data: unknown[] }) => d.data.length > 0 },
  '/admin/api/staff': { schema: staffList },
  '/admin/api/settings': { schema: platformSettings },
  '/admin/api/company': { schema: companyRecord.nullable() },
  '/admin/api/system': { schema: systemStatus },
  '/admin/api/instruments': { schema: instrumentList, nonEmpty: (d: unknown[]) => d.length > 0 },
};

describe('back-office answers parse with their contract schemas', () => {
  for (const [route, { schema, nonEmpty, query = '' }] of Object.entries(GET_ROUTES)) {
    it(`GET ${route}${query}`, async () => {
      const res = await admin.call(owner, 'GET', route.replace(':id', String(userId)) + query);
      expect(res.code, res.msg).toBe(1);
      const parsed = schema.safeParse(res.data);
      expect(parsed.error?.issues ?? [], route).toEqual([]);
      // Nothing the server sent is unknown to the schema.
      expect(sameJson(parsed.data, res.data)).toBe(true);
      if (nonEmpty)
        expect((nonEmpty as (d: unknown) => boolean)(res.data), `${route} had rows to check`).toBe(true);
    });
  }

  it('the OpenAPI document shows each of these answers with its fields', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { get?: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }
      >;
    };
    for (const route of Object.keys(GET_ROUTES)) {
      const path = route.replace(':id', '{id}');
      const schema = doc.paths[path]?.get?.responses['200']?.content['application/json']?.schema as {
        properties: { data: Record<string, unknown> };
      };
      expect(schema, path).toBeDefined();
      expect(Object.keys(schema.properties.data).length, `${path} data is described`).toBeGreaterThan(0);
    }
  });
});

describe('the response serializer of the back office', () => {
  const route = { schema: clientPage, method: 'GET', url: '/admin/api/clients', httpStatus: '200' } as never;
  const row = {
    id: 1,
    uid: 'u1',
    email: null,
    mobile: null,
    is_demo: 0,
    status: 1,
    invite_code: 'X',
    created_at: new Date(0),
  };

  it('sends times as ISO text and fails (strict, in tests) on a field the schema lacks', () => {
    const strict = responseSerializer({ strict: true, onMismatch: () => undefined })(route) as (
      d: unknown,
    ) => string;
    expect(JSON.parse(strict({ data: [row], total: 1 }))).toEqual({
      data: [{ ...row, created_at: '1970-01-01T00:00:00.000Z' }],
      total: 1,
    });
    expect(() => strict({ data: [{ ...row, secret: 'x' }], total: 1 })).toThrow(/does not describe/);
  });

  it('in production logs such an answer and sends it unchanged', () => {
    const logged: string[] = [];
    const lenient = responseSerializer({ strict: false, onMismatch: (_e, name) => logged.push(name) })(
      route,
    ) as (d: unknown) => string;
    expect(JSON.parse(lenient({ data: [{ ...row, extra: 1 }], total: 1 })).data[0].extra).toBe(1);
    expect(logged).toEqual(['GET /admin/api/clients 200']);
  });
});
