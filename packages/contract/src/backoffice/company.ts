import { z } from 'zod';
import { strictIdParam } from '../company.js';
import { LOGO, pageOf, pageParam, singleLine } from '../schema-helpers.js';
import { isoTime } from './common.js';
import { companyRecord } from './settings.js';

/**
 * The company directory in the back office (/admin/api/companies): a row is the `companies` row,
 * as the broker's own profile (`companyRecord`); drafts (published 0) included.
 */
export const directoryCompanyPage = pageOf(companyRecord);

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
export const complaintRecordPage = pageOf(complaintRecord);

const emailOrBlank = z.union([
  z.literal(''),
  z.email({ error: 'validation.email_invalid' }).max(254, { error: 'validation.email_invalid' }),
]);
/** A website is an absolute http(s) address or nothing. */
const urlOrBlank = singleLine(300).refine((v) => v === '' || /^https?:\/\/[^\s"'<>]+$/.test(v), {
  error: 'validation.invalid',
});

/** Every SPEC §3 company field with its limits; `published` 1 lists it for clients. */
const directoryCompanyFields = z
  .object({
    name: singleLine(200).pipe(z.string().min(1, { error: 'validation.required' })),
    logo: singleLine(300).regex(LOGO, { error: 'validation.invalid' }),
    url: urlOrBlank,
    subject: singleLine(300),
    registeredAddress: singleLine(300),
    location: singleLine(300),
    email: emailOrBlank,
    published: z.union([z.literal(0), z.literal(1)]),
  })
  .strict();

/** POST /admin/api/companies: a name is all a draft needs. */
export const directoryCompanyCreate = directoryCompanyFields.partial({
  logo: true,
  url: true,
  subject: true,
  registeredAddress: true,
  location: true,
  email: true,
  published: true,
});
/** PUT /admin/api/companies/:id: only the fields given; published 0/1 unlists or lists it. */
export const directoryCompanyPatch = directoryCompanyFields.partial();

/** GET /admin/api/companies. */
export const directoryListQuery = z.object({
  q: singleLine(100).optional(),
  /** '' or absent: all; 0 drafts; 1 published. */
  published: z.enum(['0', '1']).optional(),
  page: pageParam,
});

/** GET /admin/api/complaints: all, or one company's. */
export const complaintListQuery = z.object({ company_id: strictIdParam().optional(), page: pageParam });
