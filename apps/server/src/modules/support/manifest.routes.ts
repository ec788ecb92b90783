import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CompanyDirectory, type CompanyDirectoryDeps } from '../company/index.js';

/** The web client's theme colour (index.html `theme-color`). */
const THEME_COLOR = '#1e5eff';
const BACKGROUND_COLOR = '#f3f5fa';

/**
 * SPEC §7 `GET {origin}/manifest.json`: the installable app. The name is the broker's company
 * profile (back office → company), so a white-label deployment installs under its own name.
 * Icons are PNGs in the web build (apps/web/public/icons).
 */
export const manifestRoutes: FastifyPluginAsyncZod<CompanyDirectoryDeps> = async (app, ctx) => {
  const companies = new CompanyDirectory(ctx);
  app.get('/manifest.json', { schema: { hide: true } }, async (_req, reply) => {
    const name = (await companies.ownName())?.trim() || 'FXDesk';
    return reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send({
        id: './',
        name,
        short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
        description: `${name}: forex trading on mobile and desktop`,
        start_url: './#/',
        scope: './',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      });
  });
};
