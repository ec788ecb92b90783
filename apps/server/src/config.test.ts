import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration (DESIGN §2)', () => {
  it('defaults to the embedded database on port 8080 with the outbox', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.mailTransport).toBe('outbox');
    expect(config.dataDir).toMatch(/data$/);
  });

  it('lists every bad variable at once, naming each', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        ROLE: 'api',
        MAIL_TRANSPORT: 'smtp',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL']) expect(problems).toContain(name);
      expect(problems).toContain('"eighty"');
    }
  });

  it('requires SMTP_URL for the smtp transport and a database for scaled-out roles', () => {
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ROLE: 'engine' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mailTransport).toBe('smtp');
  });

  it('never echoes secrets in the message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 's3cret!' })).toThrow(ConfigError);
    try {
      loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 's3cret!' });
    } catch (error) {
      expect((error as Error).message).not.toContain('s3cret!');
    }
  });

  it('CORS_ORIGINS is an allow-list of origins, empty by default', () => {
    expect(loadConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/' }).CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['app.example.com', 'https://app.example.com/path', 'ftp://x.example', '*'])
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
  });

  it('SMS_WEBHOOK_URL must be an http(s) URL', () => {
    expect(loadConfig({ SMS_WEBHOOK_URL: 'https://sms.example.com/send' }).SMS_WEBHOOK_URL).toBe(
      'https://sms.example.com/send',
    );
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'sms.example.com' })).toThrow(/SMS_WEBHOOK_URL/);
  });
});
