import { COMPANY_COOKIE, optionalCompanyId } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../errors.js';
import { findPublished } from './company.repository.js';

/** The company_id cookie of SPEC §9 from a request's Cookie header, if it holds a strict id. */
export function companyIdCookie(req: FastifyRequest): number | undefined {
  const header = String(req.headers.cookie ?? '');
  if (header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== COMPANY_COOKIE.name) continue;
    const parsed = optionalCompanyId.safeParse(decodeURIComponent(rest.join('=').trim()));
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}

/**
 * The company a new account is recorded with (SPEC §9). A company_id the client sends in the
 * form is checked: one that names no published company is refused (REGISTER_COMPANY_INVALID),
 * nothing is created, and our client offers to drop it. A cookie alone (spec clients send no
 * field) that names no published company is ignored: the person registering cannot see or fix
 * a cookie, and a stale one must not lock them out of signing up.
 */
export async function signupCompany(
  db: DbOrTx,
  fromForm: number | undefined,
  fromCookie: number | undefined,
): Promise<number | null> {
  if (fromForm !== undefined) {
    if (!(await findPublished(db, fromForm))) throw new AppError('REGISTER_COMPANY_INVALID');
    return fromForm;
  }
  if (fromCookie !== undefined && (await findPublished(db, fromCookie))) return fromCookie;
  return null;
}
