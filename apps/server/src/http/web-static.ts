import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The tag the web client's base-url.ts reads: this server serves the API on the page's origin. */
export const SAME_ORIGIN_META = '<meta name="fxdesk-api" content="same-origin" />';

/**
 * Puts the same-origin announcement in the page's head, so the client built once works on any
 * hostname (app.example.com would otherwise call api.example.com, SPEC §7).
 */
export function announceSameOrigin(html: string): string {
  if (html.includes('name="fxdesk-api"')) return html;
  return html.replace(/<\/head>/i, (end) => `  ${SAME_ORIGIN_META}\n  ${end}`);
}

/** Paths that belong to the API, never to the single-page app. */
const API_PREFIXES = ['/api/', '/v1/', '/admin/api/', '/healthz'];

/**
 * Serves the built web client from the API's own port: hashed assets cached for a year,
 * index.html always revalidated. A browser that opens a client route without the hash
 * (/trade, /mine/wallet) is redirected to its hash route.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  distDir: string,
  adminDistDir?: string,
): Promise<void> {
  if (adminDistDir && fs.existsSync(`${adminDistDir}/index.html`)) {
    // The back office (DESIGN §1) at /admin/, from the same port.
    await app.register(fastifyStatic, {
      root: adminDistDir,
      prefix: '/admin/',
      decorateReply: false,
      wildcard: false,
      // `npm run build` writes .br/.gz copies (scripts/precompress.mjs).
      preCompressed: true,
      index: ['index.html'],
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const built = fs.existsSync(`${distDir}/index.html`);
  if (!built) app.log.warn({ distDir }, 'web client is not built; run `npm run build`');
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      // index.html is served below, with the same-origin announcement in it.
      index: false,
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const serveIndex = async (_request: FastifyRequest, reply: FastifyReply) => {
      const html = await fs.promises.readFile(`${distDir}/index.html`, 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(announceSameOrigin(html));
    };
    app.get('/', { schema: { hide: true } }, serveIndex);
    app.get('/index.html', { schema: { hide: true } }, serveIndex);
  }
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/#')) return;
    // The page itself with a query (`/?utm_source=…#/register?invite_code=…`, `/?company_id=7`)
    // is served as it is: the browser keeps its own #route, which a redirect to `/#/?…` would
    // replace, losing the route and its codes. The client reads the query where it is.
    const pathname = request.url.split('?')[0];
    if (pathname === '/' || pathname === '/index.html') return;
    if (
      API_PREFIXES.some((p) => request.url.startsWith(p)) ||
      request.url.startsWith('/assets/') ||
      request.url.startsWith('/admin')
    )
      return;
    if (!String(request.headers.accept ?? '').includes('text/html')) return;
    if (request.url.startsWith('/api') || request.url.includes('.')) return;
    return reply.redirect(`/#${request.url}`, 302);
  });
}
