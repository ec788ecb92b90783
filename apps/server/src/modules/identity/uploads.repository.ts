import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { charges, kycSubmissions, uploads } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { allows } from '../backoffice/index.js';

export type UploadRow = typeof uploads.$inferSelect;

/** "/uploads/<name>" → "<name>"; anything else → null. */
export const uploadName = (url: string): string | null => {
  const match = /^\/uploads\/([a-f0-9]{32}\.(?:jpg|png|webp))$/.exec(url);
  return match ? match[1]! : null;
};

export async function recordUpload(
  db: DbOrTx,
  values: { name: string; userId?: number; adminId?: number; isPublic: boolean; bytes: number },
): Promise<void> {
  await db.insert(uploads).values({
    name: values.name,
    userId: values.userId ?? null,
    adminId: values.adminId ?? null,
    isPublic: values.isPublic ? 1 : 0,
    bytes: values.bytes,
  });
}

export async function findUpload(db: DbOrTx, name: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.name, name));
  return row;
}

/**
 * The images a client names in a KYC submission or a deposit must be uploads of that client
 * (DESIGN §7): another account's URL, a staff logo or an unknown file is refused. Marks what
 * they became, for the record.
 */
export async function claimUploads(
  db: DbOrTx,
  userId: number,
  urls: string[],
  purpose: 'kyc' | 'deposit',
): Promise<void> {
  const names = urls.map(uploadName);
  if (names.some((n) => n === null)) throw new AppError('UPLOAD_NOT_YOURS');
  const unique = [...new Set(names as string[])];
  const owned = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(inArray(uploads.name, unique), eq(uploads.userId, userId)));
  if (owned.length !== unique.length) throw new AppError('UPLOAD_NOT_YOURS');
  await db.update(uploads).set({ purpose }).where(inArray(uploads.name, unique));
}

/**
 * May a staff role see this private image? Exactly the roles that review what references it:
 * an ID photo needs kyc.read, a deposit proof funds.read; an image not used yet, either.
 */
export async function staffMaySee(db: DbOrTx, role: string, name: string): Promise<boolean> {
  const url = `/uploads/${name}`;
  const [kyc] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(or(eq(kycSubmissions.frontPic, url), eq(kycSubmissions.reversePic, url)))
    .limit(1);
  if (kyc && allows(role, 'kyc.read')) return true;
  const [proof] = await db.select({ id: charges.id }).from(charges).where(eq(charges.proofImg, url)).limit(1);
  if (proof && allows(role, 'funds.read')) return true;
  if (!kyc && !proof) return allows(role, 'kyc.read') || allows(role, 'funds.read');
  return false;
}
