/**
 * A "YYYY-MM-DD HH:mm:ss" UTC time from the server (order times) in the user's time zone and
 * language, with Latin digits; the raw text when it does not parse.
 */
export function formatServerTime(text: string, locale: string): string {
  if (!text) return '';
  return formatInstant(`${text.replace(' ', 'T')}Z`, locale, text);
}

/** An ISO 8601 instant ("2026-11-22T08:16:48.000Z") the same way; `fallback` when it does not parse. */
export function formatInstant(iso: string, locale: string, fallback = iso): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return dateTimeFormat(locale).format(date);
}

let lastDateFormat: { locale: string; format: Intl.DateTimeFormat } | null = null;

function dateTimeFormat(locale: string): Intl.DateTimeFormat {
  if (lastDateFormat?.locale !== locale) {
    lastDateFormat = {
      locale,
      format: new Intl.DateTimeFormat(`${locale}-u-nu-latn`, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    };
  }
  return lastDateFormat.format;
}

/** Regional-indicator flag for an ISO 3166 alpha-2 code ("HK" → 🇭🇰). */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...Array.from(code, (c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** The localized country name, or the code when the runtime has no name for it. */
export function countryName(countryCode: string, locale: string): string {
  try {
    return (
      new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode
    );
  } catch {
    return countryCode;
  }
}

/** Hides the middle of an e-mail or phone number for display: "jo***@mail.com", "138****5678". */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) {
    const name = account.slice(0, at);
    return `${name.slice(0, Math.min(2, name.length))}***${account.slice(at)}`;
  }
  if (account.length <= 6) return account;
  return `${account.slice(0, 3)}****${account.slice(-4)}`;
}
