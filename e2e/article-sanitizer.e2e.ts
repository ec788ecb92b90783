import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser.js';

/*
 * The browser's pass over article HTML (@fxdesk/browser/article), which the client's reader and
 * the console's preview share, run in Chromium itself: DOMPurify's result depends on the real
 * HTML parser, which happy-dom does not reproduce. No server: the module is bundled here and
 * loaded into a blank page.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  const bundle = await build({
    entryPoints: [new URL('../packages/browser/src/article.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    globalName: 'fxArticle',
    write: false,
    logLevel: 'silent',
  });
  browser = await launch();
  page = await browser.newPage();
  await page.setContent('<!doctype html><title>sanitizer</title><div id="box"></div>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
});
afterAll(() => browser?.close());

/** The cleaned markup, parsed back, as (tag, attributes, text) rows for assertions. */
function clean(markup: string) {
  return page.evaluate((input) => {
    const box = document.getElementById('box')!;
    const api = (window as unknown as { fxArticle: { cleanArticleHtml(html: string): string } }).fxArticle;
    box.innerHTML = api.cleanArticleHtml(input);
    return [...box.querySelectorAll('*')].map((el) => ({
      tag: el.tagName.toLowerCase(),
      attrs: Object.fromEntries(el.getAttributeNames().map((n) => [n, el.getAttribute(n)])),
      text: el.textContent,
    }));
  }, markup);
}

describe('article HTML as the reader and the preview show it (Chromium)', () => {
  it('drops scripts, event handlers, styles and classes and keeps the text', async () => {
    const rows = await clean(
      '<p class="x" style="color:red" onclick="alert(1)">Hi<script>alert(2)</script><img src="/u/a.png" onerror="alert(3)"></p>',
    );
    expect(rows).toEqual([
      { tag: 'p', attrs: {}, text: 'Hi' },
      { tag: 'img', attrs: { src: '/u/a.png', loading: 'lazy', decoding: 'async' }, text: '' },
    ]);
  });

  it('refuses javascript:, protocol-relative and data: URLs; keeps http(s), mailto and site paths', async () => {
    const rows = await clean(
      '<a href="javascript:alert(1)">a</a><a href="//evil.test/x">b</a><a href="https://fx.test/n">c</a>' +
        '<a href="mailto:help@fx.test">d</a><img src="data:image/png;base64,AAAA"><img src="/uploads/c.png">',
    );
    expect(rows.map((r) => r.attrs.href ?? r.attrs.src ?? null)).toEqual([
      null,
      null,
      'https://fx.test/n',
      'mailto:help@fx.test',
      null,
      '/uploads/c.png',
    ]);
  });

  it('opens every link in a new tab without the opener', async () => {
    const [link] = await clean('<a href="https://fx.test" target="_self" rel="opener">x</a>');
    expect(link!.attrs).toEqual({
      href: 'https://fx.test',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    });
  });

  it('drops tags outside the allow-list (iframe, form, svg) with what they carry', async () => {
    const rows = await clean(
      '<iframe src="https://x.test"></iframe><form><input name="p"></form><svg><a href="/x">s</a></svg><h2>T</h2>',
    );
    expect(rows.map((r) => r.tag)).toEqual(['h2']);
  });
});
