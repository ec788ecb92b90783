// Screenshots of the built client for visual review: login, register and user centre at a
// phone size (mobile user agent) and a desktop size (desktop user agent).
//
//   npm run build -w apps/web && npx vite preview --port 4173 (in apps/web), then
//   node apps/web/scripts/screenshots.mjs [baseUrl] [outDir]
//
// API calls are answered by fixtures through page.route, so the pictures do not depend on a
// running server; a real server is never contacted.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { launchChromium, PROFILES } from '../../../e2e/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:4173/';
const outDir = resolve(process.argv[3] ?? 'docs/screenshots');
mkdirSync(outDir, { recursive: true });

const user = {
  id: 7,
  uid: '80012345',
  email: 'alex.morgan@example.com',
  mobile: '',
  area_code: '',
  is_demo: Number(process.env.DEMO ?? 0),
  invite_code: 'K7Q2ZD',
  created_at: '2026-01-02T03:04:05Z',
};

const fixtures = {
  '/api/user/info': user,
  '/v1/api/main/wallet/getBalance': { balance: 12480.5 },
  '/api/default/area_list': [
    { id: 1, code: 'HK', global_code: '852' },
    { id: 2, code: 'SG', global_code: '65' },
    { id: 3, code: 'GB', global_code: '44' },
    { id: 4, code: 'JP', global_code: '81' },
  ],
  '/api/basicSet/getBasicInfo': {
    service_link: '',
    service_link_type: 1,
    verify_reg_type: 1,
    trade_fee_type: 1,
  },
  '/api/default/setting': 1,
  '/api/company/getCompanyStatus': { status: 0, type: 1, loss_url: '' },
};

async function shoot(browser, { name, hash, mobile, token, lang = 'en', demo = false, act }) {
  const context = await browser.newContext({
    ...PROFILES[mobile ? 'mobile' : 'desktop'],
    deviceScaleFactor: mobile ? 2 : 1,
  });
  await context.addInitScript(
    ([t, l]) => {
      globalThis.localStorage.setItem('fxdesk.lang', l);
      if (t) globalThis.localStorage.setItem('fxdesk.token', t);
    },
    [token ?? '', lang],
  );
  const page = await context.newPage();
  await page.route(/\/(api|v1)\//, (route) => {
    const path = new URL(route.request().url()).pathname;
    let data = path in fixtures ? fixtures[path] : null;
    if (path === '/api/user/info' && demo) data = { ...user, email: '', is_demo: 1 };
    return route.fulfill({ json: { code: 1, msg: 'ok', data } });
  });
  await page.goto(`${base}#${hash}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  if (act) {
    await act(page);
    await page.waitForTimeout(500);
  }
  const file = resolve(outDir, `${name}-${mobile ? 'mobile' : 'desktop'}.png`);
  await page.screenshot({ path: file, fullPage: !mobile });
  console.log(file);
  await context.close();
}

const browser = await launchChromium();
const only = process.env.ONLY?.split(',');
const lang = process.env.LANG_CODE ?? 'en';
try {
  for (const mobile of [true, false]) {
    const shots = [
      { name: 'login', hash: '/login', mobile, lang },
      { name: 'register', hash: '/register?invite_code=K7Q2ZD', mobile, lang },
      { name: 'user', hash: '/user', mobile, token: 'screenshot-token', lang },
    ];
    // EXTRA=1: more states for review (not part of docs/screenshots).
    if (process.env.EXTRA) {
      const token = 'screenshot-token';
      shots.push(
        { name: 'home', hash: '/', mobile, lang },
        { name: 'login-ar', hash: '/login?lang=ar', mobile, lang },
        { name: 'user-ar', hash: '/user', mobile, token, lang: 'ar' },
        { name: 'user-demo', hash: '/user', mobile, token, lang, demo: true },
        {
          name: 'user-demo-dialog',
          hash: '/user',
          mobile,
          token,
          lang,
          demo: true,
          act: (page) => page.getByTestId('charge-button').click(),
        },
        {
          name: 'register-mobile-tab',
          hash: '/register',
          mobile,
          lang,
          act: async (page) => {
            await page.getByTestId('method-mobile').click();
            await page.getByTestId('area-code-button').click();
          },
        },
        { name: 'language', hash: '/language', mobile, lang },
        { name: 'system', hash: '/mine/system', mobile, token, lang },
        { name: 'password', hash: '/mine/password', mobile, token, lang },
        { name: 'charge', hash: '/mine/charge', mobile, token, lang },
        { name: 'trade', hash: '/trade', mobile, lang },
        { name: 'forgot', hash: '/forgot', mobile, lang: 'hk' },
        {
          name: 'login-toast',
          hash: '/login',
          mobile,
          lang,
          act: (page) => page.getByTestId('login-submit').click(),
        },
      );
    }
    for (const shot of shots) {
      if (!only || only.includes(shot.name)) await shoot(browser, shot);
    }
  }
} finally {
  await browser.close();
}
