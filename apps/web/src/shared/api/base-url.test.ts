import { describe, expect, it } from 'vitest';
import { apiBaseUrl, isLocalHost } from './base-url';

const at = (hostname: string, protocol = 'https:', port = '') => ({ hostname, protocol, port });

describe('API base address (SPEC §7)', () => {
  it('replaces the subdomain by api', () => {
    expect(apiBaseUrl(at('www.broker.com'))).toBe('https://api.broker.com');
    expect(apiBaseUrl(at('pc.broker.com'))).toBe('https://api.broker.com');
    expect(apiBaseUrl(at('m.trade.broker.co'))).toBe('https://api.trade.broker.co');
  });

  it('adds api to a bare domain', () => {
    expect(apiBaseUrl(at('broker.com', 'http:', '8443'))).toBe('http://api.broker.com:8443');
  });

  it('uses the same origin on localhost and IP addresses', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '192.168.1.20',
      '[::1]',
      '::1',
      'fxdesk',
    ]) {
      expect(isLocalHost(host)).toBe(true);
      expect(apiBaseUrl(at(host, 'http:', '8080'))).toBe('');
    }
  });

  it('honours an explicit override', () => {
    expect(apiBaseUrl(at('www.broker.com'), 'https://gateway.example.net/')).toBe(
      'https://gateway.example.net',
    );
  });
});
