import { KycStatus } from '@fxdesk/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sqlConst } from '../sql-const.js';
import { createdAt, instant, link } from './columns.js';
import { users } from './accounts.js';

/** Private uploads and real-name verification (KYC, DESIGN §7). */

/**
 * Every stored image, with who uploaded it. A client's upload is private: it is served only to
 * that client and to staff whose role may see it (DESIGN §7). Staff uploads (logos) are public.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** The file name under $DATA_DIR/uploads: 32 random hex digits and the sniffed type. */
    name: text('name').notNull().unique(),
    /** The uploading client; null for staff uploads. */
    userId: integer('user_id').references(() => users.id),
    /** The uploading staff member (admins.id); null for client uploads. */
    adminId: integer('admin_id'),
    /** 1 served to anyone (logos), 0 private. */
    isPublic: smallint('is_public').notNull().default(0),
    /** What the image became: '' unused, 'kyc' an identity photo, 'deposit' a deposit proof. */
    purpose: text('purpose').notNull().default(''),
    bytes: integer('bytes').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

/**
 * Real-name submissions. status 1 waiting, 2 certified, 3 rejected (remark says why). The
 * partial unique index lets a client hold at most one waiting or certified submission, so two
 * concurrent submissions cannot both be accepted.
 */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: serial('id').primaryKey(),
    userId: link('user_id', () => users.id),
    name: text('name').notNull(),
    cardId: text('card_id').notNull(),
    frontPic: text('front_pic').notNull(),
    reversePic: text('reverse_pic').notNull(),
    status: smallint('status').notNull().default(1),
    remark: text('remark').notNull().default(''),
    reviewedBy: text('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('kyc_submissions_one_open_key')
      .on(t.userId)
      .where(sql`${t.status} in (${sqlConst(KycStatus.WAITING)}, ${sqlConst(KycStatus.CERTIFIED)})`),
    index('kyc_submissions_user_idx').on(t.userId, t.id),
    index('kyc_submissions_status_idx').on(t.status, t.id),
  ],
);
