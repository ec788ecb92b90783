import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { createdAt, link } from './columns.js';

/**
 * "Complain about this company" (company-directory mode): each complaint a client files, kept
 * for the back office after it was mailed to the broker's compliance address.
 */
export const companyComplaints = pgTable(
  'company_complaints',
  {
    id: serial('id').primaryKey(),
    companyId: link('company_id', () => companies.id),
    userId: link('user_id', () => users.id),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    /** The address the mail went to (compliance, or the company profile's e-mail). */
    mailedTo: text('mailed_to').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_complaints_company_idx').on(t.companyId),
    index('company_complaints_user_idx').on(t.userId),
  ],
);
