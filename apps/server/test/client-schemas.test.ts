import * as contract from '@fxdesk/contract';
import {
  bankWire,
  cardChargeResult,
  chargeChannel,
  chargeSubmitted,
  chargeSymbol,
  depositRecordPage,
  drawMethod,
  drawResult,
  withdrawRecordPage,
} from '@fxdesk/contract';
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameJson } from '../src/http/response-serializer.js';
import { SANDBOX_APPROVE } from '../src/modules/funds/card-provider.js';
import { fundsKit } from './funds-helpers.js';
import { body, buildTestApp, type TestApp } from './helper.js';

/**
 * Every client route answers with a response schema from packages/contract (issue 16), and so
 * does every back-office route but those still listed below. The route table is walked as the
 * app registers it; the funds answers are then fetched over data that fills every list and
 * parsed with the schemas the web client is typed by. The test app serializes strictly, so an
 * answer with a field its schema lacks is a 500 here, not a field that silently vanishes. The
 * contract's route maps, which type both front ends' clients, must name each route with the very
 * schema objects it declares (its answer's `data`, its body, its query string), and no route or
 * schema the server lacks.
 */
let t: TestApp;
const routes: RouteOptions[] = [];
const kit = fundsKit(() => t);
beforeAll(async () => {
  t = await buildTestApp({ env: { CARD_PROVIDER: 'sandbox' }, onRoute: (route) => routes.push(route) });
}, 300_000);
afterAll(() => t.close());

/** Client routes that may still answer untyped: none now. The list may only shrink. */
const UNTYPED_CLIENT_ROUTES = new Set<string>();

/** Back-office routes that send a file, not the envelope. */
const FILE_ROUTES = new Set(['GET /admin/api/uploads/:file']);

/** The `data` schema of a route's 200 answer, or why there is none. */
function dataSchema(route: RouteOptions): z.ZodType | 'no response schema' | 'untyped' {
  const answer = (route.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (!(answer instanceof z.ZodObject)) return 'no response schema';
  const data = (answer.shape as Record<string, z.ZodType>).data;
  if (!data || data instanceof z.ZodUnknown || data instanceof z.ZodAny) return 'untyped';
  return data;
}

/** Every zod schema packages/contract exports. */
const CONTRACT_SCHEMAS = new Set<unknown>(Object.values(contract).filter((v) => v instanceof z.ZodType));

/** Whether a `data` schema is the contract's: one of its schemas, a list or nullable of one, or null. */
function fromContract(schema: z.ZodType): boolean {
  if (CONTRACT_SCHEMAS.has(schema) || schema instanceof z.ZodNull) return true;
  if (schema instanceof z.ZodArray) return fromContract(schema.element as z.ZodType);
  if (schema instanceof z.ZodNullable) return fromContract(schema.unwrap() as z.ZodType);
  return false;
}

const isApi = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
  url.startsWith('/v1/api/') ||
  url === '/healthz';
const methodsOf = (route: RouteOptions) => [route.method].flat().filter((m) => m !== 'HEAD');

describe('the route table', () => {
  it('gives every client API route a typed response schema', () => {
    const client = routes.filter((r) => isApi(r.url));
    expect(client.length).toBeGreaterThan(70);
    const missing: string[] = [];
    for (const route of client)
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        const found = dataSchema(route);
        if (UNTYPED_CLIENT_ROUTES.has(name)) continue;
        if (typeof found === 'string') missing.push(`${name}: ${found}`);
        else if (!fromContract(found)) missing.push(`${name}: declared in the route, not the contract`);
      }
    expect(missing).toEqual([]);
  });

  it('gives every back-office route a typed response schema from the contract', () => {
    const backOffice = routes.filter((r) => r.url.startsWith('/admin/api/'));
    expect(backOffice.length).toBeGreaterThan(90);
    const missing: string[] = [];
    for (const route of backOffice)
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        if (FILE_ROUTES.has(name)) continue;
        const found = dataSchema(route);
        if (typeof found === 'string') missing.push(`${name}: ${found}`);
        else if (!fromContract(found)) missing.push(`${name}: declared in the route, not the contract`);
      }
    expect(missing).toEqual([]);
  });

  it('hides no route under an API prefix from the OpenAPI document', () => {
    const hidden = routes.filter((r) => isApi(r.url) && (r.schema as { hide?: boolean } | undefined)?.hide);
    expect(hidden.map((r) => r.url)).toEqual([]);
  });

  it('shows the funds and back-office answers with their fields in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
      >;
    };
    for (const [path, method] of [
      ['/api/quickCharge/info', 'get'],
      ['/api/quickCharge/quick_ist', 'get'],
      ['/api/account/draw', 'post'],
      ['/api/account/draw_list', 'get'],
      ['/api/wallet/get_draw_method', 'get'],
      ['/api/wallet/bind_draw_method', 'post'],
      ['/admin/api/kyc', 'get'],
      ['/admin/api/referrals', 'get'],
      ['/admin/api/news/{id}', 'get'],
      ['/admin/api/support/conversations/{id}', 'get'],
      ['/admin/api/support/canned', 'get'],
    ] as const) {
      const schema = doc.paths[path]?.[method]?.responses['200']?.content['application/json']?.schema as {
        properties: { data: Record<string, unknown> };
      };
      expect(
        Object.keys(schema.properties.data).length,
        `${method} ${path} data is described`,
      ).toBeGreaterThan(0);
    }
  });
});

describe('the route maps of packages/contract', () => {
  const map: Record<string, contract.RouteSchemas> = {
    ...contract.clientRoutes,
    ...contract.backOfficeRoutes,
  };

  /** The schemas a route declares, named as the maps name them. */
  function declared(route: RouteOptions): Partial<Record<keyof contract.RouteSchemas, unknown>> {
    const found = dataSchema(route);
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    return {
      ...(typeof found === 'string' ? {} : { data: found }),
      ...(schema?.body ? { body: schema.body } : {}),
      ...(schema?.querystring ? { query: schema.querystring } : {}),
    };
  }

  /**
   * Both ways: a schema the route declares that the map lacks or names otherwise, and one the map
   * names that the route does not declare.
   */
  const mismatch = (inMap: unknown, inRoute: unknown) =>
    inMap === inRoute
      ? null
      : !inMap
        ? 'declared by the route, not in the map'
        : !inRoute
          ? 'in the map, not declared by the route'
          : 'the map names another schema than the route';

  it('hold every route that answers a typed envelope, with the very schema objects the route declares', () => {
    const served = new Map<string, ReturnType<typeof declared>>();
    for (const route of routes)
      for (const method of methodsOf(route)) {
        const schemas = declared(route);
        if (schemas.data) served.set(`${method} ${route.url}`, schemas);
      }
    expect(served.size).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const [name, schemas] of served) {
      const mapped = map[name];
      if (!mapped) {
        problems.push(`${name}: served, not in the map`);
        continue;
      }
      for (const part of ['data', 'body', 'query'] as const) {
        const problem = mismatch(mapped[part], schemas[part]);
        if (problem) problems.push(`${name}: ${part} ${problem}`);
      }
    }
    for (const name of Object.keys(map))
      if (!served.has(name)) problems.push(`${name}: in the map, not served`);
    expect(problems).toEqual([]);
  });

  it('keep the back office apart: its routes in backOfficeRoutes, the client routes in clientRoutes', () => {
    const misplaced = [
      ...Object.keys(contract.clientRoutes).filter((name) => name.includes(' /admin/')),
      ...Object.keys(contract.backOfficeRoutes).filter((name) => !name.includes(' /admin/api/')),
    ];
    expect(misplaced).toEqual([]);
  });
});

describe('funds answers parse with their contract schemas', () => {
  /** Parses `data` with the schema and checks nothing the server sent is unknown to it. */
  function parsed<T extends z.ZodType>(
    schema: T,
    res: { code: number; msg: string; data: unknown },
  ): z.infer<T> {
    expect(res.code, res.msg).toBe(1);
    const result = schema.safeParse(res.data);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(sameJson(result.data, res.data)).toBe(true);
    return result.data as z.infer<T>;
  }

  it('deposits: channels, currencies, wires, a coin, a wire and a card deposit, and the records', async () => {
    const u = await kit.realUser();
    const { url } = (await kit.upload(u.token, kit.PNG)).data;
    const proof = encodeURIComponent(url);
    const channels = parsed(z.array(chargeChannel), await kit.get('/api/quickCharge/info', u.h));
    expect(channels.length).toBeGreaterThan(0);
    expect(
      parsed(z.array(chargeSymbol), await kit.get('/api/quickCharge/symbols', u.h)).length,
    ).toBeGreaterThan(0);
    const wires = parsed(z.array(bankWire), await kit.get('/api/quickCharge/wire_info?bank_coin=USD', u.h));
    expect(wires.length).toBeGreaterThan(0);
    const coin = parsed(
      chargeSubmitted,
      await kit.get(`/api/quickCharge/submit?number=300&proofImg=${proof}&charge_id=${channels[0]!.id}`, u.h),
    );
    await t.ctx.deposits.approve(coin.id, '300', 'finance@test');
    parsed(
      chargeSubmitted,
      await kit.get(`/api/quickCharge/wire_submit?number=200&proofImg=${proof}&wire_id=${wires[0]!.id}`, u.h),
    );
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/quickCharge/card_submit',
      payload: {
        number: '100',
        card_number: SANDBOX_APPROVE,
        exp: '12/30',
        cvc: '123',
        holder: 'Alex Morgan',
      },
      headers: u.h,
    });
    parsed(cardChargeResult, body(card));
    const coins = parsed(depositRecordPage, await kit.get('/api/quickCharge/quick_ist?type=0&page=1', u.h));
    expect(coins.data[0]).toMatchObject({ method: 'coin', credited_amount: 300, status: 1 });
    const bank = parsed(depositRecordPage, await kit.get('/api/quickCharge/quick_ist?type=1&page=1', u.h));
    expect(bank.data.map((r) => r.method).sort()).toEqual(['card', 'wire']);
  });

  it('withdrawals: a bound method, the request and the records', async () => {
    const u = await kit.funded('500');
    const coins = (
      await kit.get<{ id: number; protocol: string }[]>('/api/account/draw_symbol_list?type=1', u.h)
    ).data;
    const trc = coins.find((c) => c.protocol === 'TRC20')!;
    const bound = parsed(drawMethod, await kit.bindCoin(u, trc.id, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'));
    expect(bound.draw_currency?.id).toBe(trc.id);
    const methods = parsed(
      z.array(drawMethod),
      await kit.get('/api/wallet/get_draw_method?draw_type=1', u.h),
    );
    expect(methods).toEqual([{ ...bound, confirmed: 1 }]);
    const drawn = parsed(
      drawResult,
      await kit.draw(u, { draw_currency_id: trc.id, number: '100', draw_method_id: bound.id }),
    );
    const records = parsed(withdrawRecordPage, await kit.get('/api/account/draw_list?type=1&page=1', u.h));
    expect(records.data[0]).toMatchObject({
      id: drawn.id,
      number: 100,
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
  });
});
