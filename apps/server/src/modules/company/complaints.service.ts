import { translate } from '@fxdesk/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { complaintBody } from '@fxdesk/contract';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../security/index.js';
import type { MessageTransport } from '../notify/index.js';
import { companyComplaints, users } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { complianceAddress, findPublished } from './company.repository.js';

/** A limit on everything (STYLE habit 8): complaints per account and per IP per day. */
export const COMPLAINT_LIMITS_PER_DAY = { account: 5, ip: 20 } as const;
const DAY_SECONDS = 86_400;

interface Complainant {
  userId: number;
  ip: string;
}

/**
 * Files one complaint: the company must be published, the compliance address configured and the
 * account and IP under their daily limits. The row is written first and the mail sent second;
 * if the mail cannot be sent the row is removed and the allowance given back, so a failure
 * leaves nothing behind and can be retried.
 */
export async function fileComplaint(
  ctx: { db: Db; rateLimiter: RateLimiter; transport: MessageTransport },
  who: Complainant,
  input: z.infer<typeof complaintBody>,
): Promise<void> {
  const { db, rateLimiter } = ctx;
  const target = await findPublished(db, input.company_id);
  if (!target) throw new AppError('COMPANY_NOT_FOUND');
  const to = await complianceAddress(db);
  if (!to) throw new AppError('COMPLAINT_NO_RECIPIENT');

  const keys = [
    [`complaint-user:${who.userId}`, COMPLAINT_LIMITS_PER_DAY.account],
    [`complaint-ip:${who.ip}`, COMPLAINT_LIMITS_PER_DAY.ip],
  ] as const;
  const counted: string[] = [];
  const giveBack = () => Promise.all(counted.map((key) => rateLimiter.release(key, DAY_SECONDS)));
  try {
    for (const [key, limit] of keys) {
      counted.push(key);
      await rateLimiter.hit(key, limit, DAY_SECONDS);
    }
  } catch (error) {
    // Refused by one limit: what the others counted is not used up by a complaint never filed.
    counted.pop();
    await giveBack();
    throw error;
  }

  const [user] = await db.select({ uid: users.uid }).from(users).where(eq(users.id, who.userId));
  const [row] = await db
    .insert(companyComplaints)
    .values({
      companyId: target.id,
      userId: who.userId,
      subject: input.subject,
      content: input.content,
      contact: input.contact,
      mailedTo: to,
      ip: who.ip,
    })
    .returning({ id: companyComplaints.id });
  if (!row) throw new Error('complaint insert returned nothing');
  // Compliance reads English; the client's own words are passed through as typed.
  const params = {
    company: target.name,
    company_id: target.id,
    subject: input.subject,
    uid: user?.uid ?? String(who.userId),
    contact: input.contact || '-',
    content: input.content,
  };
  try {
    await ctx.transport.sendMail({
      to,
      subject: translate('en', 'company.complaint_mail_subject', params),
      text: translate('en', 'company.complaint_mail_body', params),
    });
  } catch (error) {
    await db.delete(companyComplaints).where(eq(companyComplaints.id, row.id));
    await giveBack();
    throw error;
  }
}
