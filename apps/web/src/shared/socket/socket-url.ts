import { apiBaseUrl, type PageLocation } from '../api/base-url';

/**
 * SPEC §7: the socket lives at /v1/ws on the API host — the page's own host on localhost, an
 * IP or a same-origin build, the `api` subdomain otherwise — with ws: or wss: following http(s).
 */
export function socketUrl(location: PageLocation & { host: string }, override?: string): string {
  const base = apiBaseUrl(location, override);
  const origin = base || `${location.protocol}//${location.host}`;
  return `${origin.replace(/^http/, 'ws')}/v1/ws`;
}
