import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../http/envelope.js';
import { clientRouter } from '../../http/route-options.js';
import { newsAdminRoutes } from './news-admin.routes.js';
import { NewsService, type NewsDeps } from './news.service.js';

const tags = ['news'];

/**
 * SPEC §7 news/list and news/info (DESIGN §7): public, per-language, page-based. The back
 * office's article routes live in the same module.
 */
export const newsRoutes: FastifyPluginAsyncZod<NewsDeps> = async (app, ctx) => {
  const route = clientRouter(app, tags);
  const news = new NewsService(ctx.db, ctx.clock);

  route(
    'GET /api/news/list',
    'News (category_id 1) and announcements (2) in the lang header language; none = both',
    async (req) => success(req.lang, await news.list(req.lang, req.query.category_id, req.query.page)),
  );

  route('GET /api/news/info', 'One published article with its content (sanitized HTML)', async (req) =>
    success(req.lang, await news.info(req.query.id)),
  );

  await app.register(newsAdminRoutes, ctx);
};
