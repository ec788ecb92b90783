import type { NewsItem } from '@fxdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { headersOf, mockFetch, ok } from '../../test/http';
import { renderRoutes, where } from '../../test/render';
import { AnnouncementPage } from './AnnouncementPage';
import { NewsDetailPage } from './NewsDetailPage';
import { NewsPage } from './NewsPage';
import { NewsPanel, NewsStrip } from '../../shared/news/NewsLinks';
import { layoutForScroller } from '../../test/scroller';

// happy-dom's tree walker skips nodes, so DOMPurify cannot run here; the browser pass (links,
// images, the XSS corpus) is tested in Chromium by e2e/news.e2e.ts. Here it is a marker.
vi.mock('@fxdesk/browser/article', () => ({
  cleanArticleHtml: (html: string) => `<div data-cleaned="1">${html}</div>`,
}));

const item = (id: number, category: 1 | 2, title = `Article ${id}`): NewsItem => ({
  id,
  title,
  desc: `Summary of ${title}`,
  logo: id % 2 ? '/img/news-gold.svg' : '',
  created_at: '2026-11-25T08:00:00.000Z',
  category_id: category,
});

/** The news API double: 25 news articles and 3 announcements, pages of 10. */
function serveNews() {
  const seen: URL[] = [];
  const news = Array.from({ length: 25 }, (_, i) => item(100 + i, 1));
  const notices = [item(1, 2, 'Maintenance on Sunday'), item(2, 2), item(3, 2)];
  const fetch = mockFetch((url, init) => {
    seen.push(url);
    if (url.pathname === '/api/news/list') {
      const rows = url.searchParams.get('category_id') === '2' ? notices : news;
      const page = Number(url.searchParams.get('page') ?? 1);
      return ok({
        data: rows.slice((page - 1) * 10, page * 10),
        total: rows.length,
        lang: headersOf(init).lang,
      });
    }
    if (url.pathname === '/api/news/info') {
      const id = Number(url.searchParams.get('id'));
      if (id === 404)
        return { code: 1700, msg: 'This article does not exist or is no longer available', data: null };
      return ok({
        ...item(id, 1, 'Gold holds near record highs'),
        content:
          '<h3>What to watch</h3><p>Read the <a href="https://www.lbma.org.uk/">LBMA report</a>.</p><img src="/img/news-gold.svg" width="640" height="320">',
      });
    }
    return ok(null);
  });
  vi.stubGlobal('fetch', fetch);
  return { seen, fetch };
}

describe('news screens (SPEC §2 news, newsDetail, announcement)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists news with skeletons first, loads the next page on scroll, and switches to announcements', async () => {
    layoutForScroller();
    const { seen, fetch } = serveNews();
    const { router } = renderRoutes([{ path: '/news', Component: NewsPage }], '/news', 'mobile');
    expect(screen.getByTestId('news-loading')).toBeTruthy();
    expect(await screen.findByTestId('news-item-100')).toBeTruthy();
    expect(screen.getByTestId('news-item-100').textContent).toContain('Summary of Article 100');
    // SPEC §9: page-based infinite scroll from page 1.
    expect(await screen.findByTestId('news-item-124', {}, { timeout: 5000 })).toBeTruthy();
    const pages = seen.filter((u) => u.pathname === '/api/news/list').map((u) => u.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(headersOf(fetch.mock.calls[0]![1]).lang).toBe('en');

    fireEvent.click(screen.getByTestId('news-tab-announcements'));
    await waitFor(() => expect(where(router)).toBe('/news?category=2'));
    expect((await screen.findByTestId('news-item-1')).textContent).toContain('Maintenance on Sunday');
    expect(screen.getByTestId('announcement-list').querySelectorAll('[data-category="1"]')).toHaveLength(0);
  });

  it('a row opens /news/detail?id=', async () => {
    serveNews();
    const { router } = renderRoutes(
      [
        { path: '/news', Component: NewsPage },
        { path: '/news/detail', Component: NewsDetailPage },
      ],
      '/news',
      'desktop',
    );
    fireEvent.click(await screen.findByTestId('news-item-101'));
    await waitFor(() => expect(where(router)).toBe('/news/detail?id=101'));
    expect((await screen.findByTestId('news-detail-title')).textContent).toBe('Gold holds near record highs');
  });

  it('the article page shows title, date and the content, passed through the browser sanitizer', async () => {
    serveNews();
    renderRoutes([{ path: '/news/detail', Component: NewsDetailPage }], '/news/detail?id=5', 'mobile');
    const body = await screen.findByTestId('article-body');
    expect(body.querySelector('[data-cleaned="1"] h3')?.textContent).toBe('What to watch');
    expect(screen.getByTestId('news-detail').querySelector('time')?.textContent).toMatch(/2026/);
    expect(screen.getByTestId('news-detail-title').textContent).toBe('Gold holds near record highs');
  });

  it('an unknown or malformed id shows "not available" with the server message, not an empty page', async () => {
    serveNews();
    renderRoutes([{ path: '/news/detail', Component: NewsDetailPage }], '/news/detail?id=404', 'mobile');
    const missing = await screen.findByTestId('news-missing');
    expect(missing.textContent).toContain('This article is not available');
    expect(missing.textContent).toContain('This article does not exist or is no longer available');
  });

  it.each(['abc', '0', '1e3', '-1'])('id=%s is refused in the client without a call', async (id) => {
    const { seen } = serveNews();
    renderRoutes([{ path: '/news/detail', Component: NewsDetailPage }], `/news/detail?id=${id}`, 'mobile');
    expect(await screen.findByTestId('news-missing')).toBeTruthy();
    expect(seen.filter((u) => u.pathname === '/api/news/info')).toHaveLength(0);
  });

  it('/mine/announcement lists announcements only', async () => {
    const { seen } = serveNews();
    renderRoutes(
      [{ path: '/mine/announcement', Component: AnnouncementPage }],
      '/mine/announcement',
      'desktop',
    );
    expect((await screen.findByTestId('news-item-1')).textContent).toContain('Maintenance on Sunday');
    expect(
      seen.every((u) => u.pathname !== '/api/news/list' || u.searchParams.get('category_id') === '2'),
    ).toBe(true);
  });

  it('the home strip opens the newest announcement; the terminal panel lists the latest articles', async () => {
    serveNews();
    const { router } = renderRoutes(
      [
        { path: '/', Component: NewsStrip },
        { path: '/terminal', Component: NewsPanel },
        { path: '/news/detail', Component: NewsDetailPage },
      ],
      '/',
      'mobile',
    );
    const latest = await screen.findByTestId('home-news-latest');
    await waitFor(() => expect(latest.textContent).toBe('Maintenance on Sunday'));
    fireEvent.click(latest);
    await waitFor(() => expect(where(router)).toBe('/news/detail?id=1'));
    await router.navigate('/terminal');
    expect(await screen.findByTestId('terminal-news-100')).toBeTruthy();
    expect(
      screen.getByTestId('terminal-news').querySelectorAll('[data-testid^="terminal-news-1"]'),
    ).toHaveLength(4);
  });
});
