import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import hk from './locales/hk.json';

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

describe('back-office locales (en, hk)', () => {
  const reference = flatten(en);
  const chinese = flatten(hk);

  it('hk has every key of en and no extra one', () => {
    const missing = [...reference.keys()].filter((k) => !chinese.has(k));
    const extra = [...chinese.keys()].filter((k) => !reference.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it('has no empty message and keeps every {{placeholder}}', () => {
    for (const [key, text] of chinese) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
    for (const [key, text] of reference) expect(text.trim(), key).not.toBe('');
  });

  it('is translated, not copied from English', () => {
    // Codes, units and product names may stay as they are; sentences may not.
    const copied = [...reference].filter(([key, text]) => chinese.get(key) === text && /\s\w+\s/.test(text));
    expect(copied).toEqual([]);
  });
});
