import type { Lang } from '@fxdesk/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import type { SessionUser } from '../session-user.js';
import { AppError, notLoggedIn } from './errors.js';
import { requestLang } from './lang.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 999 unless the `authorization` token is a live session. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requireUser, then refuses demo accounts (SPEC §6 "only real account"). */
    requireRealUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    lang: Lang;
    session: SessionUser | null;
    /** The logged-in user; only valid behind requireUser. */
    user(): SessionUser;
  }
}

/** The bare token of SPEC §7; a "Bearer " prefix is tolerated for API tools. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return token.trim() || undefined;
}

/** How the guard resolves a token (auth's `SessionStore`, handed in by the app). */
export interface SessionResolver {
  resolve(db: Db, token: string): Promise<SessionUser | null>;
}

export function registerAuthGuard(app: FastifyInstance, db: Db, sessions: SessionResolver): void {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('session', null);
  app.decorateRequest('user', function (this: FastifyRequest) {
    if (!this.session) throw notLoggedIn();
    return this.session;
  });
  app.addHook('onRequest', async (request) => {
    request.lang = requestLang(request);
  });

  const requireUser = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (!token || token.length > 200) throw notLoggedIn();
    request.session = await sessions.resolve(db, token);
    if (!request.session) throw notLoggedIn();
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireRealUser', async (request: FastifyRequest) => {
    await requireUser(request);
    if (request.session?.isDemo) throw new AppError('ONLY_REAL_ACCOUNT');
  });
}
