import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges, withdrawals, withdrawMethods } from '../src/db/schema.js';
import { SANDBOX_APPROVE } from '../src/modules/funds/card-provider.js';
import { fundsKit } from './funds-helpers.js';
import { body, buildTestApp, imageUpload, postForm, type TestApp } from './helper.js';
import { demoUser } from './trading-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CARD_PROVIDER: 'sandbox' } });
});
afterAll(() => t.close());

const { PNG, realUser, upload, get, trc20, written: kitWritten } = fundsKit(() => t);

const form = (url: string, fields: Record<string, string | number>): InjectOptions => ({
  method: 'POST',
  url,
  payload: new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

function multipartPng(): InjectOptions {
  return { method: 'POST', url: '/api/common/image_upload', ...imageUpload(PNG) };
}

/** Everything a funds call could write: rows of the three tables and the uploaded files. */
const written = () => kitWritten({ charges, withdrawals, methods: withdrawMethods });

describe('demo accounts (SPEC §6): every funds call is refused on the server', () => {
  it('answers "only real account" on every client funds route (draw by GET and POST, image upload), input otherwise valid, writing nothing', async () => {
    // Real references, so a route that forgot the gate would act (and this test would see it).
    const real = await realUser();
    const { url: proof } = (await upload(real.token, PNG)).data;
    const trc = await trc20(real);
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const method = body<{ id: number }>(
      await postForm(
        t.app,
        '/api/wallet/bind_draw_method',
        { type: 1, draw_id: trc.id, dc_address: address },
        real.h,
      ),
    ).data.id;
    const wire = (await get<{ id: number }[]>('/api/quickCharge/wire_info?bank_coin=USD', real.h)).data[0]!
      .id;
    const draw = { draw_currency_id: trc.id, number: '20', memo: '', draw_method_id: method };
    const proofImg = encodeURIComponent(proof);

    const calls: [string, InjectOptions][] = [
      ['info', { url: '/api/quickCharge/info' }],
      ['symbols', { url: '/api/quickCharge/symbols' }],
      ['wire_info', { url: '/api/quickCharge/wire_info?bank_coin=USD' }],
      ['submit', { url: `/api/quickCharge/submit?number=50&proofImg=${proofImg}&charge_id=1` }],
      [
        'wire_submit',
        { url: `/api/quickCharge/wire_submit?number=500&proofImg=${proofImg}&wire_id=${wire}` },
      ],
      [
        'card_submit',
        form('/api/quickCharge/card_submit', {
          number: '100',
          card_number: SANDBOX_APPROVE,
          exp: '12/30',
          cvc: '123',
          holder: 'Demo Trader',
        }),
      ],
      ['quick_ist', { url: '/api/quickCharge/quick_ist?page=1' }],
      ['draw_symbol_list', { url: '/api/account/draw_symbol_list?type=1' }],
      ['draw (POST)', form('/api/account/draw', draw)],
      [
        'draw (GET)',
        {
          url: `/api/account/draw?${new URLSearchParams(Object.entries(draw).map(([k, v]): [string, string] => [k, String(v)]))}`,
        },
      ],
      ['draw_list', { url: '/api/account/draw_list?page=1' }],
      ['get_draw_method', { url: '/api/wallet/get_draw_method?draw_type=1' }],
      [
        'bind_draw_method',
        form('/api/wallet/bind_draw_method', { type: 1, draw_id: trc.id, dc_address: address }),
      ],
      ['del_draw_method', form('/api/wallet/del_draw_method', { id: method })],
      ['image_upload', multipartPng()],
    ];
    const demo = await demoUser(t);
    const before = await written();
    for (const [name, options] of calls) {
      const res = body(
        await t.app.inject({
          ...options,
          headers: { ...(options.headers as Record<string, string>), authorization: demo.token, lang: 'en' },
        }),
      );
      expect({ name, code: res.code, msg: res.msg }).toEqual({
        name,
        code: 1109,
        msg: 'Please register or log in to a real account',
      });
    }
    expect(await written()).toEqual(before);
    // The real user's method is still there: the demo delete did nothing.
    expect(
      (await get<{ id: number }[]>('/api/wallet/get_draw_method?draw_type=1', real.h)).data.map((m) => m.id),
    ).toEqual([method]);
  });
});
