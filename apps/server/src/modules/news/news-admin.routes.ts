import { strictId, backOfficeRoutes } from '@fxdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fromContract } from '../../http/route-options.js';
import { answer, tags, staffFromContract } from '../backoffice/index.js';
import type { NewsDeps } from './news.service.js';
import { NewsAdminService } from './news-admin.service.js';
import { sanitizeArticleHtml } from './sanitize.js';

const idParam = z.object({ id: strictId });

/** Back office: the content role writes news and announcements (DESIGN §7); all audited. */
export const newsAdminRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, ctx) => {
  const service = new NewsAdminService(ctx.db, ctx.clock);
  const write = { permission: 'content.write' as const };

  app.get(
    '/admin/api/news',
    staffFromContract(
      'content.read',
      'Articles, newest change first',
      backOfficeRoutes['GET /admin/api/news'],
    ),
    async (req) => {
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
    },
  );

  app.get(
    '/admin/api/news/:id',
    staffFromContract(
      'content.read',
      'One article with its language versions',
      backOfficeRoutes['GET /admin/api/news/:id'],
      { params: idParam },
    ),
    async (req) => answer(req.lang, await service.get(req.params.id)),
  );

  app.post(
    '/admin/api/news',
    staffFromContract(
      'content.write',
      'Create a draft (version_of: a version of that story in another language)',
      backOfficeRoutes['POST /admin/api/news'],
    ),
    async (req) => {
      const { version_of, ...fields } = req.body;
      return answer(req.lang, await service.create(req, fields, version_of));
    },
  );

  app.put(
    '/admin/api/news/:id',
    staffFromContract('content.write', 'Edit an article', backOfficeRoutes['PUT /admin/api/news/:id'], {
      params: idParam,
    }),
    async (req) => answer(req.lang, await service.update(req, req.params.id, req.body)),
  );

  app.post(
    '/admin/api/news/:id/publish',
    staffFromContract(
      'content.write',
      'Publish now, unpublish, or schedule (publish_at in the future)',
      backOfficeRoutes['POST /admin/api/news/:id/publish'],
      { params: idParam },
    ),
    async (req) => {
      const at = req.body.publish_at ? new Date(req.body.publish_at) : undefined;
      return answer(req.lang, await service.publish(req, req.params.id, req.body.action, at));
    },
  );

  app.post(
    '/admin/api/news/:id/delete',
    {
      config: write,
      ...fromContract(tags, 'Delete an article', backOfficeRoutes['POST /admin/api/news/:id/delete'], {
        params: idParam,
      }),
    },
    async (req) => {
      await service.remove(req, req.params.id);
      return answer(req.lang, null);
    },
  );

  app.post(
    '/admin/api/news/preview',
    staffFromContract(
      'content.read',
      'The HTML exactly as it would be stored and served (the allow-list applied)',
      backOfficeRoutes['POST /admin/api/news/preview'],
    ),
    async (req) => answer(req.lang, { content: sanitizeArticleHtml(req.body.content) }),
  );
};
