import { describe, expect, it } from 'vitest';
import { type TestApp, withDirectAndProxiedApps } from './helper.js';

/**
 * Security issue, defect 3: over plain HTTP the client must load on any host name, so neither
 * `upgrade-insecure-requests` nor HSTS may be sent; over TLS (directly or behind a trusted
 * proxy) both are.
 */
describe('TLS-only headers', () => {
  let plain: TestApp;
  let proxied: TestApp;
  withDirectAndProxiedApps((direct, behindProxy) => {
    plain = direct;
    proxied = behindProxy;
  });

  const get = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({
      url: '/api/company/getCompanyStatus',
      headers: { host: '192.168.1.20:8080', ...headers },
    });

  it('plain HTTP on a LAN address: no upgrade to https, no HSTS', async () => {
    const res = await get(plain);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('a forged X-Forwarded-Proto is ignored unless the proxy is trusted', async () => {
    const res = await get(plain, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('over TLS behind a trusted proxy: upgrade and HSTS are sent', async () => {
    const res = await get(proxied, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const http = await get(proxied, { 'x-forwarded-proto': 'http' });
    expect(String(http.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
  });
});
