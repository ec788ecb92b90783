import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedUrl } from '@fxdesk/contract';
import type { AppContext } from '../../context.js';
import { envelope } from '../../http/envelope.js';
import { receiveStaffImage } from '../funds/uploads.js';
import { answer, tags } from '../backoffice/admin-http.js';

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
        response: { 200: envelope(uploadedUrl) },
      },
    },
    async (req) => answer(req.lang, { url: await receiveStaffImage(ctx, req) }),
  );
};
