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

/**
 * SPEC §7: the API lives on the page host with its subdomain replaced by `api`
 * (www.broker.com and pc.broker.com → api.broker.com, broker.com → api.broker.com).
 * On localhost or an IP address the API is the page's own origin, which is how the dev proxy
 * and the all-in-one server (`npm start`) work. Returns '' for same origin.
 * A build can pin the address with VITE_API_BASE_URL: an origin, or `same-origin` for a
 * single-host deployment where the server also serves this client.
 */
export function apiBaseUrl(location: PageLocation, override?: string): string {
  if (override === 'same-origin') return '';
  if (override) return override.replace(/\/+$/, '');
  const { protocol, hostname, port } = location;
  if (isLocalHost(hostname)) return '';
  const labels = hostname.split('.');
  const apiHost = labels.length > 2 ? ['api', ...labels.slice(1)].join('.') : `api.${hostname}`;
  return `${protocol}//${apiHost}${port ? `:${port}` : ''}`;
}
