import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { totpAt } from '../apps/server/src/modules/admin/totp.js';
import { apiData } from './api.js';
import { launch, openPage, type Profile } from './browser.js';
import { createStaff, freshDataDir } from './data-dir.js';
import { closeOwn, freePort, type RunningServer, startServer } from './server.js';

export interface StaffCredentials {
  email: string;
  password: string;
}

/** A test file's own server and browser, started before its tests and ended after them. */
export interface OwnServer {
  readonly browser: Browser;
  readonly baseURL: string;
  readonly dataDir: string;
  readonly server: RunningServer;
  /** A page in a new context on this server. */
  page(profile: Profile): Promise<{ context: BrowserContext; page: Page }>;
  /** A JSON call on this server: the envelope's `data`, any code but 1 thrown. */
  api<T>(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown): Promise<T>;
  /**
   * A staff member's back-office session, made once per member: the first login enrols TOTP
   * with a code from the offered secret.
   */
  staffSession(staff: StaffCredentials): Promise<{ token: string; role: string }>;
}

/**
 * Registers the hooks that give a test file its own server: a copy of the run's first-boot
 * data directory, the staff members made with the CLI before the server opens its embedded
 * database (PGlite is single-process), the server and a browser started side by side.
 */
export function useOwnServer(opts: {
  prefix: string;
  staff?: readonly (readonly [role: string, credentials: StaffCredentials])[];
  env?: Record<string, string>;
  /** How long the start may take (a copied database still migrates and seeds what is new). */
  healthyWithinMs?: number;
}): OwnServer {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  const sessions = new Map<string, Promise<{ token: string; role: string }>>();

  beforeAll(
    async () => {
      dataDir = freshDataDir(opts.prefix);
      for (const [role, credentials] of opts.staff ?? []) createStaff(dataDir, role, credentials);
      const port = await freePort();
      [browser, server] = await Promise.all([
        launch(),
        startServer({ dataDir, port, env: opts.env, healthyWithinMs: opts.healthyWithinMs }),
      ]);
    },
    (opts.healthyWithinMs ?? 90_000) + 60_000,
  );
  afterAll(() => closeOwn(browser, server, dataDir));

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the file's own ${what} has not started`);
    return value;
  };
  const own: OwnServer = {
    get browser() {
      return started(browser, 'browser');
    },
    get server() {
      return started(server, 'server');
    },
    get baseURL() {
      return own.server.baseURL;
    },
    get dataDir() {
      return started(dataDir, 'data directory');
    },
    page: (profile) => openPage(own.browser, profile, own.baseURL),
    api: (method, url, token, body) => apiData(own.baseURL, method, url, { token, body }),
    staffSession(staff) {
      let session = sessions.get(staff.email);
      if (!session) {
        session = enrolStaff(own, staff);
        sessions.set(staff.email, session);
      }
      return session;
    },
  };
  return own;
}

async function enrolStaff(own: OwnServer, staff: StaffCredentials): Promise<{ token: string; role: string }> {
  const offer = await own.api<{ enrollment_token: string; secret: string }>(
    'POST',
    '/admin/api/auth/login',
    undefined,
    staff,
  );
  return own.api<{ token: string; role: string }>('POST', '/admin/api/auth/enroll', undefined, {
    enrollment_token: offer.enrollment_token,
    totp: totpAt(offer.secret, Math.floor(Date.now() / 30_000)),
  });
}
