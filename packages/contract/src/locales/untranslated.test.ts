import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * No English left in a translation: a non-English value equal to the English one fails, unless
 * it is trading jargon or a brand every language writes the same way, or a word that is really
 * spelled the same in that language (French "Message", German "Status"). Read from disk so one
 * test covers the client, the back office and the error messages.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const DIRS = [
  'apps/web/src/shared/i18n/locales',
  'apps/admin/src/shared/i18n/locales',
  'packages/contract/src/locales',
];

/** Jargon and names kept in English in every language. */
const JARGON = new Set([
  'FXDesk',
  'UID',
  'UID {{uid}}',
  'IP',
  'SMS',
  'ID',
  'KYC',
  'SWIFT',
  'P&L',
  'E-mail',
  'e-mail',
  'Logo',
  'Demo',
  'Trader',
  'Traders',
  'Copy trading',
  'Stop loss',
  'Take profit',
  'stop loss',
  'take profit',
  'Stop out',
  'Swing',
  'Scalper',
  'Trend',
  'Lots',
  'lots',
  'Margin',
  'Live',
  'Offline',
  'Feedback',
  'Website',
  'Ranking',
  'Dashboard',
  'Follower',
  'Trading',
  'Equity',
  'OK',
  'EUR/USD',
  'SL',
  'TP',
]);

/** Words spelled the same as the English in that language (checked by a speaker, not guessed). */
const SAME_WORD: Record<string, string[]> = {
  de: [
    'Version',
    'Optional',
    'Wallet',
    'Orders',
    'Status',
    'Desktop',
    'Bank',
    'Text',
    'Name',
    'Link',
    'Uploads',
    'Codes',
    'Code',
    'Support',
  ],
  fr: [
    'Code',
    'Version',
    'Mobile',
    'Crypto',
    'Active',
    'Allocation',
    'Pause',
    'Clients',
    'Client',
    'Instruments',
    'Finance',
    'Pages',
    'Sessions',
    'Type',
    'Destination',
    'Positions',
    'Message',
    'Contact',
    'Image',
    'Photos',
    'Action',
    'Site',
    'Total',
    'Normal',
    'Support',
    'Codes',
    'page',
    'image',
    'message',
    'contact',
    'action',
    'Actions',
    'Menu',
  ],
  it: [
    'Account',
    'Password',
    'Feed',
    'Database',
    'Desktop',
    'Link',
    'Normal',
    'Total',
    'account',
    'password',
    'screenshot',
    'Screenshot',
    'No',
    'Menu',
  ],
  pt: ['Status', 'Site', 'Uploads', 'Real', 'Normal', 'Total', 'Memo', 'Menu'],
  spa: ['No', 'Real', 'Normal', 'Total', 'Memo'],
  id: [
    'Menu',
    'Status',
    'Desktop',
    'Bank',
    'Pair',
    'Target',
    'Deposit',
    'leverage',
    'Leverage',
    'Normal',
    'Total',
    'Memo',
  ],
  tr: ['Site', 'Normal', 'Memo', 'Risk'],
};
const ANYWHERE_NORMAL = new Set(['Normal', 'Memo', 'Total']);

function flatten(tree: Record<string, unknown>, prefix = '', out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
  }
  return out;
}

const read = (dir: string, lang: string) =>
  flatten(JSON.parse(readFileSync(join(root, dir, `${lang}.json`), 'utf8')) as Record<string, unknown>);

/** Values in `lang` that are the English text unchanged and not allowed. */
export function untranslated(
  english: Map<string, string>,
  other: Map<string, string>,
  lang: string,
): string[] {
  const same = new Set(SAME_WORD[lang] ?? []);
  return [...other]
    .filter(([key, value]) => english.get(key) === value && /\p{L}/u.test(value))
    .filter(([, value]) => !JARGON.has(value) && !same.has(value) && !ANYWHERE_NORMAL.has(value))
    .map(([key, value]) => `${key} = ${JSON.stringify(value)}`);
}

describe('no untranslated strings', () => {
  it('the check itself: "Pending" left in English in German is caught', () => {
    const english = new Map([
      ['orders.pending', 'Pending'],
      ['brand', 'FXDesk'],
    ]);
    expect(untranslated(english, new Map(english), 'de')).toEqual(['orders.pending = "Pending"']);
  });

  for (const dir of DIRS) {
    const langs = readdirSync(join(root, dir))
      .filter((f) => f.endsWith('.json') && f !== 'en.json')
      .map((f) => f.slice(0, -5));
    it(`${dir}: every non-English value differs from the English (allow-list aside)`, () => {
      const english = read(dir, 'en');
      const found = langs.flatMap((lang) =>
        untranslated(english, read(dir, lang), lang).map((s) => `${lang}: ${s}`),
      );
      expect(found).toEqual([]);
    });
  }
});
