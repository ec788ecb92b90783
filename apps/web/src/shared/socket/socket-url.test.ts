import { describe, expect, it } from 'vitest';
import { socketUrl } from './socket-url';

const at = (hostname: string, protocol = 'https:', port = '') => ({
  hostname,
  protocol,
  port,
  host: port ? `${hostname}:${port}` : hostname,
});

describe('socket address (SPEC §7)', () => {
  it('uses the api subdomain with wss on https', () => {
    expect(socketUrl(at('www.broker.com'))).toBe('wss://api.broker.com/v1/ws');
  });

  it('uses the page host on localhost, ws on http', () => {
    expect(socketUrl(at('localhost', 'http:', '8080'))).toBe('ws://localhost:8080/v1/ws');
  });

  it('follows a pinned API origin', () => {
    expect(socketUrl(at('www.broker.com'), 'https://gw.example.net')).toBe('wss://gw.example.net/v1/ws');
    expect(socketUrl(at('trade.example.org'), 'same-origin')).toBe('wss://trade.example.org/v1/ws');
  });
});
