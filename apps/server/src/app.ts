import { securityRoutes } from './modules/auth/security.routes.js';
import { methodConfirmRoutes } from './modules/funds/method-confirm.routes.js';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context.js';
import { registerAuthGuard } from './http/auth-guard.js';
import { registerCors } from './http/cors.js';
import { registerErrorHandling } from './http/error-handler.js';
import { guardedValidatorCompiler } from './http/input-guard.js';
import { responseSerializer } from './http/response-serializer.js';
import { safeSerializers } from './http/log-safety.js';
import { healthRoutes } from './http/health.js';
import { registerWebStatic } from './http/web-static.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { AuthService } from './modules/auth/auth.service.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { fundRecordRoutes, walletRoutes } from './modules/wallet/wallet.routes.js';
import { marketRoutes } from './modules/market/market.routes.js';
import { tradingRoutes } from './modules/trading/trading.routes.js';
import { fundsRoutes } from './modules/funds/funds.routes.js';
import { followRoutes } from './modules/copy/follow.routes.js';
import { adminCopyRoutes } from './modules/copy/admin-copy.routes.js';
import { registerUploads } from './modules/funds/uploads.js';
import { AdminAuth } from './modules/admin/admin-auth.js';
import { adminAuthRoutes } from './modules/admin/admin-auth.routes.js';
import { adminOpsRoutes } from './modules/admin/admin-ops.routes.js';
import { adminMonitorRoutes } from './modules/admin/admin-monitor.routes.js';
import { adminReferenceRoutes } from './modules/admin/admin-reference.routes.js';
import { adminStaffRoutes } from './modules/admin/admin-staff.routes.js';
import { newsRoutes } from './modules/news/news.routes.js';
import { adminCompanyRoutes, companyRoutes } from './modules/company/index.js';
import { adminIdentityRoutes } from './modules/identity/admin-identity.routes.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { SOCKET_LIMITS } from './realtime/protocol.js';
import { supportRoutes } from './modules/support/support.routes.js';
import { ADMIN_DIST_DIR, WEB_DIST_DIR } from './paths.js';

export interface BuildOptions {
  logger?: boolean | object;
  webDistDir?: string;
  /** Tests: an answer that its response schema does not describe exactly is a 500. */
  strictResponses?: boolean;
  /** Tests: sees every route as it is registered (the route-table test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Every logger of the app redacts user data out of error values (http/log-safety.ts). */
function withSafeSerializers(logger: BuildOptions['logger']): boolean | object {
  if (!logger) return false;
  const base = logger === true ? {} : (logger as { serializers?: object });
  return { ...base, serializers: { ...base.serializers, ...safeSerializers } };
}

/** Body limit for JSON and form requests; uploads have their own (multipart). */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the HTTP application from its context. `main.ts` listens on it; tests use
 * `app.inject` on an instance built over a fresh database.
 */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.config.TRUST_PROXY,
    // Keep the query parser tolerant of the `t` cache-buster and repeated keys.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(
    responseSerializer({
      strict: options.strictResponses === true,
      onMismatch: (err, route) => app.log.error({ err, route }, 'answer does not match its response schema'),
    }),
  );
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'https:', 'wss:', 'ws:'],
        frameSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        // Added per request below, only over TLS: on plain HTTP it would send every asset
        // request to https:// and load a blank page on any host but localhost.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Over plain HTTP a browser ignores HSTS at best; it is sent below when the request came over TLS.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (req, reply) => {
    // `req.protocol` is https for a TLS listener, or behind a proxy when TRUST_PROXY is set.
    if (req.protocol !== 'https') return;
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests'))
      reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
  await registerCors(app, ctx.config.CORS_ORIGINS);
  // Every text answer (API JSON, index.html, docs) compressed on the fly, brotli at a fast
  // level; the built assets are precompressed at the highest levels (web-static.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FXDesk API',
        version: '0.1.0',
        description:
          'Every response is the envelope {code, msg, data}: code 1 is success, 999 means not logged in, other codes are errors with a localized msg (lang header). Send the bare token in the authorization header.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const auth = new AuthService(ctx);
  registerAuthGuard(app, ctx.db, auth.sessions);

  await app.register(healthRoutes, ctx);
  await app.register(settingsRoutes, ctx);
  await app.register(authRoutes, { ...ctx, auth });
  await app.register(securityRoutes, { ...ctx, auth });
  await app.register(walletRoutes, ctx);
  await app.register(fundRecordRoutes, ctx);
  await app.register(marketRoutes, ctx);
  await app.register(tradingRoutes, ctx);
  await registerUploads(app, ctx);
  await app.register(fundsRoutes, ctx);
  await app.register(methodConfirmRoutes, ctx);
  await app.register(identityRoutes, ctx);
  await app.register(followRoutes, ctx);
  const adminAuth = new AdminAuth(ctx);
  adminAuth.install(app);
  app.decorate('adminAuth', adminAuth);
  await app.register(adminAuthRoutes, { ...ctx, adminAuth });
  await app.register(adminOpsRoutes, ctx);
  await app.register(adminMonitorRoutes, ctx);
  await app.register(adminReferenceRoutes, ctx);
  await app.register(adminStaffRoutes, ctx);
  await app.register(newsRoutes, ctx);
  await app.register(supportRoutes, ctx);
  await app.register(companyRoutes, ctx);
  await app.register(adminCompanyRoutes, ctx);
  await app.register(adminIdentityRoutes, ctx);
  await app.register(adminCopyRoutes, ctx);

  await app.register(websocket, { options: { maxPayload: SOCKET_LIMITS.maxFrameBytes } });
  app.get('/v1/ws', { websocket: true, schema: { hide: true } }, (socket) => ctx.gateway.accept(socket));
  app.addHook('onClose', async () => ctx.gateway.close());
  await registerWebStatic(
    app,
    options.webDistDir ?? WEB_DIST_DIR,
    options.webDistDir ? undefined : ADMIN_DIST_DIR,
  );
  return app;
}
