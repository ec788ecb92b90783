import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { z } from 'zod';
import { receiveStaffImage, sendUpload, UPLOAD_FILE } from '../funds/index.js';
import { staffMaySee } from '../identity/index.js';
import { answer, staffRoute, tags } from '../backoffice/index.js';

/**
 * Staff image upload (pair and company logos, article images): the same checks and store as the
 * client's image_upload (JPEG/PNG/WebP by content, 5 MB, random name under $DATA_DIR/uploads),
 * recorded as public.
 */
export const adminUploadsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  staffRoute(
    app,
    'POST /admin/api/uploads',
    'uploads.write',
    'Upload one image (multipart field "file") for a logo or an article; returns its url',
    async (req) => answer(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );

  // The console's way to a client's private upload (proof, ID photo): the staff session cookie
  // is scoped to /admin, so /uploads/:file never sees it. The role decides, as on /uploads.
  app.get(
    '/admin/api/uploads/:file',
    {
      config: { permission: 'staff.self' },
      schema: {
        tags,
        summary: 'A stored upload, for staff whose role reviews what uses it',
        params: z.object({ file: UPLOAD_FILE }),
      },
    },
    async (req, reply) =>
      sendUpload(ctx, reply, req.params.file, () => staffMaySee(ctx.db, req.staff!.role, req.params.file)),
  );
};
