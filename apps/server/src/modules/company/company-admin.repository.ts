import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { newestFirstPage } from '../../db/paging.js';
import { companies, companyComplaints, users } from '../../db/schema.js';
import { likeLiteral, type CompanyRow } from './company.repository.js';

export type CompanyInsert = Omit<typeof companies.$inferInsert, 'id'>;
export type CompanyPatch = Partial<CompanyInsert>;

/** Directory companies, drafts included, the broker first then newest: one page and the total. */
export async function companyPage(
  db: DbOrTx,
  filter: { q?: string | undefined; published?: string | undefined },
  limit: number,
  offset: number,
) {
  const where: SQL | undefined = and(
    filter.q ? ilike(companies.name, `%${likeLiteral(filter.q)}%`) : undefined,
    filter.published ? eq(companies.published, Number(filter.published)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.isSelf), desc(companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { data: rows, total: total?.n ?? 0 };
}

export async function companyById(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row;
}

/** The company's row, locked for the rest of the transaction. */
export async function lockCompany(db: DbOrTx, id: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
  return row;
}

export async function insertCompany(db: DbOrTx, values: CompanyInsert): Promise<CompanyRow> {
  const [created] = await db.insert(companies).values(values).returning();
  if (!created) throw new Error('company insert returned nothing');
  return created;
}

export async function updateCompanyRow(
  db: DbOrTx,
  id: number,
  patch: CompanyPatch,
): Promise<CompanyRow | undefined> {
  const [row] = await db.update(companies).set(patch).where(eq(companies.id, id)).returning();
  return row;
}

/** Complaints about directory companies (of one company, if given), newest first, and the total. */
export async function complaintPage(
  db: DbOrTx,
  companyId: number | undefined,
  limit: number,
  offset: number,
) {
  const where = companyId ? eq(companyComplaints.companyId, companyId) : undefined;
  const { rows, total } = await newestFirstPage(
    db,
    companyComplaints,
    where,
    limit,
    offset,
    db
      .select({
        id: companyComplaints.id,
        companyId: companyComplaints.companyId,
        companyName: companies.name,
        userId: companyComplaints.userId,
        uid: users.uid,
        subject: companyComplaints.subject,
        content: companyComplaints.content,
        contact: companyComplaints.contact,
        mailedTo: companyComplaints.mailedTo,
        ip: companyComplaints.ip,
        createdAt: companyComplaints.createdAt,
      })
      .from(companyComplaints)
      .innerJoin(companies, eq(companies.id, companyComplaints.companyId))
      .innerJoin(users, eq(users.id, companyComplaints.userId))
      .$dynamic(),
  );
  return { data: rows, total };
}
