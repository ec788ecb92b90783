import { COMPANY_COOKIE } from '@fxdesk/contract';

/**
 * SPEC §9: a `company_id` in the page's address is kept in a cookie for three years and sent
 * with the registration. The id may sit in the real query (`/?company_id=7#/register`) or in the
 * hash route's query (`/#/register?company_id=7`); only a strict positive id is kept.
 */
const STRICT_ID = /^[1-9]\d{0,9}$/;

function queryOf(text: string): URLSearchParams {
  const at = text.indexOf('?');
  return new URLSearchParams(at >= 0 ? text.slice(at + 1) : '');
}

/** The company id a page address carries, if any (the hash route's query wins). */
export function companyIdInAddress(location: Pick<Location, 'search' | 'hash'>): string | undefined {
  for (const query of [queryOf(location.hash), queryOf(location.search)]) {
    const value = query.get(COMPANY_COOKIE.name)?.trim();
    if (value && STRICT_ID.test(value) && Number(value) <= 2_147_483_647) return value;
  }
  return undefined;
}

export function readCompanyCookie(doc: Pick<Document, 'cookie'> = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== COMPANY_COOKIE.name) continue;
    const value = decodeURIComponent(rest.join('=').trim());
    return STRICT_ID.test(value) ? value : undefined;
  }
  return undefined;
}

export function writeCompanyCookie(
  id: string,
  doc: Pick<Document, 'cookie'> = document,
  secure = false,
): void {
  doc.cookie = `${COMPANY_COOKIE.name}=${encodeURIComponent(id)}; Max-Age=${COMPANY_COOKIE.maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearCompanyCookie(doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = `${COMPANY_COOKIE.name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** Keeps the company id of the current address, if it carries one (a newer link replaces an older one). */
export function captureCompanyId(
  location: Pick<Location, 'search' | 'hash' | 'protocol'> = window.location,
): void {
  const id = companyIdInAddress(location);
  if (id && id !== readCompanyCookie()) writeCompanyCookie(id, document, location.protocol === 'https:');
}
