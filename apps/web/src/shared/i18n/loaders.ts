import type { Lang } from '@fxdesk/contract';
import type { Messages } from './messages';
import type { MessageTree } from './translate';

/**
 * One JSON file per language, each loaded on demand so only the active one is downloaded; and
 * of that file, first only the keys the start-up screens show (start-keys.ts), the whole file
 * right after. Without React, so that src/boot.ts can start these downloads before the
 * start-up chunk evaluates.
 */
const loaders = import.meta.glob<Messages>('./locales/*.json', { import: 'default' });
const startLoaders = import.meta.glob<MessageTree>('./locales/*.json', {
  import: 'default',
  query: '?start',
});

export async function loadMessages(lang: Lang): Promise<Messages> {
  const load = loaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}

export async function loadStartMessages(lang: Lang): Promise<MessageTree> {
  const load = startLoaders[`./locales/${lang}.json`];
  if (!load) throw new Error(`no locale file for ${lang}`);
  return load();
}
