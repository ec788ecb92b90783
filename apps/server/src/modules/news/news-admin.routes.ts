import { strictId } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, staffRoute } from '../backoffice/index.js';
import type { NewsDeps } from './news.service.js';
import { NewsAdminService } from './news-admin.service.js';
import { sanitizeArticleHtml } from './sanitize.js';

const idParam = z.object({ id: strictId });

/** Back office: the content role writes news and announcements (DESIGN §7); all audited. */
export const newsAdminRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, ctx) => {
  const service = new NewsAdminService(ctx.db, ctx.clock);

  staffRoute(app, 'GET /admin/api/news', 'content.read', 'Articles, newest change first', async (req) => {
    const q = req.query;
    return answer(
      req.lang,
      await service.list({
        page: q.page,
        category: q.category ? Number(q.category) : undefined,
        lang: q.lang,
        status: q.status ? Number(q.status) : undefined,
        q: q.q,
      }),
    );
  });

  staffRoute(
    app,
    'GET /admin/api/news/:id',
    'content.read',
    'One article with its language versions',
    { params: idParam },
    async (req) => answer(req.lang, await service.get(req.params.id)),
  );

  staffRoute(
    app,
    'POST /admin/api/news',
    'content.write',
    'Create a draft (version_of: a version of that story in another language)',
    async (req) => {
      const { version_of, ...fields } = req.body;
      return answer(req.lang, await service.create(req, fields, version_of));
    },
  );

  staffRoute(
    app,
    'PUT /admin/api/news/:id',
    'content.write',
    'Edit an article',
    { params: idParam },
    async (req) => answer(req.lang, await service.update(req, req.params.id, req.body)),
  );

  staffRoute(
    app,
    'POST /admin/api/news/:id/publish',
    'content.write',
    'Publish now, unpublish, or schedule (publish_at in the future)',
    { params: idParam },
    async (req) => {
      const at = req.body.publish_at ? new Date(req.body.publish_at) : undefined;
      return answer(req.lang, await service.publish(req, req.params.id, req.body.action, at));
    },
  );

  staffRoute(
    app,
    'POST /admin/api/news/:id/delete',
    'content.write',
    'Delete an article',
    { params: idParam },
    async (req) => {
      await service.remove(req, req.params.id);
      return answer(req.lang, null);
    },
  );

  staffRoute(
    app,
    'POST /admin/api/news/preview',
    'content.read',
    'The HTML exactly as it would be stored and served (the allow-list applied)',
    async (req) => answer(req.lang, { content: sanitizeArticleHtml(req.body.content) }),
  );
};
