import path from 'node:path';
import { ESLint } from 'eslint';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../src/context.js';
import { checkHealth, type HealthReport } from '../src/http/health.js';
import { writeSetting } from '../src/modules/settings/settings.repository.js';
import { appWithWebPage, body, buildTestApp, postForm, type TestApp } from './helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    captchaDrawer: () => ({ svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', text: 'AbCd' }),
  });
});
afterAll(() => t.close());

describe('envelope and errors (DESIGN §3, SPEC §8)', () => {
  it('answers in the language of the lang header; tw maps to hk; unknown falls back to English', async () => {
    const msg = async (lang: string) =>
      body(await postForm(t.app, '/api/user/loginForU', { account: '', password: 'x' }, { lang })).msg;
    expect(await msg('en')).toBe('Please enter your e-mail or phone number');
    const hk = await msg('hk');
    expect(hk).not.toBe(await msg('en'));
    expect(await msg('tw')).toBe(hk);
    expect(await msg('xx')).toBe(await msg('en'));
    expect(await msg('ar')).toMatch(/[\u0600-\u06FF]/);
  });

  it('malformed JSON answers the envelope with a non-1 code and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      payload: '{"account":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1004, msg: 'The request could not be read', data: null });
  });

  it('accepts JSON bodies as well as forms', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      payload: { account: 'nobody@example.com', password: 'whatever' },
    });
    expect(body(res).code).toBe(1101);
  });

  it('refuses an oversized body with the envelope', async () => {
    const res = await postForm(t.app, '/api/user/loginForU', { account: 'a'.repeat(70_000), password: 'x' });
    expect(res.statusCode).toBe(413);
    expect(body(res).code).toBe(1005);
  });

  it('unknown API paths answer 404 with the envelope', async () => {
    const res = await t.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toMatchObject({ code: 1002, data: null });
  });

  it('the t cache-buster is accepted on GET', async () => {
    expect(body(await t.app.inject({ url: '/api/basicSet/getBasicInfo?t=1732262400000' })).code).toBe(1);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/user/loginForU',
      '/api/user/register',
      '/api/notify/send_sms',
      '/api/default/captcha',
      '/healthz',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('settings and company (SPEC §7)', () => {
  it('base settings carry the four SPEC §3 fields', async () => {
    const res = body(await t.app.inject({ url: '/api/basicSet/getBasicInfo' }));
    expect(res.data).toEqual({
      service_link: '',
      service_link_type: 1,
      verify_reg_type: 1,
      trade_fee_type: 2,
    });
  });

  it('setting?key=is_show_mobile returns the value; unknown keys are refused', async () => {
    expect(body(await t.app.inject({ url: '/api/default/setting?key=is_show_mobile' })).data).toBe(1);
    expect(body(await t.app.inject({ url: '/api/default/setting?key=password_hash' })).code).toBe(1001);
  });

  it('the area list hides the restricted countries (SPEC §1)', async () => {
    const res = body<{ code: string }[]>(await t.app.inject({ url: '/api/default/area_list' }));
    const codes = res.data.map((a) => a.code);
    expect(codes).toContain('HK');
    for (const hidden of ['US', 'KP', 'IR', 'CU', 'SY']) expect(codes).not.toContain(hidden);
  });

  it('company profile and status', async () => {
    const company = body<{ email: string; name: string }>(
      await t.app.inject({ url: '/api/company/getCompany' }),
    );
    expect(company.data.email).toMatch(/@/);
    await writeSetting(t.ctx.db, 'site_status', 1);
    await writeSetting(t.ctx.db, 'loss_url', 'https://status.example');
    const status = body(await t.app.inject({ url: '/api/company/getCompanyStatus' }));
    expect(status.data).toEqual({ status: 1, type: 1, loss_url: 'https://status.example' });
    await writeSetting(t.ctx.db, 'site_status', 0);
  });
});

describe('register with a picture captcha (verify_reg_type = 2)', () => {
  it('accepts the right answer once, refuses a wrong or reused one', async () => {
    await writeSetting(t.ctx.db, 'verify_reg_type', 2);
    /** Registers `account` with the answer to captcha `key`; the envelope's code. */
    const register = async (key: string, answer: string, account: string) =>
      body(
        await postForm(t.app, '/api/user/register', {
          type: 1,
          account,
          password: 'captcha pass 1',
          re_password: 'captcha pass 1',
          sms_code: answer,
          key,
        }),
      ).code;
    const c1 = body<{ id: string; b64s: string }>(await t.app.inject({ url: '/api/default/captcha' }));
    expect(c1.data.b64s).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await register(c1.data.id, 'wxyz', 'cap1@example.com')).toBe(1105);
    // A wrong answer burns the captcha: the right one no longer works either.
    expect(await register(c1.data.id, 'abcd', 'cap1@example.com')).toBe(1105);
    const c2 = body<{ id: string }>(await t.app.inject({ url: '/api/default/captcha' }));
    expect(await register(c2.data.id, 'abcd', 'cap2@example.com')).toBe(1);
    expect(await register(c2.data.id, 'abcd', 'cap3@example.com')).toBe(1105);
    await writeSetting(t.ctx.db, 'verify_reg_type', 1);
  });
});

describe('deployment on real hostnames (SPEC §7 base address)', () => {
  let served: FastifyInstance;
  beforeAll(async () => {
    const config = { ...t.ctx.config, CORS_ORIGINS: ['https://app.example.com'] };
    served = await appWithWebPage({ ...t.ctx, config }, '<title>FXDesk</title>');
  });
  afterAll(() => served.close());

  const preflight = (app: FastifyInstance, origin: string) =>
    app.inject({
      method: 'OPTIONS',
      url: '/api/user/loginForU',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'lang,authorization,idempotency-key,content-type',
      },
    });

  it('answers the preflight of a listed origin with the client headers allowed', async () => {
    const res = await preflight(served, 'https://app.example.com');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.com');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['lang', 'authorization', 'idempotency-key']) expect(allowed).toContain(header);
    const call = await served.inject({
      method: 'POST',
      url: '/api/user/loginForU',
      payload: { account: 'nobody@example.com', password: 'whatever' },
      headers: { origin: 'https://app.example.com' },
    });
    expect(call.headers['access-control-allow-origin']).toBe('https://app.example.com');
  });

  it('refuses other origins, and every origin when CORS_ORIGINS is empty (the default)', async () => {
    const other = await preflight(served, 'https://evil.example.com');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const byDefault = await preflight(t.app, 'https://app.example.com');
    expect(t.ctx.config.CORS_ORIGINS).toEqual([]);
    expect(byDefault.headers['access-control-allow-origin']).toBeUndefined();
    const call = await t.app.inject({
      url: '/api/basicSet/getBasicInfo',
      headers: { origin: 'https://app.example.com' },
    });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the served page tells the client to call its own origin', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await served.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(/<head>.*<meta name="fxdesk-api" content="same-origin" \/>\s*<\/head>/s);
      expect(res.body).toContain('<div id="root">');
    }
  });
});

describe('GET /healthz (DESIGN §2: database, feed and engine)', () => {
  const health = async () => {
    const res = await t.app.inject({ url: '/healthz' });
    return { status: res.statusCode, report: body<HealthReport>(res) };
  };
  const tick = async () => {
    const nowMs = t.clock.now().getTime();
    const pair = t.ctx.market.pairs().find((p) => t.ctx.market.isOpen(p.code, nowMs))!;
    const bid = t.ctx.market.quote(pair.code)?.bid ?? 1;
    await t.market.ingest([{ code: pair.code, bid, ask: bid, timeMs: nowMs, volume: 1 }]);
  };

  it('answers 200 with each component while ticks flow and the engine runs', async () => {
    await tick();
    const { status, report } = await health();
    expect(status).toBe(200);
    expect(report.code).toBe(1);
    expect(report.data).toMatchObject({
      status: 'up',
      database: 'up',
      feed: { status: 'up', last_tick_age_ms: 0 },
      engine: { status: 'running', running: true, up: true },
    });
    expect(report.data.feed.open_pairs).toBeGreaterThan(0);
  });

  it('answers 503 when no tick came for 30 s while pairs are open, and 200 again once one does', async () => {
    await tick();
    t.clock.advance(31_000);
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.report.code).not.toBe(1);
    expect(down.report.data.status).toBe('down');
    expect(down.report.data.feed).toMatchObject({ status: 'down', last_tick_age_ms: 31_000 });
    await tick();
    expect((await health()).status).toBe(200);
  });

  it('without a local engine it is up only while the leader’s ticks arrive', async () => {
    const engine = t.ctx.trading.engine;
    t.ctx.trading.engine = null;
    try {
      await tick();
      const standby = await health();
      expect(standby.status).toBe(200);
      expect(standby.report.data.engine).toEqual({ status: 'standby', running: false, up: true });
      t.clock.advance(31_000);
      const lost = await health();
      expect(lost.status).toBe(503);
      expect(lost.report.data.engine).toMatchObject({ running: false, up: false });
    } finally {
      t.ctx.trading.engine = engine;
      await tick();
    }
  });

  it('reports the database down, and an idle feed when every pair is closed', async () => {
    const brokenDb = { execute: () => Promise.reject(new Error('connection refused')) };
    const noDb = await checkHealth({ ...t.ctx, db: brokenDb } as unknown as AppContext);
    expect(noDb).toMatchObject({ status: 'down', database: 'down' });
    t.clock.advance(3_600_000);
    const closed = Object.assign(Object.create(t.ctx.market) as object, { isOpen: () => false });
    const weekend = await checkHealth({ ...t.ctx, market: closed } as unknown as AppContext);
    expect(weekend).toMatchObject({ status: 'up', feed: { status: 'idle', open_pairs: 0 } });
    await tick();
  });
});

/** The repository root, where eslint.config.js lives. */
const ROOT = path.resolve(import.meta.dirname, '../../..');

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const snippet = (from: string) => `import { thing } from '${from}';\nexport const used = thing;\n`;

describe('STYLE.md import boundaries (eslint.config.js)', () => {
  it('a web feature importing another feature is an error, at any depth', async () => {
    for (const [file, from] of [
      ['apps/web/src/features/trading/order-panel.tsx', '../market/quotes'],
      ['apps/web/src/features/trading/order-panel.tsx', '../market'],
      ['apps/web/src/features/trading/panels/order-panel.tsx', '../../user/profile'],
      ['apps/web/src/features/funds/deposit.tsx', '../../features/auth/session'],
    ]) {
      const messages = await restrictedImports(snippet(from!), file!);
      expect({ file, from, messages }).toEqual({
        file,
        from,
        messages: [expect.stringMatching(/never imports another feature/)],
      });
    }
  }, 60_000);

  it('an admin feature importing another admin feature is an error', async () => {
    const messages = await restrictedImports(
      snippet('../clients/client-table'),
      'apps/admin/src/features/funds/x.tsx',
    );
    expect(messages).toEqual([expect.stringMatching(/never imports another feature/)]);
  }, 60_000);

  it('own files, shared code and packages stay allowed', async () => {
    for (const [file, from] of [
      ['apps/web/src/features/trading/order-panel.tsx', './order-form'],
      ['apps/web/src/features/trading/panels/order-panel.tsx', '../order-form'],
      ['apps/web/src/features/trading/order-panel.tsx', '../../shared/api'],
      ['apps/web/src/features/trading/order-panel.tsx', '@fxdesk/contract'],
      ['apps/admin/src/features/funds/x.tsx', '../../shared/ui'],
    ]) {
      expect({ from, messages: await restrictedImports(snippet(from!), file!) }).toEqual({
        from,
        messages: [],
      });
    }
  }, 60_000);
});
