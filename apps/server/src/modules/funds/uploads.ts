import { clientRoutes } from '@fxdesk/contract';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromContract } from '../../http/route-options.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../security/index.js';
import { success } from '../../http/envelope.js';
import { tokenOf } from '../../http/auth-guard.js';
import { AppError } from '../../errors.js';
import { uploadOwners } from '../../db/schema.js';
import { findUpload, recordUpload, staffMaySee } from '../identity/index.js';
import { audit } from '../backoffice/index.js';

export const UPLOAD_LIMIT_MB = 5;

/** The image type from its first bytes (never from the name or the declared type). */
export function sniffImage(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** What storing uploads uses. */
export interface UploadDeps {
  config: Pick<Config, 'dataDir'>;
  db: Db;
  rateLimiter: RateLimiter;
}

/**
 * Writes an image under $DATA_DIR/uploads with a random 128-bit name and records who uploaded
 * it: a client's image is private, a staff upload (a logo) public. Returns its url.
 */
export async function storeImage(
  ctx: UploadDeps,
  bytes: Buffer,
  owner: { userId: number } | { adminId: number },
): Promise<string> {
  const kind = sniffImage(bytes);
  if (!kind) throw new AppError('UPLOAD_INVALID', { mb: UPLOAD_LIMIT_MB });
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  const dir = path.join(ctx.config.dataDir, 'uploads');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes);
  await recordUpload(ctx.db, { name, ...owner, isPublic: 'adminId' in owner, bytes: bytes.length });
  return `/uploads/${name}`;
}

/**
 * SPEC §7 image_upload: one image per request, JPEG/PNG/WebP by content, 5 MB, stored under
 * $DATA_DIR/uploads with a random 128-bit name and served with nosniff. A client's image is
 * served only to that client (their token) and to staff whose role reviews what uses it (their
 * staff token): both fetch it with the authorization header, never through a bare public URL.
 * Files from before uploads were recorded (no row) stay public, as they were.
 */
export async function registerUploads(root: FastifyInstance, ctx: UploadDeps): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_MB * 1024 * 1024, files: 1, fields: 5 } });

  app.post(
    '/api/common/image_upload',
    {
      preHandler: app.requireRealUser,
      ...fromContract(
        ['funds'],
        'Upload one image (multipart field "file"); returns its url',
        clientRoutes['POST /api/common/image_upload'],
      ),
    },
    async (req) => {
      await ctx.rateLimiter.hit(`upload:${req.user().id}`, 60, 3600);
      const file = await req.file().catch(() => undefined);
      if (!file) throw new AppError('UPLOAD_INVALID', { mb: UPLOAD_LIMIT_MB });
      const bytes = await file.toBuffer().catch(() => {
        throw new AppError('UPLOAD_INVALID', { mb: UPLOAD_LIMIT_MB });
      });
      const url = await storeImage(ctx, bytes, { userId: req.user().id });
      // Recorded so a chat message or feedback can carry only the sender's own images.
      await ctx.db.insert(uploadOwners).values({ url, userId: req.user().id });
      return success(req.lang, { url }, 'success.uploaded');
    },
  );

  /** The owner (client token) or a staff member whose role may see it (staff token). */
  async function mayRead(req: FastifyRequest, ownerId: number | null, name: string): Promise<boolean> {
    const token = tokenOf(req);
    if (!token || token.length > 200) return false;
    try {
      await app.requireUser(req);
      if (req.session && ownerId !== null && req.session.id === ownerId) return true;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    const staff = await app.adminAuth.resolve(ctx.db, token);
    return !!staff && (await staffMaySee(ctx.db, staff.role, name));
  }

  app.get(
    '/uploads/:file',
    {
      schema: { hide: true, params: z.object({ file: UPLOAD_FILE }) },
    },
    async (req, reply) =>
      sendUpload(ctx, reply, req.params.file, (ownerId) => mayRead(req, ownerId, req.params.file)),
  );
}

/** An upload's name: 128 random bits in hex and the sniffed type. */
export const UPLOAD_FILE = z.string().regex(/^[a-f0-9]{32}\.(jpg|png|webp)$/);

/**
 * Sends one stored upload: a private one only when `mayRead` (given its owner) says so, 404 —
 * like a missing file — otherwise. Served with nosniff; private ones are never cached.
 */
export async function sendUpload(
  ctx: { db: Db; config: Pick<Config, 'dataDir'> },
  reply: FastifyReply,
  name: string,
  mayRead: (ownerId: number | null) => Promise<boolean>,
) {
  const notFound = new AppError('NOT_FOUND', {}, undefined, 404);
  const row = await findUpload(ctx.db, name);
  if (row && row.isPublic !== 1 && !(await mayRead(row.userId))) throw notFound;
  const bytes = await fs.readFile(path.join(ctx.config.dataDir, 'uploads', name)).catch(() => null);
  if (!bytes) throw notFound;
  const kind = name.split('.').pop() as keyof typeof CONTENT_TYPES;
  return reply
    .type(CONTENT_TYPES[kind])
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', row && row.isPublic !== 1 ? 'private, no-store' : 'private, max-age=86400')
    .send(bytes);
}

/** Uploads per staff member per hour. */
const STAFF_UPLOADS_PER_HOUR = 60;

/**
 * Takes one staff image upload off the request (rate-limited per staff member, sniffed, stored
 * under a random name, audited) and returns its url. Also used by the company logo route.
 */
export async function receiveStaffImage(ctx: UploadDeps, req: FastifyRequest): Promise<string> {
  await ctx.rateLimiter.hit(`admin-upload:${req.staff!.id}`, STAFF_UPLOADS_PER_HOUR, 3600);
  const invalid = () => new AppError('UPLOAD_INVALID', { mb: UPLOAD_LIMIT_MB });
  const file = req.isMultipart() ? await req.file().catch(() => undefined) : undefined;
  if (!file) throw invalid();
  const bytes = await file.toBuffer().catch(() => {
    throw invalid();
  });
  if (!sniffImage(bytes)) throw invalid();
  const url = await storeImage(ctx, bytes, { adminId: req.staff!.id });
  await audit(ctx.db, req, { action: 'upload.image', targetType: 'upload', targetId: url });
  return url;
}
