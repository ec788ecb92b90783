import { LANGUAGES } from '@fxdesk/contract';
import { describe, expect, it } from 'vitest';

/** Every locale file, read eagerly so a missing or extra key fails here rather than on screen. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

const locale = (code: string) => {
  const file = files[`./locales/${code}.json`];
  if (!file) throw new Error(`missing locales/${code}.json`);
  return flatten(file);
};

const reference = locale('en');
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locales (15 languages, SPEC §3)', () => {
  it('has exactly one file per language', () => {
    const codes = Object.keys(files).map((f) => f.replace('./locales/', '').replace('.json', ''));
    expect(codes.sort()).toEqual(LANGUAGES.map((l) => l.value).sort());
  });

  describe.each(LANGUAGES.map((l) => l.value))('%s', (code) => {
    const messages = locale(code);

    it('has every key of en and no extra one', () => {
      const missing = [...reference.keys()].filter((k) => !messages.has(k));
      const extra = [...messages.keys()].filter((k) => !reference.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has no empty message and keeps every {{placeholder}}', () => {
      for (const [key, text] of messages) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
      }
    });
  });

  it('is translated, not copied from English', () => {
    for (const { value } of LANGUAGES) {
      if (value === 'en') continue;
      const messages = locale(value);
      const copied = [...reference].filter(([key, text]) => messages.get(key) === text && text.length > 12);
      expect(copied, value).toEqual([]);
    }
  });
});
