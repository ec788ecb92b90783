import type { UserInfo } from '@fxdesk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { mockFetch, ok } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { FeedbackPage, feedbackProblem } from './FeedbackPage';
import { resetSessionAfterEach } from '../../test/session';

const user: UserInfo = {
  id: 8,
  uid: '100008',
  email: 'fb@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'F',
  created_at: '',
};

describe('feedback page (DESIGN §7)', () => {
  beforeEach(() => useSession.getState().signIn({ token: 'tok', user }));
  resetSessionAfterEach();

  it('refuses empty content without calling the server, then sends content and contact', async () => {
    const fetch = mockFetch(() => ok({ id: 1 }, 'Thank you for your feedback'));
    vi.stubGlobal('fetch', fetch);
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback', 'mobile');
    await act(async () => fireEvent.click(screen.getByTestId('feedback-submit')));
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('feedback-content').querySelector('textarea:not([readonly])')!, {
      target: { value: 'The <i>chart</i> froze' },
    });
    fireEvent.change(screen.getByTestId('feedback-contact'), { target: { value: '@me' } });
    await act(async () => fireEvent.click(screen.getByTestId('feedback-submit')));
    await screen.findByTestId('feedback-done');
    const [input, init] = fetch.mock.calls[0]!;
    expect(new URL(String(input), 'http://h/').pathname).toBe('/api/feedback/submit');
    expect(JSON.parse(String(init!.body))).toEqual({
      content: 'The <i>chart</i> froze',
      contact: '@me',
      image: '',
    });
  });

  it('a demo account is told screenshots need a real account', async () => {
    useSession.getState().signIn({ token: 'tok', user: { ...user, is_demo: 1 } });
    vi.stubGlobal(
      'fetch',
      mockFetch(() => ok(null)),
    );
    renderRoutes([{ path: '/feedback', Component: FeedbackPage }], '/feedback', 'mobile');
    await waitFor(() => expect(screen.queryByTestId('feedback-image-slot')).toBeNull());
  });

  it('checks the limits the server checks', () => {
    expect(feedbackProblem('  ', '')).toBe('content_required');
    expect(feedbackProblem('x'.repeat(2001), '')).toBe('content_long');
    expect(feedbackProblem('x'.repeat(2000), 'c'.repeat(201))).toBe('contact_long');
    expect(feedbackProblem('ok', '')).toBeNull();
  });
});
