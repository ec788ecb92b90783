import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { EmailPage } from './EmailPage';

const company = {
  id: 1,
  name: 'FXDesk Markets Ltd',
  logo: '',
  url: 'https://fxdesk.example',
  subject: '',
  registered_address: '',
  location: '',
  email: 'support@fxdesk.example',
};

describe('/mine/email (SPEC §2: the company contact e-mail)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the broker contact e-mail as a mailto link and copies it', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch((url) => (url.pathname === '/api/company/getCompany' ? ok(company) : ok(null))),
    );
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.stubGlobal('isSecureContext', true);
    renderRoutes([{ path: '/mine/email', Component: EmailPage }], '/mine/email', 'mobile');
    const link = await screen.findByTestId('company-email');
    expect(link.getAttribute('href')).toBe('mailto:support@fxdesk.example');
    expect(link.textContent).toBe('support@fxdesk.example');
    fireEvent.click(screen.getByTestId('company-email-copy'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('support@fxdesk.example'));
  });

  it('says so when no contact e-mail is set', async () => {
    vi.stubGlobal(
      'fetch',
      mockFetch((url) =>
        url.pathname === '/api/company/getCompany' ? ok({ ...company, email: '' }) : ok(null),
      ),
    );
    renderRoutes([{ path: '/mine/email', Component: EmailPage }], '/mine/email', 'desktop');
    await waitFor(() => expect(screen.getByTestId('email-page').textContent).toContain('FXDesk Markets Ltd'));
    expect(screen.queryByTestId('company-email')).toBeNull();
  });
});
