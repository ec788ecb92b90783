import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import { admins, areas, companies } from '../db/schema.js';
import { hashPassword } from '../modules/security/passwords.js';
import { AREA_SEED } from './areas.js';
import { seedInstruments } from '../modules/market/market.repository.js';
import { seedFunds } from '../modules/funds/funds.seed.js';
import { seedNews } from '../modules/news/news.seed.js';

export interface SeedReport {
  /** Set only when this run created the first back-office account with a generated password. */
  oneTimeAdmin?: { email: string; password: string };
}

const SEED_LOCK_ID = 482_113_909;

/**
 * `seed` under an advisory lock: several processes starting at once on an empty PostgreSQL
 * database each found no back-office account and inserted one, and all but one failed to start
 * on the unique e-mail (found by the failover test, which starts its three nodes together).
 */
export async function seedOnce(
  database: Database,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedReport> {
  return database.withSession(async (session) => {
    await session.query('select pg_advisory_lock($1)', [SEED_LOCK_ID]);
    try {
      return await seed(database.db, config);
    } finally {
      await session.query('select pg_advisory_unlock($1)', [SEED_LOCK_ID]);
    }
  });
}

/**
 * Idempotent first-boot data (DESIGN §2): area codes, the broker's company profile and the first
 * back-office account. Later issues add pairs, news and the demo trader population here.
 */
export async function seed(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedReport> {
  await db
    .insert(areas)
    .values(AREA_SEED.map(([code, globalCode], i) => ({ code, globalCode, sort: i })))
    .onConflictDoNothing();

  const [self] = await db.select({ id: companies.id }).from(companies).where(eq(companies.isSelf, 1));
  if (!self) {
    await db.insert(companies).values({
      name: 'FXDesk Markets Ltd',
      logo: '/logo.svg',
      url: 'https://fxdesk.example',
      subject: 'Retail forex and CFD brokerage',
      registeredAddress: 'Suite 1201, 12/F, Example Tower, 1 Harbour Road, Wan Chai, Hong Kong',
      location: 'Level 8, 2 Exchange Square, Central, Hong Kong',
      email: 'support@fxdesk.example',
      isSelf: 1,
      // The broker itself is listed in its own directory (company mode) from the start.
      published: 1,
    });
  }
  await seedInstruments(db);
  await seedFunds(db);
  await seedNews(db);
  return seedFirstAdmin(db, config);
}

async function seedFirstAdmin(
  db: Db,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
): Promise<SeedReport> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(admins);
  if (n > 0) return {};
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    await db.insert(admins).values({
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      role: 'owner',
    });
    return {};
  }
  const email = 'admin@fxdesk.local';
  const password = randomBytes(12).toString('base64url');
  await db
    .insert(admins)
    .values({ email, passwordHash: await hashPassword(password), role: 'owner', mustChangePassword: 1 });
  return { oneTimeAdmin: { email, password } };
}
