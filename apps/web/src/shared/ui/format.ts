/**
 * Number formatting in the user's language with Latin digits (a trading screen reads prices
 * in 0–9 everywhere, Arabic included). Decimals follow SPEC §9: balance 2.
 */
export function formatAmount(value: number, locale: string, decimals = 2): string {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
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
