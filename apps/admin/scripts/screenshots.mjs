// Screenshots of the back office against a running server with data, for visual review and the
// README: login, dashboard, funds review and risk monitor at 1440×900.
//
//   ADMIN_EMAIL=… ADMIN_PASSWORD=… ADMIN_TOTP_SECRET=… \
//   node apps/admin/scripts/screenshots.mjs [baseUrl] [outDir]
//
// baseUrl is where /admin/ is served (the server, or `npx vite preview` in apps/admin with
// FXDESK_SERVER pointing at one). The staff member must already be enrolled: the script computes
// the TOTP code from ADMIN_TOTP_SECRET and waits for the next 30 s step if a code was just used.
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium } from '../../../e2e/chromium.mjs';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/+$/, '');
const outDir = resolve(process.argv[3] ?? 'docs/screenshots');
const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET } = process.env;
if (!ADMIN_EMAIL || !ADMIN_PASSWORD || !ADMIN_TOTP_SECRET) {
  console.error('set ADMIN_EMAIL, ADMIN_PASSWORD and ADMIN_TOTP_SECRET');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });

/** RFC 6238: SHA-1, 6 digits, 30 s steps (what apps/server/src/modules/admin/totp.ts accepts). */
function totp(secret, step) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
const stepNow = () => Math.floor(Date.now() / 30_000);

const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 });
// Runs in the page: English, whatever the browser prefers.
await context.addInitScript(() => globalThis.localStorage.setItem('fxdesk.admin.lang', 'en'));
const page = await context.newPage();
const shot = (name) => page.screenshot({ path: `${outDir}/admin-${name}.png` });

await page.goto(`${base}/admin/#/login`);
await page.getByTestId('login-email').fill(ADMIN_EMAIL);
await shot('login');

await page.getByTestId('login-password').fill(ADMIN_PASSWORD);
await page.getByTestId('login-submit').click();
await page.getByTestId('totp-code').waitFor();
for (let attempt = 0; ; attempt++) {
  await page.getByTestId('totp-code').fill(totp(ADMIN_TOTP_SECRET, stepNow()));
  await page.getByTestId('totp-submit').click();
  const outcome = await Promise.race([
    page
      .getByTestId('nav')
      .waitFor()
      .then(() => 'in'),
    page
      .getByTestId('auth-error')
      .waitFor()
      .then(() => 'refused'),
  ]);
  if (outcome === 'in') break;
  if (attempt > 1) throw new Error(await page.getByTestId('auth-error').textContent());
  // The code of this step was used already (replay protection): wait for the next one.
  await page.waitForTimeout((stepNow() + 1) * 30_000 - Date.now() + 500);
}

await page.getByTestId('chart-volume').waitFor();
await page.waitForTimeout(400);
await shot('dashboard');

await page.goto(`${base}/admin/#/funds/deposits`);
await page.getByTestId('deposits-table').locator('tbody tr').first().waitFor();
await page.waitForLoadState('networkidle');
await shot('funds');

await page.goto(`${base}/admin/#/risk`);
await page.getByTestId('risk-accounts').locator('tbody tr').first().waitFor();
await page.getByTestId('risk-exposure').locator('tbody tr').first().waitFor();
await page.waitForTimeout(600);
await shot('risk');

await browser.close();
console.log(`screenshots in ${outDir}`);
