import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { settings } from '../../db/schema.js';

/**
 * The card-provider webhook secret: `CARD_WEBHOOK_SECRET` when set, otherwise 32 random bytes
 * made once at first boot and kept in the database (so every process on one PostgreSQL signs
 * alike). The key is outside SETTING_DEFAULTS, so no settings screen or API ever lists it.
 * Several processes making it at once keep the first one written (insert … on conflict do
 * nothing, then read back).
 */
const SECRET_KEY = 'secret.card_webhook';

export function webhookSecret(db: Db, configured: string | undefined): () => Promise<string> {
  let secret: Promise<string> | undefined;
  const load = async () => {
    if (configured) return configured;
    await db
      .insert(settings)
      .values({ key: SECRET_KEY, value: JSON.stringify(randomBytes(32).toString('hex')) })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, SECRET_KEY));
    return JSON.parse(row!.value) as string;
  };
  return () => {
    secret ??= load();
    secret.catch(() => (secret = undefined)); // a failed read is tried again next time
    return secret;
  };
}
