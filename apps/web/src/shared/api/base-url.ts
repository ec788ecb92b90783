export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** localhost, *.localhost, IPv4/IPv6 literals and single-label hosts have no subdomain to swap. */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (IPV4.test(host)) return true;
  if (host.includes(':') || host.startsWith('[')) return true;
  return !host.includes('.');
}

/** The meta tag the all-in-one server puts in the page it serves (apps/server http/web-static). */
export const API_META_NAME = 'fxdesk-api';

/** The API address the serving page announces, if any: `same-origin` from the all-in-one server. */
export function announcedApiBase(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document) {
  return doc?.querySelector(`meta[name="${API_META_NAME}"]`)?.getAttribute('content')?.trim() || undefined;
}

/**
 * SPEC §7: the API lives on the page host with its subdomain replaced by `api`
 * (www.broker.com and pc.broker.com → api.broker.com, broker.com → api.broker.com).
 * On localhost or an IP address the API is the page's own origin, which is how the dev proxy
 * works. Returns '' for same origin. In order:
 * - a build can pin the address with VITE_API_BASE_URL: an origin, or `same-origin`;
 * - a page served by the all-in-one server (`npm start`) carries
 *   `<meta name="fxdesk-api" content="same-origin">`, so it works on any hostname unrebuilt;
 * - then the localhost and subdomain rules.
 */
export function apiBaseUrl(
  location: PageLocation,
  override?: string,
  announced: string | undefined = announcedApiBase(),
): string {
  if (override === 'same-origin') return '';
  if (override) return override.replace(/\/+$/, '');
  if (announced === 'same-origin') return '';
  const { protocol, hostname, port } = location;
  if (isLocalHost(hostname)) return '';
  const labels = hostname.split('.');
  const apiHost = labels.length > 2 ? ['api', ...labels.slice(1)].join('.') : `api.${hostname}`;
  return `${protocol}//${apiHost}${port ? `:${port}` : ''}`;
}
