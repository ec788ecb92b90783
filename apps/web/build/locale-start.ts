import fs from 'node:fs';
import type { Plugin } from 'vite';
import { pickKeys, START_KEYS } from '../src/shared/i18n/start-keys';

const LOCALE_FILE = /[\\/]shared[\\/]i18n[\\/]locales[\\/][a-z]+\.json$/;

/**
 * `locales/<lang>.json?start` is the language's start-up part: only the keys of START_KEYS
 * (src/shared/i18n/start-keys.ts), as a module whose default export is that tree. The whole
 * file stays importable as it is.
 */
export function localeStartPart(): Plugin {
  return {
    name: 'fxdesk-locale-start',
    enforce: 'pre',
    load(id) {
      const [file = '', query] = id.split('?');
      if (query !== 'start' || !LOCALE_FILE.test(file)) return null;
      this.addWatchFile(file);
      const part = pickKeys(JSON.parse(fs.readFileSync(file, 'utf8')), START_KEYS);
      return { code: `export default ${JSON.stringify(part)};`, moduleType: 'js' };
    },
  };
}
