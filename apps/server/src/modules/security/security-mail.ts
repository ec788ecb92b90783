import { isLang, LANGUAGES, translate, type Lang } from '@fxdesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { MessageTransport } from '../notify/index.js';
import { areas, users } from '../../db/schema.js';

type Ctx = { db: Db; transport: MessageTransport };

export type SecurityNotice =
  | { kind: 'new_device'; device: string; ip: string; at: Date }
  | { kind: 'password_changed'; at: Date }
  | { kind: 'method_added'; method: string; code: string; minutes: number };

/**
 * Security notices to a client (issue 14): by e-mail through the configured transport (outbox or
 * SMTP), or by SMS for an account that has only a mobile number, in the language of the
 * client's last login (the caller's language when none is known yet).
 */
export async function notifyClient(
  ctx: Ctx,
  userId: number,
  notice: SecurityNotice,
  fallbackLang: Lang,
): Promise<void> {
  const [row] = await ctx.db
    .select({ email: users.email, mobile: users.mobile, lang: users.lang, globalCode: areas.globalCode })
    .from(users)
    .leftJoin(areas, eq(areas.id, users.areaId))
    .where(eq(users.id, userId));
  if (!row) return;
  const lang = row.lang && isLang(row.lang) ? row.lang : fallbackLang;
  const { kind, ...rest } = notice;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(rest))
    params[name] = value instanceof Date ? formatTime(value, lang) : value;
  const text = translate(lang, `mail.security_${kind}`, params);
  if (row.email) {
    await ctx.transport.sendMail({
      to: row.email,
      subject: translate(lang, `mail.security_${kind}_subject`),
      text,
    });
  } else if (row.mobile && row.globalCode) {
    await ctx.transport.sendSms({ to: `+${row.globalCode}${row.mobile}`, text });
  }
}

/** Remembers the language of a login, for the notices above. */
export async function rememberLang(ctx: { db: Db }, userId: number, lang: Lang): Promise<void> {
  await ctx.db.update(users).set({ lang }).where(eq(users.id, userId));
}

/** "26 Nov 2026, 16:05 UTC" in the reader's language (a hold's end, a login's time). */
export function formatTime(date: Date, lang: Lang): string {
  const locale = LANGUAGES.find((l) => l.value === lang)?.locale ?? 'en';
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date);
  return `${text} UTC`;
}
