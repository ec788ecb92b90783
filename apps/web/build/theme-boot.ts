// A relative path: the config loader bundles it (the package name would resolve to raw TS).
import { themeBootScript } from '../../../packages/contract/src/theme';
import type { Plugin } from 'vite';

/**
 * Issue 15, no flash of the wrong theme: a tiny classic script at the end of <head> (it blocks
 * the parser, so it runs before the body paints) sets `<html data-theme>` from the stored choice
 * or the system setting. It is a file (not inline) so the Content-Security-Policy stays `script-src 'self'`; hashed, so it is
 * cached like every other asset. Used by the web client and the back office, each with its key.
 */
export function themeBoot(storageKey: string): Plugin {
  let fileName = '';
  let base = './';
  return {
    name: 'fxdesk:theme-boot',
    configResolved(config) {
      base = config.base;
    },
    generateBundle() {
      const ref = this.emitFile({
        type: 'asset',
        name: 'theme-boot.js',
        source: themeBootScript(storageKey),
      });
      fileName = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The dev server has no bundle: it gets the same script inline (no CSP there).
        const tag = ctx.bundle
          ? { tag: 'script', attrs: { src: `${base}${fileName}` }, injectTo: 'head' as const }
          : { tag: 'script', children: themeBootScript(storageKey), injectTo: 'head' as const };
        return [tag];
      },
    },
  };
}
