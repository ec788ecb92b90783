import { describe, expect, it } from 'vitest';
import { interpolate, translate, type MessageTree } from './translate';

const files = import.meta.glob<MessageTree>('./locales/*.json', { eager: true, import: 'default' });

function leaves(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('the in-house translator reads the locale files as i18next did', () => {
  const messages: MessageTree = {
    a: { hello: 'Hello {{name}}', twice: '{{n}} and {{n}}', bare: 'no vars' },
    cart: { items_zero: 'empty', items_one: '{{count}} item', items_other: '{{count}} items' },
    ru: { files_one: '{{count}} файл', files_few: '{{count}} файла', files_many: '{{count}} файлов' },
    plain: { count: 'Companies: {{count}}' },
  };

  it('looks up dotted keys and interpolates every {{variable}}, unescaped', () => {
    expect(translate(messages, 'en', 'a.hello', { name: '<b>Ann</b>' })).toBe('Hello <b>Ann</b>');
    expect(translate(messages, 'en', 'a.twice', { n: 2 })).toBe('2 and 2');
    expect(translate(messages, 'en', 'a.bare')).toBe('no vars');
  });

  it('leaves a variable that is not given in place, and answers a missing key with the key', () => {
    expect(translate(messages, 'en', 'a.hello')).toBe('Hello {{name}}');
    expect(translate(messages, 'en', 'a.nope')).toBe('a.nope');
    expect(translate(messages, 'en', 'a')).toBe('a');
    expect(translate(undefined, 'en', 'a.hello')).toBe('a.hello');
  });

  it('chooses plural keys by count with the language rules, then the bare key', () => {
    expect(translate(messages, 'en', 'cart.items', { count: 0 })).toBe('empty');
    expect(translate(messages, 'en', 'cart.items', { count: 1 })).toBe('1 item');
    expect(translate(messages, 'en', 'cart.items', { count: 5 })).toBe('5 items');
    expect(translate(messages, 'ru-RU', 'ru.files', { count: 3 })).toBe('3 файла');
    expect(translate(messages, 'ru-RU', 'ru.files', { count: 5 })).toBe('5 файлов');
    expect(translate(messages, 'ru-RU', 'ru.files', { count: 21 })).toBe('21 файл');
    expect(translate(messages, 'en', 'plain.count', { count: 7 })).toBe('Companies: 7');
  });

  it('interpolates null-safe', () => {
    expect(interpolate('{{a}}-{{b}}', { a: 0, b: null })).toBe('0-{{b}}');
  });

  it('the locale files use only what it supports (no nesting, formatters, context or <Trans>)', () => {
    for (const [file, tree] of Object.entries(files)) {
      for (const [key, text] of leaves(tree)) {
        expect(text, `${file} ${key}`).not.toMatch(/\$t\(|\{\{[^}]*,[^}]*\}\}|<\d+>|\{\{-/);
      }
    }
  });
});
