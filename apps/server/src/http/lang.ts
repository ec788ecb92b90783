import { normalizeLang, type Lang } from '@fxdesk/contract';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the `lang` header (SPEC §7), else a `lang` query, else English. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers.lang;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  return normalizeLang(fromHeader ?? fromQuery, 'en');
}
