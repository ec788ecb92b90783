import { COMPANY_PAGE_SIZE, type Company } from '@fxdesk/contract';
import { and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { readSetting } from '../settings/index.js';

export type CompanyRow = typeof companies.$inferSelect;

/** SPEC §3 company fields, as clients see them. */
export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    url: row.url,
    subject: row.subject,
    registered_address: row.registeredAddress,
    location: row.location,
    email: row.email,
  };
}

/** A user-typed search term as an ILIKE pattern body: % _ and \\ match themselves (escaped). */
export const likeLiteral = (q: string) => q.replace(/[%_\\]/g, '\\$&');

/**
 * Published companies whose name contains `name` (any case), the broker first, then by name:
 * drafts never reach a client.
 */
export async function searchPublished(db: DbOrTx, name: string, page: number) {
  const where = and(
    eq(companies.published, 1),
    name ? ilike(companies.name, `%${likeLiteral(name)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.isSelf), asc(companies.name), asc(companies.id))
      .limit(COMPANY_PAGE_SIZE)
      .offset((page - 1) * COMPANY_PAGE_SIZE),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { data: rows.map(toCompany), total: total?.n ?? 0 };
}

/** One published company, or undefined (unknown and unpublished look the same). */
export async function findPublished(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.published, 1)));
  return row;
}

/**
 * Where complaints are mailed: the `compliance_email` setting, else the broker's own contact
 * e-mail; '' when neither is set.
 */
export async function complianceAddress(db: DbOrTx): Promise<string> {
  const configured = await readSetting(db, 'compliance_email');
  if (configured) return configured;
  const [self] = await db.select({ email: companies.email }).from(companies).where(eq(companies.isSelf, 1));
  return self?.email ?? '';
}

/** The broker's own company profile (the one row with is_self = 1), if set up. */
export async function ownCompany(db: DbOrTx): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.isSelf, 1)).limit(1);
  return row;
}
