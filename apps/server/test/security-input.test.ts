import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safeSerializers } from '../src/http/log-safety.js';
import { staffToken } from './admin-helper.js';
import { body, buildTestApp, registerClient, type TestApp } from './helper.js';

/**
 * Issue 14 §5: a NUL byte in any text field answered HTTP 500 with the SQL (and its parameters)
 * in the log; ids and enums were read loosely (`0x10` as 16, `true` as 1). Every route of the
 * OpenAPI document is walked: a control character in any body, query or path value is 1001.
 */
let t: TestApp;
let clientToken: string;
let ownerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  clientToken = (await registerClient(t, `input-${Date.now()}@example.com`, 'correct horse 1')).token;
  ownerToken = await staffToken(t, 'owner');
});
afterAll(() => t.close());

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** A plausible value for a schema, so that the one poisoned field is what the route sees. */
function sample(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0]!);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return schema.format === 'email' ? 'someone@example.com' : 'abc';
  }
}

const acceptsString = (schema: JsonSchema): boolean =>
  schema.type === 'string' || !!schema.anyOf?.some(acceptsString) || (!schema.type && !schema.anyOf);

interface Probe {
  method: string;
  url: string;
  field: string;
  payload?: Record<string, unknown>;
}

/** One request per text-capable field of every route, that field poisoned with `poison`. */
function probes(poison: string): Probe[] {
  const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const out: Probe[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const params = op.parameters ?? [];
      const bodySchema = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const query = Object.fromEntries(
        params.filter((p) => p.in === 'query').map((p) => [p.name, sample(p.schema)]),
      );
      const bodyBase = Object.fromEntries(
        Object.entries(bodySchema?.properties ?? {}).map(([k, s]) => [k, sample(s)]),
      );
      const url = (q: Record<string, unknown>, id = '1') => {
        const search = new URLSearchParams(
          Object.entries(q).map(([k, v]): [string, string] => [k, String(v)]),
        ).toString();
        return path.replace('{id}', encodeURIComponent(id)) + (search ? `?${search}` : '');
      };
      for (const p of params) {
        if (p.in === 'query' && acceptsString(p.schema))
          out.push({ method, url: url({ ...query, [p.name]: poison }), field: p.name, payload: bodyBase });
        if (p.in === 'path')
          out.push({ method, url: url(query, `1${poison}`), field: p.name, payload: bodyBase });
      }
      for (const [name, s] of Object.entries(bodySchema?.properties ?? {})) {
        if (acceptsString(s))
          out.push({ method, url: url(query), field: name, payload: { ...bodyBase, [name]: poison } });
      }
    }
  }
  return out;
}

async function send(probe: Probe) {
  const token = probe.url.startsWith('/admin/') ? ownerToken : clientToken;
  const hasBody = probe.method !== 'get' && probe.payload && Object.keys(probe.payload).length > 0;
  return t.app.inject({
    method: probe.method.toUpperCase() as 'GET',
    url: probe.url,
    headers: { authorization: token, lang: 'en' },
    ...(hasBody ? { payload: probe.payload } : {}),
  });
}

describe('control characters are bad input on every route (issue 14 §5)', () => {
  for (const [label, poison] of [
    ['NUL', 'ab\u0000cd'],
    ['ESC', 'ab\u001bcd'],
    ['DEL', 'ab\u007fcd'],
  ] as const) {
    it(`${label} in any body, query or path field answers 1001, never 500`, async () => {
      const list = probes(poison);
      expect(list.length).toBeGreaterThan(100);
      const wrong: string[] = [];
      for (const probe of list) {
        const res = await send(probe);
        const code = res.statusCode === 200 ? body(res).code : -res.statusCode;
        if (code !== 1001) wrong.push(`${probe.method} ${probe.url.split('?')[0]} ${probe.field} → ${code}`);
      }
      expect(wrong).toEqual([]);
    }, 120_000);
  }

  it('a lone surrogate in a JSON body (no character at all) answers 1001, never 500', async () => {
    const staff = await staffToken(t, 'support');
    for (const payload of [
      { title: 'a\ud800b', content: 'hello' },
      { title: 'fine', content: '\udc00' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/api/support/canned',
        payload,
        headers: { authorization: staff, lang: 'en' },
      });
      expect(res.statusCode).toBe(200);
      expect(body(res).code).toBe(1001);
    }
    // A real pair (an emoji) is a character and still goes through.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/admin/api/support/canned',
      payload: { title: 'thanks 😀', content: 'hello' },
      headers: { authorization: staff, lang: 'en' },
    });
    expect(body(ok).code).toBe(1);
  });

  it('names the field in the message, in the caller language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      payload: { account: 'a\u0000@example.com', password: 'whatever 1', login_type: 1 },
      headers: { lang: 'fr' },
    });
    expect(body(res).code).toBe(1001);
    expect(body(res).msg).toMatch(/caractères non autorisés/);
  });

  it('a line break in a single-line field (a bank name) is refused; one in a remark is kept for the schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wallet/bind_draw_method',
      payload: {
        type: 2,
        draw_id: 1,
        bank_name: 'Bank\nof lies',
        bank_address: 'x',
        bank_swift: 'ABCDEF12',
        payee_name: 'x',
        payee_account: '123456',
      },
      headers: { authorization: clientToken, lang: 'en' },
    });
    expect(body(res).code).toBe(1001);
  });
});

describe('ids and enums are parsed strictly (issue 14 §5)', () => {
  const loose = ['0x10', '1e1', 'true', ' 1', '1 ', '1.0', '+1', '', '0b1', '1_0', 'Infinity'];

  it.each(loose)('forex_id=%j on kline is refused', async (value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/forex/kline?forex_id=${encodeURIComponent(value)}&period=1min`,
    });
    expect(body(res).code).toBe(1001);
  });

  it.each(loose)('status=%j on my_deal is refused', async (value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/api/forex/my_deal?status=${encodeURIComponent(value)}`,
      headers: { authorization: clientToken },
    });
    expect(body(res).code).toBe(1001);
  });

  it('JSON booleans are not ids: {"id": true} on close is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/forex/close',
      payload: { id: true },
      headers: { authorization: clientToken },
    });
    expect(body(res).code).toBe(1001);
  });

  it.each(['0x10', '1e1', ' 1'])('back-office path id %j is refused', async (value) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/admin/api/clients/${encodeURIComponent(value)}`,
      headers: { authorization: ownerToken },
    });
    expect(body(res).code).toBe(1001);
  });

  it('plain digits and JSON integers still work', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/v1/api/forex/kline?forex_id=1&period=1min' });
    expect(body(a).code).toBe(1);
    const b = await t.app.inject({
      method: 'GET',
      url: '/v1/api/forex/my_deal?status=1&page=1',
      headers: { authorization: clientToken },
    });
    expect(body(b).code).toBe(1);
  });
});

describe('error logs carry no user data (issue 14 §5)', () => {
  it('a failed query logs its SQL and SQLSTATE, not its parameters or the values in the message', async () => {
    const secret = 'secret-user-typed-value';
    const error = await t.ctx.db.execute(sql`select ${secret}::int as n`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    const lines: string[] = [];
    const log = pino(
      { serializers: safeSerializers },
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    log.error({ err: error }, 'unhandled error');
    const text = lines.join('');
    expect(text).toContain('select $1::int');
    expect(text).toContain('22P02');
    expect(text).not.toContain(secret);
  });

  it('the app logger uses the safe serializer', async () => {
    const lines: string[] = [];
    const { buildApp } = await import('../src/app.js');
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(t.ctx, { logger: { level: 'error', stream }, webDistDir: '/nonexistent' });
    const error = Object.assign(
      new Error('Failed query: insert into x values ($1)\nparams: hunter2@example.com'),
      {
        query: 'insert into x values ($1)',
        params: ['hunter2@example.com'],
      },
    );
    app.log.error({ err: error }, 'unhandled error');
    await app.close();
    expect(lines.join('')).toContain('insert into x values ($1)');
    expect(lines.join('')).not.toContain('hunter2');
  });
});
