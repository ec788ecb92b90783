import { z } from 'zod';
import { adminPage, isoTime } from './common.js';
import { companyRecord } from './settings.js';

/**
 * The company directory in the back office (/admin/api/companies): a row is the `companies` row,
 * as the broker's own profile (`companyRecord`); drafts (published 0) included.
 */
export const directoryCompanyPage = adminPage(companyRecord);

/** A complaint a client filed about a directory company (GET /admin/api/complaints rows). */
export const complaintRecord = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  userId: z.number(),
  uid: z.string(),
  subject: z.string(),
  content: z.string(),
  contact: z.string(),
  /** The address the complaint was mailed to. */
  mailedTo: z.string(),
  ip: z.string(),
  createdAt: isoTime,
});
export type ComplaintRecord = z.infer<typeof complaintRecord>;
export const complaintRecordPage = adminPage(complaintRecord);
