import { LANGUAGE_CODES } from '@fxdesk/contract';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';

const here = dirname(fileURLToPath(import.meta.url));

function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    } else out.set(path, String(value));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const load = (lang: string) =>
  flatten(JSON.parse(readFileSync(join(here, 'locales', `${lang}.json`), 'utf8')) as Record<string, unknown>);

describe('back-office locales (SPEC §1: all 15 languages)', () => {
  const reference = flatten(en);
  const others = LANGUAGE_CODES.filter((lang) => lang !== 'en');

  it.each(others)('%s has every key of en and no extra one', (lang) => {
    const messages = load(lang);
    const missing = [...reference.keys()].filter((k) => !messages.has(k));
    const extra = [...messages.keys()].filter((k) => !reference.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s has no empty message and keeps every {{placeholder}}', (lang) => {
    for (const [key, text] of load(lang)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
    for (const [key, text] of reference) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('%s is translated, not copied from English', (lang) => {
    // Codes, units and product names may stay as they are; sentences may not.
    const messages = load(lang);
    const copied = [...reference].filter(([key, text]) => messages.get(key) === text && /\s\w+\s/.test(text));
    expect(copied).toEqual([]);
  });
});
