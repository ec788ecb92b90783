import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { verificationCodes } from '../src/db/schema.js';
import { WebhookSmsSender } from '../src/modules/notify/sms-webhook.js';
import type { MessageTransport } from '../src/modules/notify/transport.js';
import { createTransport, smsDeliveryWarning } from '../src/modules/notify/wiring.js';
import { body, buildTestApp, hongKongAreaId, postForm, type TestApp } from './helper.js';

interface Received {
  to: string;
  raw: string;
}

/** A loopback SMTP server that keeps what it receives. */
async function startSmtp(): Promise<{ server: SMTPServer; port: number; mails: Received[] }> {
  const mails: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}

/** A loopback SMS webhook; `status` is what it answers. */
async function startWebhook() {
  const calls: { contentType: string | undefined; body: { to: string; text: string } }[] = [];
  const state = { status: 200 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({
        contentType: req.headers['content-type'],
        body: JSON.parse(raw) as { to: string; text: string },
      });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, calls, state };
}

let seq = 0;
const freshEmail = () => `deliver${++seq}_${Date.now()}@example.com`;
const codeIn = (text: string) => text.match(/\b\d{6}\b/)?.[0];

/** Asks for an SMS code to `number` (SPEC §7 send_sms, type 1): the answer. */
const sendSms = async (t: TestApp, number: string, areaId: number) =>
  body(await postForm(t.app, '/api/notify/send_sms', { to: number, area_id: areaId, type: 1 }));

/** Registers `account` with the code the test read from where it was delivered (SPEC §7 register): the answer. */
async function register(
  t: TestApp,
  account: Record<string, string | number>,
  password: string,
  code: string,
) {
  const fields = { ...account, password, re_password: password, sms_code: code };
  return body(await postForm(t.app, '/api/user/register', fields));
}

describe('the outbox (default transport, DESIGN §7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes each mail as an .eml file and each SMS as a .txt file under $DATA_DIR/outbox/', async () => {
    const email = freshEmail();
    expect(body(await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
    const dir = path.join(t.ctx.config.dataDir, 'outbox');
    const mailFile = fs.readdirSync(dir).find((f) => f.endsWith('.eml') && f.includes(email));
    expect(mailFile).toBeDefined();
    const eml = fs.readFileSync(path.join(dir, mailFile!), 'utf8');
    expect(eml).toContain(`To: ${email}`);
    expect(codeIn(eml)).toBe(await t.lastCode(email));

    const hk = await hongKongAreaId(t);
    const number = `5${String(Date.now()).slice(-7)}`;
    expect((await sendSms(t, number, hk)).code).toBe(1);
    const smsFile = fs.readdirSync(dir).find((f) => f.endsWith('.txt') && f.includes(number));
    expect(smsFile).toBeDefined();
    expect(codeIn(fs.readFileSync(path.join(dir, smsFile!), 'utf8'))).toBe(await t.lastCode(`+852${number}`));
  });
});

describe('SMTP and SMS webhook delivery (SMTP_URL, SMS_WEBHOOK_URL)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let configured: MessageTransport | undefined;
  beforeAll(async () => {
    smtp = await startSmtp();
    hook = await startWebhook();
    // The app is built first (it makes the database); the configured transport is wired in next.
    t = await buildTestApp({
      transport: {
        sendMail: (m) => configured!.sendMail(m),
        sendSms: (m) => configured!.sendSms(m),
      },
    });
    const config = loadConfig({
      DATA_DIR: t.ctx.config.dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMS_WEBHOOK_URL: hook.url,
      LOG_LEVEL: 'silent',
    });
    configured = createTransport(config, t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await new Promise<void>((resolve) => hook.server.close(() => resolve()));
  });

  it('delivers the register code by SMTP, not to the outbox, and the code registers', async () => {
    const email = freshEmail();
    expect(body(await postForm(t.app, '/api/notify/send_email', { to: email, type: 1 })).code).toBe(1);
    const mail = smtp.mails.find((m) => m.to === email);
    expect(mail?.raw).toMatch(/^From: .*no-reply@fxdesk\.local/m);
    const code = codeIn(
      mail!.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    );
    expect(code).toMatch(/^\d{6}$/);
    expect(await t.lastMessage(email)).toBeUndefined();
    const reg = await register(t, { type: 1, account: email }, 'smtp pass 123', code!);
    expect(reg.code).toBe(1);
  });

  it('posts the SMS code as JSON {to, text} to the webhook', async () => {
    const hk = await hongKongAreaId(t);
    const number = `7${String(Date.now()).slice(-7)}`;
    expect((await sendSms(t, number, hk)).code).toBe(1);
    const call = hook.calls.find((c) => c.body.to === `+852${number}`);
    expect(call?.contentType).toMatch(/application\/json/);
    expect(Object.keys(call!.body).sort()).toEqual(['text', 'to']);
    const code = codeIn(call!.body.text);
    expect(await t.lastMessage(`+852${number}`)).toBeUndefined();
    const reg = await register(t, { type: 2, area_id: hk, mobile: number }, 'sms pass 1234', code!);
    expect(reg.code).toBe(1);
  });

  it('a webhook that refuses fails the send visibly instead of pretending', async () => {
    hook.state.status = 500;
    try {
      await expect(new WebhookSmsSender(hook.url).sendSms({ to: '+85290000000', text: 'x' })).rejects.toThrow(
        /HTTP 500/,
      );
      const hk = await hongKongAreaId(t);
      const res = await sendSms(t, '90000001', hk);
      expect(res.code).not.toBe(1);
      // Nothing was delivered: no code is left to guess, and the user may ask again at once.
      const left = await t.ctx.db
        .select()
        .from(verificationCodes)
        .where(eq(verificationCodes.target, '+85290000001'));
      expect(left).toEqual([]);
      hook.state.status = 200;
      const retry = await sendSms(t, '90000001', hk);
      expect(retry.code).toBe(1);
      expect(hook.calls.some((c) => c.body.to === '+85290000001')).toBe(true);
    } finally {
      hook.state.status = 200;
    }
  });
});

describe('start-up warning when mobile sign-up has no SMS provider', () => {
  it('warns with is_show_mobile = 1 and SMS to the outbox, not otherwise', () => {
    const outboxOnly = loadConfig({ DATA_DIR: '/tmp/fx' });
    expect(smsDeliveryWarning(outboxOnly, 1)).toMatch(/SMS_WEBHOOK_URL/);
    expect(smsDeliveryWarning(outboxOnly, 0)).toBeUndefined();
    const withHook = loadConfig({ DATA_DIR: '/tmp/fx', SMS_WEBHOOK_URL: 'https://sms.example.com/hook' });
    expect(smsDeliveryWarning(withHook, 1)).toBeUndefined();
  });
});
