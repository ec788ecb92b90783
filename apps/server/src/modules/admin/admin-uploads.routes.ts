import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { success } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { sniffImage, storeImage, UPLOAD_LIMIT_MB } from '../funds/uploads.js';
import { anyData, tags } from './admin-http.js';
import { audit } from './audit.js';

/** Uploads per staff member per hour. */
const UPLOADS_PER_HOUR = 60;

/**
 * Staff image upload (pair and company logos, article images): the same checks and store as the
 * client's image_upload (JPEG/PNG/WebP by content, 5 MB, random name under $DATA_DIR/uploads),
 * recorded as public.
 */
export const adminUploadsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    '/admin/api/uploads',
    {
      config: { permission: 'uploads.write' },
      schema: {
        tags,
        summary: 'Upload one image (multipart field "file") for a logo or an article; returns its url',
        response: { 200: anyData },
      },
    },
    async (req) => success(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );
};

/**
 * Takes one staff image upload off the request (rate-limited per staff member, sniffed, stored
 * under a random name, audited) and returns its url. Also used by the company logo route.
 */
export async function receiveStaffImage(ctx: AppContext, req: FastifyRequest): Promise<string> {
  await ctx.rateLimiter.hit(`admin-upload:${req.staff!.id}`, UPLOADS_PER_HOUR, 3600);
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
