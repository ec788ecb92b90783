import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import { accounts, kycSubmissions } from '../src/db/schema.js';
import { body, imageUpload, postForm, registerClient, type TestApp } from './helper.js';
import { expectLedgerMatchesAccount } from './ledger-helpers.js';

/** The smallest PNG header: the upload route sniffs the bytes, not the name. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** The TRC20 address the withdrawal tests bind (a well-formed one: the bind route checks the form). */
const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
let seq = 0;

/**
 * Helpers of the funds API tests, over the file's app (read lazily: it is built in beforeAll):
 * real users registered through the outbox, uploads, calls, balances and the ledger invariant.
 */
export function fundsKit(app: () => TestApp) {
  const t = {
    get app() {
      return app().app;
    },
    get ctx() {
      return app().ctx;
    },
    lastCode: (email: string) => app().lastCode(email),
  };

  /**
   * A registered real client. Withdrawals need a certified account by default (setting
   * withdraw_requires_kyc), so the funds tests' clients are certified unless asked otherwise.
   */
  async function realUser(
    options: { certified?: boolean } = {},
  ): Promise<{ token: string; id: number; email: string; h: Record<string, string> }> {
    const { id, token, email } = await registerClient(
      t,
      `funds${++seq}_${Date.now()}@example.com`,
      'funds pass 1',
    );
    if (options.certified ?? true) await certify(t, id);
    return { token, id, email, h: { authorization: token, lang: 'en' } };
  }

  async function upload(token: string, bytes: Buffer, filename = 'proof.png') {
    const { payload, headers } = imageUpload(bytes, filename);
    return body<{ url: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/common/image_upload',
        payload,
        headers: { authorization: token, ...headers },
      }),
    );
  }

  const get = async <T = unknown>(url: string, h: Record<string, string>) =>
    body<T>(await t.app.inject({ url, headers: h }));

  async function account(userId: number) {
    const [row] = await t.ctx.db.select().from(accounts).where(eq(accounts.userId, userId));
    return { balance: Number(row!.balance), lock: Number(row!.lockBalance) };
  }

  /** DESIGN §6: Σ entries = balance and Σ lock entries = lock_balance. */
  const expectLedger = async (userId: number) => {
    await expectLedgerMatchesAccount(t, userId);
  };

  /** Claims a coin deposit of `amount` on the first channel with a newly uploaded proof: the answer. */
  async function claimDeposit(u: { token: string; h: Record<string, string> }, amount: string) {
    const { url } = (await upload(u.token, PNG)).data;
    const channels = (await get<{ id: number; protocol_code: string }[]>('/api/quickCharge/info', u.h)).data;
    return get<{ id: number }>(
      `/api/quickCharge/submit?number=${amount}&proofImg=${encodeURIComponent(url)}&charge_id=${channels[0]!.id}`,
      u.h,
    );
  }

  async function funded(amount: string) {
    const u = await realUser();
    const sub = await claimDeposit(u, amount);
    expect(sub.code).toBe(1);
    await t.ctx.deposits.approve(sub.data.id, amount, 'finance@test');
    return u;
  }

  type Client = { h: Record<string, string>; email?: string };

  /** Confirms a bound method with the code e-mailed to the client (issue 14). */
  const confirmMethod = async (u: Client & { email: string }, id: number) => {
    const code = await t.lastCode(u.email);
    return body(await postForm(t.app, '/api/wallet/confirm_draw_method', { id, code }, u.h));
  };

  /**
   * Binds a coin address as the client's withdrawal method (SPEC §7 bind_draw_method, type 1)
   * and, for a client whose e-mail is known, confirms it with the e-mailed code.
   */
  const bindCoin = async (u: Client, currencyId: number, address: string) => {
    const bound = body<{ id: number }>(
      await postForm(
        t.app,
        '/api/wallet/bind_draw_method',
        { type: 1, draw_id: currencyId, dc_address: address },
        u.h,
      ),
    );
    if (bound.code === 1 && u.email)
      expect((await confirmMethod({ ...u, email: u.email }, bound.data.id)).code).toBe(1);
    return bound;
  };

  /** The USDT TRC20 coin among the withdraw currencies the client is offered (SPEC §7 draw_symbol_list, type 1). */
  const trc20 = async (u: Client) =>
    (await get<{ id: number; protocol: string }[]>('/api/account/draw_symbol_list?type=1', u.h)).data.find(
      (c) => c.protocol === 'TRC20',
    )!;

  /** Binds (and, as `bindCoin` does, confirms) TRC20_ADDRESS as the client's withdrawal method. */
  const bindTrc20 = async (u: Client) => {
    const currency = await trc20(u);
    return { currency, method: await bindCoin(u, currency.id, TRC20_ADDRESS) };
  };

  /**
   * The row counts of `tables` (by the names given) and the uploaded file names: what a refused
   * call must leave as it found it.
   */
  async function written(tables: Record<string, PgTable>) {
    const rows: Record<string, number | undefined> = {};
    for (const [name, table] of Object.entries(tables))
      rows[name] = (await t.ctx.db.select({ n: count() }).from(table))[0]?.n;
    const dir = path.join(t.ctx.config.dataDir, 'uploads');
    return { ...rows, uploads: fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [] };
  }

  /** Requests a withdrawal (SPEC §7 account/draw). */
  const draw = async <T = { id: number }>(u: Client, fields: Record<string, string | number>) =>
    body<T>(await postForm(t.app, '/api/account/draw', fields, u.h));

  /**
   * `times` withdrawals of `number` each to a freshly bound TRC20 method, all sent at once (the
   * race the caps and the balance lock must win): the code of each answer.
   */
  async function drawAtOnce(u: Client, times: number, number: string) {
    const { currency, method } = await bindTrc20(u);
    const fields = { draw_currency_id: currency.id, number, draw_method_id: method.data.id };
    const results = await Promise.all(
      Array.from({ length: times }, () => postForm(t.app, '/api/account/draw', fields, u.h)),
    );
    return results.map((r) => body(r).code);
  }

  return {
    PNG,
    realUser,
    upload,
    get,
    account,
    expectLedger,
    claimDeposit,
    funded,
    bindCoin,
    trc20,
    bindTrc20,
    confirmMethod,
    draw,
    drawAtOnce,
    written,
  };
}

/** Records an approved real-name verification for the client, as the back office would. */
export async function certify(t: { ctx: Pick<TestApp['ctx'], 'db'> }, userId: number): Promise<void> {
  await t.ctx.db.insert(kycSubmissions).values({
    userId,
    name: 'Test Client',
    cardId: 'T1234567',
    frontPic: '/uploads/' + 'f'.repeat(32) + '.png',
    reversePic: '/uploads/' + 'e'.repeat(32) + '.png',
    status: 2,
    reviewedBy: 'test',
  });
}

/**
 * A coin deposit of `amount` USD the client has submitted (channel 1), waiting for review;
 * `proof` is the letter of its receipt's upload name, so each test's receipt is its own.
 */
export function coinDepositSubmitted(
  t: { ctx: Pick<TestApp['ctx'], 'deposits'> },
  userId: number,
  amount: string,
  proof: string,
) {
  return t.ctx.deposits.submitCoin(userId, {
    number: amount,
    proofImg: '/uploads/' + proof.repeat(32) + '.png',
    address: '',
    charge_id: 1,
  });
}
