import { parseArgs } from 'node:util';
import { emailAddress } from '@fxdesk/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { admins, users } from '../db/schema.js';
import { hashPassword } from '../modules/security/passwords.js';
import { newInviteCode, newUid } from '../modules/security/secrets.js';
import { openAccount } from '../modules/wallet/ledger.js';

const USAGE = `Usage:
  npm run user:create -- --email someone@example.com --password 'long password'
  npm run user:create -- --admin --role owner|finance|support|risk|content --email … --password …`;

const ROLES = ['owner', 'finance', 'support', 'risk', 'content'];

/** Creates a client account or a back-office account from the command line. */
async function run(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      admin: { type: 'boolean', default: false },
      role: { type: 'string', default: 'owner' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(USAGE);
  const email = emailAddress.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email must be a valid e-mail address\n${USAGE}`);
  if (!values.password || values.password.length < (values.admin ? 12 : 8)) {
    throw new Error(`--password must be at least ${values.admin ? 12 : 8} characters\n${USAGE}`);
  }
  if (values.admin && !ROLES.includes(values.role))
    throw new Error(`--role must be one of ${ROLES.join(', ')}`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    await migrate(database);
    const passwordHash = await hashPassword(values.password);
    if (values.admin) {
      await database.db.insert(admins).values({ email: email.data, passwordHash, role: values.role });
      console.log(`created back-office account ${email.data} (${values.role})`);
    } else {
      await database.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ email: email.data, passwordHash, uid: newUid(), inviteCode: newInviteCode() })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        await openAccount(tx, user.id);
        console.log(`created client ${email.data} (uid ${user.uid}, invite code ${user.inviteCode})`);
      });
    }
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
