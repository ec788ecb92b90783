import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL or the embedded database. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const applied = await migrate(database);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await database.close();
