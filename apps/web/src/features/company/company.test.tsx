import type { Company } from '@fxdesk/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductRoute } from '../../app/ProductRoute';
import { useSession } from '../../shared/session/session.store';
import { realUser } from '../../test/funds-fixtures';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes, where } from '../../test/render';
import { CompanyPage } from './CompanyPage';
import { layoutForScroller } from '../../test/scroller';
import { resetSessionAfterEach } from '../../test/session';

const company = (id: number, name: string, extra: Partial<Company> = {}): Company => ({
  id,
  name,
  logo: '',
  url: 'https://www.example.org/about',
  subject: 'Brokerage',
  registered_address: '1 Registered Road',
  location: '2 Office Street',
  email: `desk${id}@example.org`,
  ...extra,
});

const ALPHA = company(7, 'Alpha Capital');
const page = (ids: number[]) => ids.map((id) => company(id, `Company ${String(id).padStart(2, '0')}`));

function directoryServer(extra: (url: URL, init: RequestInit) => unknown = () => undefined) {
  return mockFetch((url, init) => {
    const answer = extra(url, init);
    if (answer !== undefined) return answer;
    if (url.pathname === '/api/company/getCompanyStatus') return ok({ status: 0, type: 2, loss_url: '' });
    if (url.pathname === '/api/company/search') {
      const name = url.searchParams.get('name') ?? '';
      const p = Number(url.searchParams.get('page'));
      if (name === 'alp') return ok({ data: [ALPHA], total: 1 });
      if (name) return ok({ data: [], total: 0 });
      // 25 companies: 20 on page 1, 5 on page 2.
      return ok(
        p === 1
          ? { data: page([...Array(20).keys()].map((i) => i + 1)), total: 25 }
          : { data: page([21, 22, 23, 24, 25]), total: 25 },
      );
    }
    if (url.pathname === '/api/company/info') {
      return url.searchParams.get('id') === '7'
        ? ok(ALPHA)
        : { code: 1650, msg: 'This company does not exist or is not listed', data: null };
    }
    if (url.pathname === '/api/company/complaint_email') return ok({ email: 'compliance@fxdesk.example' });
    return ok(null);
  });
}

describe('/product in company-directory mode (SPEC §1, getCompanyStatus type 2)', () => {
  resetSessionAfterEach();

  it('lists companies with skeletons first, searches by name and opens the company page', async () => {
    vi.stubGlobal('fetch', directoryServer());
    const { router } = renderRoutes(
      [
        { path: '/product', Component: ProductRoute },
        { path: '/company', Component: CompanyPage },
      ],
      '/product',
      'mobile',
    );
    expect(await screen.findByTestId('company-search-page')).toBeTruthy();
    expect(screen.getByTestId('company-loading')).toBeTruthy();
    expect(await screen.findByTestId('company-row-1')).toBeTruthy();
    expect(screen.getByTestId('company-count').textContent).toContain('25');
    fireEvent.change(screen.getByTestId('company-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('company-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('company-search'), { target: { value: 'alp' } });
    fireEvent.click(await screen.findByTestId('company-row-7'));
    await waitFor(() => expect(where(router)).toBe('/company?id=7'));
    expect((await screen.findByTestId('company-name')).textContent).toBe('Alpha Capital');
  });

  it('in normal mode (type 1) /product stays the pair search', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch((url) =>
        url.pathname === '/api/company/getCompanyStatus' ? ok({ status: 0, type: 1, loss_url: '' }) : ok([]),
      ),
    );
    renderRoutes([{ path: '/product', Component: ProductRoute }], '/product', 'mobile');
    expect(await screen.findByTestId('product-page')).toBeTruthy();
    expect(screen.queryByTestId('company-search-page')).toBeNull();
  });

  it('loads the next page when scrolled to the end (infinite scroll)', async () => {
    layoutForScroller();
    const fetch = directoryServer();
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/product', Component: ProductRoute }], '/product', 'desktop');
    expect(await screen.findByTestId('company-row-20')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('company-row-25')).toBeTruthy());
    const pages = fetch.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost/'))
      .filter((u) => u.pathname === '/api/company/search')
      .map((u) => u.searchParams.get('page'));
    expect(pages).toContain('2');
  });
});

describe('company page (SPEC §3 company labels)', () => {
  resetSessionAfterEach();

  it('shows company, website, registered address, office address and contact e-mail', async () => {
    vi.stubGlobal('fetch', directoryServer());
    renderRoutes([{ path: '/company', Component: CompanyPage }], '/company?id=7', 'desktop');
    await screen.findByTestId('company-details');
    expect(screen.getByTestId('company-field-name').textContent).toContain('Alpha Capital');
    expect(screen.getByTestId('company-field-name').textContent).toContain('Company');
    const site = screen.getByTestId('company-field-url').querySelector('a')!;
    expect(site.getAttribute('href')).toBe('https://www.example.org/about');
    expect(site.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('company-field-registered').textContent).toContain('1 Registered Road');
    expect(screen.getByTestId('company-field-location').textContent).toContain('2 Office Street');
    expect(screen.getByTestId('company-field-email').querySelector('a')!.getAttribute('href')).toBe(
      'mailto:desk7@example.org',
    );
  });

  it('never links a javascript: website', async () => {
    vi.stubGlobal(
      'fetch',
      directoryServer((url) =>
        url.pathname === '/api/company/info'
          ? ok(company(7, 'Evil', { url: 'javascript:alert(1)' }))
          : undefined,
      ),
    );
    renderRoutes([{ path: '/company', Component: CompanyPage }], '/company?id=7', 'desktop');
    await screen.findByTestId('company-details');
    expect(screen.getByTestId('company-field-url').querySelector('a')).toBeNull();
  });

  it('shows the server not-found message for an unknown or unlisted id, and a bad id without asking', async () => {
    const fetch = directoryServer();
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/company', Component: CompanyPage }], '/company?id=8', 'mobile');
    expect((await screen.findByTestId('company-not-found')).textContent).toContain('not listed');
    renderRoutes([{ path: '/company', Component: CompanyPage }], '/company?id=1e3', 'mobile');
    const infoCalls = fetch.mock.calls.filter(([u]) => String(u).includes('/api/company/info'));
    expect(infoCalls.map(([u]) => new URL(String(u), 'http://localhost/').searchParams.get('id'))).toEqual([
      '8',
    ]);
  });

  it('sends a visitor who wants to complain to login with the way back', async () => {
    vi.stubGlobal('fetch', directoryServer());
    const { router } = renderRoutes(
      [
        { path: '/company', Component: CompanyPage },
        { path: '/login', element: <p>login</p> },
      ],
      '/company?id=7',
      'mobile',
    );
    fireEvent.click(await screen.findByTestId('company-complain'));
    await waitFor(() => expect(where(router)).toBe(`/login?from=${encodeURIComponent('/company?id=7')}`));
  });

  it('a logged-in client files a complaint (subject, text, contact) for this company', async () => {
    useSession.getState().signIn({ token: 'tok', user: realUser });
    let sent: Record<string, unknown> | undefined;
    vi.stubGlobal(
      'fetch',
      directoryServer((url, init) => {
        if (url.pathname !== '/api/company/complaint') return undefined;
        sent = JSON.parse(String(init.body)) as Record<string, unknown>;
        return ok(null, 'Your complaint has been sent');
      }),
    );
    renderRoutes([{ path: '/company', Component: CompanyPage }], '/company?id=7', 'desktop');
    fireEvent.click(await screen.findByTestId('company-complain'));
    await waitFor(() =>
      expect(screen.getByTestId('complaint-recipient').textContent).toContain('compliance@fxdesk.example'),
    );
    // Nothing is sent without a subject or a text; each is said beside its field (issue 15).
    fireEvent.click(screen.getByTestId('complaint-submit'));
    expect(sent).toBeUndefined();
    expect(screen.getByTestId('complaint-subject-error').textContent).toBe('Please enter a subject');
    expect(document.activeElement).toBe(screen.getByTestId('complaint-subject'));
    fireEvent.change(screen.getByTestId('complaint-subject'), { target: { value: 'Unpaid withdrawal' } });
    expect(screen.queryByTestId('complaint-subject-error')).toBeNull();
    fireEvent.click(screen.getByTestId('complaint-submit'));
    const text = screen.getByTestId('complaint-content').querySelector('textarea')!;
    expect(screen.getByTestId('complaint-content-error').textContent).toBe('Please describe your complaint');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(text);
    expect(sent).toBeUndefined();
    fireEvent.change(screen.getByTestId('complaint-content').querySelector('textarea')!, {
      target: { value: 'Three weeks late' },
    });
    fireEvent.change(screen.getByTestId('complaint-contact'), { target: { value: '+44 20 7946 0000' } });
    fireEvent.click(screen.getByTestId('complaint-submit'));
    await waitFor(() =>
      expect(sent).toEqual({
        company_id: 7,
        subject: 'Unpaid withdrawal',
        content: 'Three weeks late',
        contact: '+44 20 7946 0000',
      }),
    );
  });
});
