/**
 * One schema for PGlite and PostgreSQL (DESIGN §2), one file per area under schema/. Every
 * table is exported from here, which is what drizzle-kit reads to generate migrations.
 */
export * from './schema/accounts.js';
export * from './schema/admin.js';
export * from './schema/funds.js';
export * from './schema/market.js';
export * from './schema/trading.js';
export * from './schema/wallet.js';
export * from './schema/company.js';
export * from './schema/news.js';
export * from './schema/support.js';
export * from './schema/identity.js';
export * from './schema/copy.js';
