import { articlePreview, staffArticle, staffArticlePage } from '@fxdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../shared/auth/permissions';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { renderAs } from '../../test/render';

const article = staffArticle.parse({
  id: 7,
  group_id: 7,
  category: 2,
  lang: 'en',
  title: 'Scheduled maintenance this Sunday',
  desc: 'The platform will be unavailable for two hours.',
  logo: '/img/news-maintenance.svg',
  content: '<p>We will upgrade our servers.</p><ul><li>Positions are kept</li></ul>',
  status: 1,
  publish_at: '2026-11-25T08:00:00.000Z',
  created_at: '2026-11-25T07:00:00.000Z',
  updated_at: '2026-11-25T08:00:00.000Z',
  versions: [{ id: 8, lang: 'de', status: 1 }],
});

function api(role: StaffRole, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    ...frameRoutes(role),
    'GET /admin/api/news': ok(staffArticlePage.parse({ data: [article], total: 1 })),
    'GET /admin/api/news/7': ok(article),
    'POST /admin/api/news/preview': ({ body }) =>
      ok(articlePreview.parse({ content: String(body?.content ?? '') })),
    ...extra,
  });
}

describe('back office: news and announcements', () => {
  it('lists articles with category, language, versions and status; a row opens the editor', async () => {
    api('content');
    const { router } = renderAs('content', '/news');
    const row = await screen.findByTestId('news-row-7', {}, { timeout: 5000 });
    expect(row.textContent).toContain('Scheduled maintenance this Sunday');
    expect(row.textContent).toContain('Announcement');
    expect(row.textContent).toContain('Published');
    expect(row.textContent).toContain('1 other languages');
    fireEvent.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe('/news/7'));
    expect(await screen.findByTestId('news-editor')).toBeTruthy();
  });

  it('roles without the content permission do not see the screen or its nav entry', async () => {
    api('finance');
    renderAs('finance', '/news');
    expect(await screen.findByTestId('forbidden')).toBeTruthy();
    expect(screen.queryByTestId('nav-news')).toBeNull();
  });

  it('edits an article: the save sends the form, unpublish sends the action; the preview shows the client markup', async () => {
    const calls = api('owner', {
      'PUT /admin/api/news/7': ({ body }) =>
        ok(staffArticle.parse({ ...article, ...body, updated_at: '2026-11-25T09:00:00.000Z' })),
      'POST /admin/api/news/7/publish': ({ body }) =>
        ok(
          staffArticle.parse({ ...article, status: body?.action === 'unpublish' ? 0 : 1, publish_at: null }),
        ),
    });
    renderAs('owner', '/news/7');
    const title = (await screen.findByTestId('news-title', {}, { timeout: 5000 })) as HTMLInputElement;
    expect(title.value).toBe('Scheduled maintenance this Sunday');
    await waitFor(() =>
      expect(screen.getByTestId('news-preview-body').querySelector('li')?.textContent).toBe(
        'Positions are kept',
      ),
    );
    fireEvent.change(title, { target: { value: 'Maintenance moved to Saturday' } });
    fireEvent.click(screen.getByTestId('news-save'));
    await waitFor(() => expect(calls.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      category: 2,
      lang: 'en',
      title: 'Maintenance moved to Saturday',
      desc: article.desc,
      logo: article.logo,
      content: article.content,
    });
    // The saved article comes back and the editor starts again from it.
    await waitFor(() =>
      expect((screen.getByTestId('news-title') as HTMLInputElement).value).toBe(
        'Maintenance moved to Saturday',
      ),
    );
    await waitFor(() => expect(screen.getByTestId('news-save').hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByTestId('news-unpublish'));
    await waitFor(() =>
      expect(calls.calls.find((c) => c.path === '/admin/api/news/7/publish')?.body).toEqual({
        action: 'unpublish',
      }),
    );
    expect(screen.getByTestId('news-versions').textContent).toContain('DE');
  });

  it('shows the server refusal in place (a schedule in the past) and sends nothing else', async () => {
    api('content', {
      'POST /admin/api/news/7/publish': {
        code: 1701,
        msg: 'The publication time must be in the future',
        data: null,
      },
    });
    renderAs('content', '/news/7');
    const at = await screen.findByTestId('news-schedule-at', {}, { timeout: 5000 });
    // A minute ahead passes the console's own check; the server still refuses (clock skew).
    const soon = new Date(Date.now() + 60_000);
    const local = new Date(soon.getTime() - soon.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    fireEvent.change(at, { target: { value: local } });
    fireEvent.click(screen.getByTestId('news-schedule'));
    expect((await screen.findByTestId('news-problem')).textContent).toBe(
      'The publication time must be in the future',
    );
  });
  // The browser pass (DOMPurify) is tested in Chromium (e2e/news.e2e.ts): happy-dom's tree walker
  // does not visit every node, so DOMPurify cannot be judged here.
});
