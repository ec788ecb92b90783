import { describe, expect, it } from 'vitest';
import { announcedApiBase, apiBaseUrl, isLocalHost } from './base-url';

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

  it('a page served by the all-in-one server uses its own origin on a real hostname', () => {
    expect(apiBaseUrl(at('app.example.com'), undefined, 'same-origin')).toBe('');
    expect(apiBaseUrl(at('app.example.com'), undefined, undefined)).toBe('https://api.example.com');
    // An explicit build-time address still wins.
    expect(apiBaseUrl(at('app.example.com'), 'https://gw.example.net', 'same-origin')).toBe(
      'https://gw.example.net',
    );
  });

  it('reads the announcement from the fxdesk-api meta tag of the page', () => {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'fxdesk-api');
    meta.setAttribute('content', 'same-origin');
    document.head.append(meta);
    try {
      expect(announcedApiBase()).toBe('same-origin');
      expect(apiBaseUrl(at('trade.broker.com'))).toBe('');
    } finally {
      meta.remove();
    }
    expect(announcedApiBase()).toBeUndefined();
    expect(apiBaseUrl(at('trade.broker.com'))).toBe('https://api.broker.com');
  });
});
