import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, pairs } from '../src/db/schema.js';
import { adminCall, adminUpload, staffToken } from './admin-helper.js';
import { body, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('instruments: every SPEC §3 pair field is editable, validated and audited', () => {
  it('edits precision, units per lot, category, show code, names (merged) and logo; the public list follows', async () => {
    const risk = await staffToken(t, 'risk');
    const pair = t.ctx.market.pairByCode('USDJPY')!;
    const [before] = await t.ctx.db.select().from(pairs).where(eq(pairs.id, pair.id));
    const res = await adminCall<{
      pricePrecision: number;
      unitsPerLot: string;
      names: Record<string, string>;
    }>(t, risk, 'PUT', `/admin/api/instruments/${pair.id}`, {
      pricePrecision: 2,
      unitsPerLot: '50000',
      categoryId: 2,
      showCode: 'USD/JPY.m',
      names: { en: 'Dollar / Yen (mini)' },
      logo: '/logos/USDJPY.svg',
    });
    expect(res.code).toBe(1);
    expect(res.data.pricePrecision).toBe(2);
    expect(Number(res.data.unitsPerLot)).toBe(50000);
    // A names patch keeps the other languages.
    expect(res.data.names.en).toBe('Dollar / Yen (mini)');
    expect(res.data.names.hk).toBe(before!.names.hk);
    expect(t.ctx.market.pairById(pair.id)?.pricePrecision).toBe(2);
    const list = body<{ ShowCode: string; CategoryId?: number }[]>(
      await t.app.inject({ url: '/v1/api/forex/trade_list?searchCurrency=USDJPY', headers: { lang: 'en' } }),
    );
    expect(list.data[0]?.ShowCode).toBe('USD/JPY.m');
    const [row] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'instrument.changed'))
      .orderBy(auditLog.id);
    expect(row).toMatchObject({ targetId: 'USDJPY', before: { pricePrecision: before!.pricePrecision } });
  });

  it('refuses an unknown category, a script logo, zero units per lot or a foreign language key, changing nothing', async () => {
    const risk = await staffToken(t, 'risk');
    const pair = t.ctx.market.pairByCode('AUDUSD')!;
    const [before] = await t.ctx.db.select().from(pairs).where(eq(pairs.id, pair.id));
    for (const payload of [
      { categoryId: 9999 },
      { logo: 'javascript:alert(1)' },
      { logo: '//evil.example/x.png' },
      { unitsPerLot: '0' },
      { pricePrecision: 9 },
      { names: { xx: 'Unknown language' } },
      { showCode: '<b>' },
    ]) {
      const res = await adminCall(t, risk, 'PUT', `/admin/api/instruments/${pair.id}`, payload);
      expect({ payload, code: res.code }).toEqual({ payload, code: 1001 });
    }
    const [after] = await t.ctx.db.select().from(pairs).where(eq(pairs.id, pair.id));
    expect(after).toEqual(before);
  });

  it('a staff member uploads a logo image (checked by content) and sets it on a pair', async () => {
    const risk = await staffToken(t, 'risk');
    const up = await adminUpload(t, risk, '/admin/api/uploads', PNG);
    expect(up.code).toBe(1);
    expect(up.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: up.data.url });
    expect(served.statusCode).toBe(200);
    const fake = await adminUpload(t, risk, '/admin/api/uploads', Buffer.from('<svg onload=alert(1)>'));
    expect(fake.code).toBe(1407);
    const pair = t.ctx.market.pairByCode('EURUSD')!;
    const set = await adminCall<{ logo: string }>(t, risk, 'PUT', `/admin/api/instruments/${pair.id}`, {
      logo: up.data.url,
    });
    expect(set.data.logo).toBe(up.data.url);
    const support = await staffToken(t, 'support');
    const refused = await adminUpload(t, support, '/admin/api/uploads', PNG);
    expect(refused.code).toBe(1502);
  });
});
