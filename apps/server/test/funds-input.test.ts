import { describe, expect, it } from 'vitest';
import { ledgerEntries, withdrawals, withdrawMethods } from '../src/db/schema.js';
import { fundsKit } from './funds-helpers.js';
import { body, postForm, type TestApp, withTestApp } from './helper.js';

let t: TestApp;
withTestApp((app) => (t = app));

const { funded, get, account, confirmMethod, written: kitWritten } = fundsKit(() => t);

/** Everything a withdrawal call could write: rows of the three tables and the uploaded files. */
const written = () => kitWritten({ withdrawals, methods: withdrawMethods, ledger: ledgerEntries });

interface Currency {
  id: number;
  code: string;
  protocol: string;
}

/** A funded real user with a bound TRC20 address and a bound-then-deleted one. */
async function setUp() {
  const u = await funded('500');
  const coins = (await get<Currency[]>('/api/account/draw_symbol_list?type=1', u.h)).data;
  const banks = (await get<Currency[]>('/api/account/draw_symbol_list?type=2', u.h)).data;
  const trc = coins.find((c) => c.protocol === 'TRC20')!;
  const bind = async () =>
    body<{ id: number }>(
      await postForm(
        t.app,
        '/api/wallet/bind_draw_method',
        { type: 1, draw_id: trc.id, dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        u.h,
      ),
    ).data.id;
  const methodId = await bind();
  // Confirmed with the e-mailed code (issue 14), so the amount checks are what refuses below.
  expect((await confirmMethod(u, methodId)).code).toBe(1);
  const deletedId = await bind();
  expect(body(await postForm(t.app, '/api/wallet/del_draw_method', { id: deletedId }, u.h)).code).toBe(1);
  return { u, trc, usd: banks.find((c) => c.code === 'USD')!, methodId, deletedId };
}

describe('bad withdrawal input: a clear error and nothing written (DESIGN §6)', () => {
  it('amounts -5, 0, abc, NaN, 1e9, 99999999; unknown currency; unknown or deleted method', async () => {
    const { u, trc, methodId, deletedId } = await setUp();
    const before = await written();
    const balance = await account(u.id);
    const cases: [string, Record<string, string | number>, number][] = [
      ['-5', { number: '-5' }, 1001],
      ['0', { number: '0' }, 1001],
      ['abc', { number: 'abc' }, 1001],
      ['NaN', { number: 'NaN' }, 1001],
      ['1e9', { number: '1e9' }, 1001],
      ['99999999', { number: '99999999' }, 1404],
      ['unknown currency', { draw_currency_id: 9999 }, 1400],
      ['unknown method', { draw_method_id: 9999 }, 1403],
      ['deleted method', { draw_method_id: deletedId }, 1403],
    ];
    for (const [name, change, code] of cases) {
      const fields = { draw_currency_id: trc.id, number: '20', draw_method_id: methodId, ...change };
      const res = body(await postForm(t.app, '/api/account/draw', fields, u.h));
      expect({ name, code: res.code }).toEqual({ name, code });
      expect(res.msg).not.toMatch(/error|exception|undefined|null/i);
      expect({ name, written: await written() }).toEqual({ name, written: before });
    }
    expect(await account(u.id)).toEqual(balance);
    // The same request with good input goes through: the refusals were about the input.
    const good = body(
      await postForm(
        t.app,
        '/api/account/draw',
        { draw_currency_id: trc.id, number: '20', draw_method_id: methodId },
        u.h,
      ),
    );
    expect(good.code).toBe(1);
  });

  it('bind with a type that does not match the currency, or an unknown currency', async () => {
    const { u, trc, usd } = await setUp();
    const before = await written();
    const bank = {
      bank_name: 'First Example Bank',
      bank_address: '10 Market Street',
      bank_swift: 'FEXBUS33',
      payee_name: 'Alex Morgan',
      payee_account: '123456789',
    };
    const cases: [string, Record<string, string | number>, number][] = [
      [
        'coin type, bank currency',
        { type: 1, draw_id: usd.id, dc_address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
        1400,
      ],
      ['bank type, coin currency', { type: 2, draw_id: trc.id, ...bank }, 1400],
      ['unknown currency', { type: 2, draw_id: 9999, ...bank }, 1400],
      ['unknown type', { type: 3, draw_id: usd.id, ...bank }, 1001],
    ];
    for (const [name, fields, code] of cases) {
      const res = body(await postForm(t.app, '/api/wallet/bind_draw_method', fields, u.h));
      expect({ name, code: res.code }).toEqual({ name, code });
      expect({ name, written: await written() }).toEqual({ name, written: before });
    }
  });
});
