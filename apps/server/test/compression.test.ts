import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.js';

/** Web quality issue: every text answer compressed, hashed assets cached for a year. */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fxdesk-dist-'));
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><title>FXDesk</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`,
  );
  const asset = path.join(dist, 'assets/app-Ab12Cd.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  t = await buildTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('HTTP compression and caching', () => {
  it('serves a hashed asset precompressed (brotli, else gzip) and immutable for a year', async () => {
    const br = await t.app.inject({
      url: '/assets/app-Ab12Cd.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/app-Ab12Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the page and API answers on the fly, and revalidates the page', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('name="fxdesk-api"');
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.headers['content-encoding']).toBe('gzip');
    const spec = JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()) as { openapi: string };
    expect(spec.openapi).toMatch(/^3\./);
    const raw = await t.app.inject({ url: '/api/docs/json' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(docs.rawPayload.length * 5).toBeLessThan(raw.rawPayload.length);
  });
});
