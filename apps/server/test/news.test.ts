import {
  ARTICLE_HTML,
  LANGUAGE_CODES,
  type NewsDetail,
  type NewsList,
  staffArticle,
  staffArticlePage,
  type StaffArticle,
} from '@fxdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, auditLog } from '../src/db/schema.js';
import { seedNews } from '../src/modules/news/news.seed.js';
import { adminCall, adminUpload, staffToken } from './admin-helper.js';
import { body, buildTestApp, type TestApp } from './helper.js';
import { executableParts, XSS_CORPUS } from './xss-corpus.js';

let t: TestApp;
let content: string;
beforeAll(async () => {
  t = await buildTestApp();
  // The run's template was seeded at the real time; the test clock starts days earlier.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  content = await staffToken(t, 'content');
});
afterAll(() => t.close());

const get = async <T>(url: string, lang = 'en') => body<T>(await t.app.inject({ url, headers: { lang } }));

async function draft(fields: Record<string, unknown> = {}) {
  const res = await adminCall<StaffArticle>(t, content, 'POST', '/admin/api/news', {
    category: 1,
    lang: 'en',
    title: `Story ${Math.random().toString(36).slice(2, 8)}`,
    content: '<p>Body text</p>',
    ...fields,
  });
  expect(res.code).toBe(1);
  return staffArticle.parse(res.data);
}

const publish = (id: number, payload: object = { action: 'publish' }) =>
  adminCall<StaffArticle>(t, content, 'POST', `/admin/api/news/${id}/publish`, payload);

describe('news/list and news/info (SPEC §7, DESIGN §7)', () => {
  it('a fresh install has news and announcements in every one of the 15 languages', async () => {
    for (const lang of LANGUAGE_CODES) {
      const news = await get<NewsList>('/api/news/list?category_id=1&page=1', lang);
      const notices = await get<NewsList>('/api/news/list?category_id=2&page=1', lang);
      expect({ lang, news: news.data.total >= 2, notices: notices.data.total >= 2 }).toEqual({
        lang,
        news: true,
        notices: true,
      });
      expect(news.data.data.every((a) => a.category_id === 1)).toBe(true);
      expect(notices.data.data.every((a) => a.category_id === 2)).toBe(true);
    }
    const de = await get<NewsList>('/api/news/list?category_id=2', 'de');
    expect(de.data.data.map((a) => a.title)).toContain('Geplante Wartung am Sonntag, 02:00–04:00 UTC');
    const jp = await get<NewsList>('/api/news/list', 'jp');
    expect(jp.data.data.some((a) => a.title.includes('週間見通し'))).toBe(true);
  });

  it('the seed is idempotent: a second run adds nothing', async () => {
    const before = await t.ctx.db.select({ id: articles.id }).from(articles);
    await seedNews(t.ctx.db);
    const after = await t.ctx.db.select({ id: articles.id }).from(articles);
    expect(after.length).toBe(before.length);
  });

  it('no category lists both, newest first, with the list fields; info adds the content', async () => {
    const list = await get<NewsList>('/api/news/list?page=1', 'fr');
    expect(new Set(list.data.data.map((a) => a.category_id))).toEqual(new Set([1, 2]));
    const first = list.data.data[0]!;
    expect(Object.keys(first).sort()).toEqual(['category_id', 'created_at', 'desc', 'id', 'logo', 'title']);
    const times = list.data.data.map((a) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const info = await get<NewsDetail>(`/api/news/info?id=${first.id}&t=123`, 'fr');
    expect(info.code).toBe(1);
    expect(info.data).toMatchObject({ ...first });
    expect(info.data.content).toContain('<p>');
  });

  it('follows the lang header: an article for one language is not listed in another; "all" is listed everywhere', async () => {
    const onlyDe = await draft({ lang: 'de', title: 'Nur auf Deutsch' });
    const forAll = await draft({ lang: 'all', title: 'For every language' });
    await publish(onlyDe.id);
    await publish(forAll.id);
    const de = await get<NewsList>('/api/news/list?category_id=1', 'de');
    const en = await get<NewsList>('/api/news/list?category_id=1', 'en');
    expect(de.data.data.map((a) => a.title)).toEqual(
      expect.arrayContaining(['Nur auf Deutsch', 'For every language']),
    );
    expect(en.data.data.map((a) => a.title)).toContain('For every language');
    expect(en.data.data.map((a) => a.title)).not.toContain('Nur auf Deutsch');
  });

  it('a story with an "all" version and an own-language version lists only the own-language one', async () => {
    const base = await draft({ lang: 'all', title: 'Fee schedule update' });
    const it_ = await adminCall<StaffArticle>(t, content, 'POST', '/admin/api/news', {
      category: 1,
      lang: 'it',
      title: 'Aggiornamento delle commissioni',
      content: '<p>Testo</p>',
      version_of: base.id,
    });
    expect(it_.data.group_id).toBe(base.group_id);
    await publish(base.id);
    await publish(it_.data.id);
    const itList = await get<NewsList>('/api/news/list?category_id=1', 'it');
    const titles = itList.data.data.map((a) => a.title);
    expect(titles).toContain('Aggiornamento delle commissioni');
    expect(titles).not.toContain('Fee schedule update');
    const trList = await get<NewsList>('/api/news/list?category_id=1', 'tr');
    expect(trList.data.data.map((a) => a.title)).toContain('Fee schedule update');
  });

  it('pages of 10: page 2 continues page 1 without repeats; total counts every visible article', async () => {
    for (let i = 0; i < 11; i++) await publish((await draft({ lang: 'kr', title: `기사 ${i}` })).id);
    const p1 = await get<NewsList>('/api/news/list?category_id=1&page=1', 'kr');
    const p2 = await get<NewsList>('/api/news/list?category_id=1&page=2', 'kr');
    expect(p1.data.data).toHaveLength(10);
    expect(p1.data.total).toBe(p2.data.total);
    expect(p1.data.total).toBeGreaterThanOrEqual(13);
    const ids = [...p1.data.data, ...p2.data.data].map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('drafts, unpublished, future-scheduled, deleted and unknown ids answer a localized not-found, never the article', async () => {
    const d = await draft({ title: 'Secret draft' });
    const later = await draft({ title: 'Secret future' });
    const at = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    expect((await publish(later.id, { action: 'schedule', publish_at: at })).code).toBe(1);
    const gone = await draft({ title: 'Deleted one' });
    await publish(gone.id);
    await adminCall(t, content, 'POST', `/admin/api/news/${gone.id}/delete`);
    const pulled = await draft({ title: 'Pulled back' });
    await publish(pulled.id);
    await publish(pulled.id, { action: 'unpublish' });
    for (const id of [d.id, later.id, gone.id, pulled.id, 99999999]) {
      const res = await get<unknown>(`/api/news/info?id=${id}`, 'de');
      expect({ id, code: res.code, data: res.data }).toEqual({ id, code: 1700, data: null });
      expect(res.msg).toBe('Dieser Artikel existiert nicht oder ist nicht mehr verfügbar');
    }
    const list = await get<NewsList>('/api/news/list?category_id=1', 'en');
    for (const title of ['Secret draft', 'Secret future', 'Deleted one', 'Pulled back'])
      expect(list.data.data.map((a) => a.title)).not.toContain(title);
  });

  it('a scheduled article appears by itself once its time has passed', async () => {
    const s = await draft({ lang: 'th', title: 'ข่าวที่ตั้งเวลาไว้' });
    const at = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await publish(s.id, { action: 'schedule', publish_at: at });
    expect((await get(`/api/news/info?id=${s.id}`, 'th')).code).toBe(1700);
    t.clock.advance(61_000);
    const info = await get<NewsDetail>(`/api/news/info?id=${s.id}`, 'th');
    expect(info.code).toBe(1);
    expect(info.data.created_at).toBe(at);
    const list = await get<NewsList>('/api/news/list?category_id=1', 'th');
    expect(list.data.data[0]?.title).toBe('ข่าวที่ตั้งเวลาไว้');
  });

  it('bad input is refused with 1001 and a localized message: ids and categories are strict', async () => {
    for (const q of [
      'id=abc',
      'id=0',
      'id=-1',
      'id=1.5',
      'id=1e3',
      'id=%201',
      'id=0x10',
      'id=99999999999',
      'id=',
    ]) {
      const res = await get(`/api/news/info?${q}`, 'en');
      expect({ q, code: res.code }).toEqual({ q, code: 1001 });
    }
    expect((await get('/api/news/info')).code).toBe(1001);
    for (const q of ['category_id=3', 'category_id=0', 'category_id=x', 'page=0', 'page=-2', 'page=abc']) {
      const res = await get(`/api/news/list?${q}`, 'en');
      expect({ q, code: res.code }).toEqual({ q, code: 1001 });
    }
    const fr = await get('/api/news/info?id=abc', 'fr');
    expect(fr.msg).toMatch(/id/);
  });

  it('content stored by other means is cleaned again when served', async () => {
    const a = await draft({ title: 'Tampered' });
    await publish(a.id);
    await t.ctx.db
      .update(articles)
      .set({
        content:
          '<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
      })
      .where(eq(articles.id, a.id));
    const info = await get<NewsDetail>(`/api/news/info?id=${a.id}`);
    expect(info.data.content).toBe('<p>ok</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>');
  });
});

describe('XSS corpus at the API: saved and served output holds nothing executable', () => {
  it(`has at least 50 vectors (${XSS_CORPUS.length})`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(50);
  });

  it('every vector, saved through the back office and served by news/info, is inert', async () => {
    const failures: string[] = [];
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const html = `<p>before ${i}</p>${payload}<p>after ${i}</p>`;
      const created = await draft({ title: `XSS ${i}`, content: html });
      const saved = created.content;
      const preview = await adminCall<{ content: string }>(t, content, 'POST', '/admin/api/news/preview', {
        content: html,
      });
      await publish(created.id);
      const served = (await get<NewsDetail>(`/api/news/info?id=${created.id}`)).data.content;
      for (const [where, out] of [
        ['saved', saved],
        ['preview', preview.data.content],
        ['served', served],
      ] as const) {
        const bad = executableParts(out, ARTICLE_HTML.tags);
        if (bad.length) failures.push(`#${i} ${where}: ${bad.join('; ')} ← ${payload}`);
      }
      expect(saved).toContain(`before ${i}`);
      expect(served).toBe(saved);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the allowed markup: headings, lists, quotes, tables, safe links and images', async () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<blockquote><p>q</p></blockquote><table><tbody><tr><td colspan="2">t</td></tr></tbody></table>' +
      '<p><a href="https://www.ecb.europa.eu/">ECB</a> <a href="mailto:support@fxdesk.example">mail</a></p>' +
      '<img src="/uploads/abc.png" alt="chart" width="640" height="320"><img src="https://cdn.example/x.jpg" width="100%">';
    const a = await draft({ content: html });
    expect(a.content).toBe(
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
        '<blockquote><p>q</p></blockquote><table><tbody><tr><td colspan="2">t</td></tr></tbody></table>' +
        '<p><a href="https://www.ecb.europa.eu/" target="_blank" rel="noopener noreferrer nofollow">ECB</a> <a href="mailto:support@fxdesk.example" target="_blank" rel="noopener noreferrer nofollow">mail</a></p>' +
        '<img src="/uploads/abc.png" alt="chart" width="640" height="320" /><img src="https://cdn.example/x.jpg" />',
    );
  });
});

describe('back office: write, publish, schedule, delete — audited', () => {
  it('creates a draft, edits it, publishes, unpublishes and deletes; each step is in the audit log', async () => {
    const a = await draft({
      title: 'Draft title',
      desc: '',
      content: '<p>First words of the article body.</p>',
    });
    expect(a).toMatchObject({ status: 0, publish_at: null, desc: 'First words of the article body.' });
    const edited = await adminCall<StaffArticle>(t, content, 'PUT', `/admin/api/news/${a.id}`, {
      category: 2,
      lang: 'en',
      title: 'Edited title',
      desc: 'Own summary',
      logo: '/img/news-gold.svg',
      content: '<p>New body</p><script>x()</script>',
    });
    expect(edited.data).toMatchObject({
      category: 2,
      title: 'Edited title',
      desc: 'Own summary',
      content: '<p>New body</p>',
    });
    const pub = await publish(a.id);
    expect(pub.data.status).toBe(1);
    expect(pub.data.publish_at).toBe(t.clock.now().toISOString());
    expect((await get<NewsList>('/api/news/list?category_id=2')).data.data[0]?.title).toBe('Edited title');
    expect((await publish(a.id, { action: 'unpublish' })).data).toMatchObject({
      status: 0,
      publish_at: null,
    });
    expect((await adminCall(t, content, 'POST', `/admin/api/news/${a.id}/delete`)).code).toBe(1);
    expect((await adminCall(t, content, 'GET', `/admin/api/news/${a.id}`)).code).toBe(1700);
    const rows = await t.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'article'), eq(auditLog.targetId, String(a.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => r.action)).toEqual([
      'news.created',
      'news.updated',
      'news.published',
      'news.unpublished',
      'news.deleted',
    ]);
  });

  it('refuses a schedule in the past, publishing an empty article, bad fields and a duplicate language version — nothing written', async () => {
    const a = await draft({ content: '<script>only()</script>' });
    expect((await publish(a.id)).code).toBe(1702);
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    expect((await publish(a.id, { action: 'schedule', publish_at: past })).code).toBe(1701);
    expect((await publish(a.id, { action: 'schedule' })).code).toBe(1701);
    expect((await publish(a.id, { action: 'launch' })).code).toBe(1001);
    const [row] = await t.ctx.db.select().from(articles).where(eq(articles.id, a.id));
    expect(row).toMatchObject({ status: 0, publishAt: null });

    const base = { category: 1, lang: 'en', title: 'T', content: '<p>x</p>' };
    for (const bad of [
      { ...base, title: '' },
      { ...base, title: 'a\u0000b' },
      { ...base, title: 'x'.repeat(201) },
      { ...base, desc: 'line\u0007' },
      { ...base, category: 3 },
      { ...base, lang: 'xx' },
      { ...base, logo: 'javascript:alert(1)' },
      { ...base, logo: '//evil.example/x.png' },
      { ...base, content: 'x'.repeat(200_001) },
      { ...base, content: 'a\u0000' },
      { ...base, extra: 1 },
      { ...base, version_of: '1e3' },
    ]) {
      const before = await t.ctx.db.select({ id: articles.id }).from(articles);
      const res = await adminCall(t, content, 'POST', '/admin/api/news', bad);
      expect({ bad: JSON.stringify(bad).slice(0, 80), code: res.code }).toEqual({
        bad: JSON.stringify(bad).slice(0, 80),
        code: bad.content?.length > 100_000 ? res.code : 1001,
      });
      expect(res.code).not.toBe(1);
      expect((await t.ctx.db.select({ id: articles.id }).from(articles)).length).toBe(before.length);
    }
    const story = await draft({ lang: 'ru' });
    const dup = await adminCall(t, content, 'POST', '/admin/api/news', {
      ...base,
      lang: 'ru',
      version_of: story.id,
    });
    expect(dup.code).toBe(1703);
    const missing = await adminCall(t, content, 'POST', '/admin/api/news', { ...base, version_of: 99999999 });
    expect(missing.code).toBe(1700);
  });

  it('two versions in the same language sent at once: exactly one is created', async () => {
    const story = await draft({ lang: 'en' });
    const send = () =>
      adminCall(t, content, 'POST', '/admin/api/news', {
        category: 1,
        lang: 'pt',
        title: 'Versão',
        content: '<p>x</p>',
        version_of: story.id,
      });
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.code).sort()).toEqual([1, 1703]);
    const versions = await adminCall<StaffArticle>(t, content, 'GET', `/admin/api/news/${story.id}`);
    expect(versions.data.versions.map((v) => v.lang)).toEqual(['pt']);
  });

  it("lists with filters and shows each story's other language versions", async () => {
    const list = await adminCall<{ data: StaffArticle[]; total: number }>(
      t,
      content,
      'GET',
      '/admin/api/news?category=2&lang=de&status=1',
    );
    expect(list.code).toBe(1);
    const page = staffArticlePage.parse(list.data);
    expect(page.data.length).toBeGreaterThanOrEqual(2);
    expect(page.total).toBe(page.data.length);
    for (const a of list.data.data) {
      expect(a).toMatchObject({ category: 2, lang: 'de', status: 1 });
      expect(a.versions.length).toBe(14);
      expect('content' in a).toBe(false);
    }
    const found = await adminCall<{ data: StaffArticle[] }>(t, content, 'GET', '/admin/api/news?q=Wartung');
    expect(found.data.data.map((a) => a.lang)).toEqual(['de']);
  });
});

describe('back-office roles (permission matrix)', () => {
  it('owner and content write articles; finance, support and risk are refused (1502) and nothing changes', async () => {
    const owner = await staffToken(t, 'owner');
    const created = await adminCall<StaffArticle>(t, owner, 'POST', '/admin/api/news', {
      category: 1,
      lang: 'en',
      title: 'By the owner',
      content: '<p>x</p>',
    });
    expect(created.code).toBe(1);
    for (const role of ['finance', 'support', 'risk'] as const) {
      const token = await staffToken(t, role);
      const calls = [
        await adminCall(t, token, 'GET', '/admin/api/news'),
        await adminCall(t, token, 'GET', `/admin/api/news/${created.data.id}`),
        await adminCall(t, token, 'POST', '/admin/api/news', {
          category: 1,
          lang: 'en',
          title: 'x',
          content: '<p>x</p>',
        }),
        await adminCall(t, token, 'PUT', `/admin/api/news/${created.data.id}`, {
          category: 1,
          lang: 'en',
          title: 'Hijacked',
          content: '<p>x</p>',
        }),
        await adminCall(t, token, 'POST', `/admin/api/news/${created.data.id}/publish`, {
          action: 'publish',
        }),
        await adminCall(t, token, 'POST', `/admin/api/news/${created.data.id}/delete`),
        await adminCall(t, token, 'POST', '/admin/api/news/preview', { content: '<p>x</p>' }),
      ];
      expect({ role, codes: calls.map((c) => c.code) }).toEqual({ role, codes: Array(7).fill(1502) });
    }
    const [row] = await t.ctx.db.select().from(articles).where(eq(articles.id, created.data.id));
    expect(row).toMatchObject({ title: 'By the owner', status: 0 });
  });

  it('a client token or no token is not a staff session (999)', async () => {
    const demo = body<{ token: string }>(
      await t.app.inject({ url: '/api/user/createAccountDemoForU?demo_id=news-test-device' }),
    );
    expect((await adminCall(t, demo.data.token, 'GET', '/admin/api/news')).code).toBe(999);
    expect(body(await t.app.inject({ url: '/admin/api/news' })).code).toBe(999);
  });

  it('the content role may upload article images', async () => {
    const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const res = await adminUpload(t, content, '/admin/api/uploads', PNG, 'a.png');
    expect(res.code).toBe(1);
    expect(res.data.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });
});
