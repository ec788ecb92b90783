import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Request headers the web client sends (SPEC §7) besides the CORS-safelisted ones. */
export const CORS_ALLOWED_HEADERS = ['content-type', 'lang', 'authorization', 'idempotency-key'];

/**
 * Cross-origin access for a client served from another host (SPEC §7 sends app.example.com
 * to api.example.com). Only the origins listed in CORS_ORIGINS are answered with CORS headers;
 * with none listed the API is same-origin only. Tokens travel in a header, never a cookie, so
 * credentials mode stays off.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  const allowed = new Set(origins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  });
}
