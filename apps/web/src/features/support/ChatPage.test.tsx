import type { SupportMessage, UserInfo } from '@fxdesk/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../shared/session/session.store';
import { socket } from '../../shared/socket';
import { FakeSocket } from '../../test/fake-socket';
import { callsTo, mockFetch, ok } from '../../test/http';
import { renderRoutes, where } from '../../test/render';
import { ChatPage } from './ChatPage';
import { mergeMessages } from './hooks/useSupportChat';
import { signedInEachTest } from '../../test/session';

const user: UserInfo = {
  id: 7,
  uid: '100007',
  email: 'chat@example.com',
  mobile: '',
  area_code: '',
  is_demo: 0,
  invite_code: 'C',
  created_at: '',
};

const msg = (id: number, patch: Partial<SupportMessage> = {}): SupportMessage => ({
  id,
  kind: 1,
  sender: 1,
  staff_name: '',
  content: `message ${id}`,
  created_at: '2026-11-25T10:00:00.000Z',
  delivered_at: null,
  read_at: null,
  ...patch,
});

function serve(basic: { service_link: string; service_link_type: number }, history: SupportMessage[] = []) {
  const fetch = mockFetch(async (url, init) => {
    switch (url.pathname) {
      case '/api/basicSet/getBasicInfo':
        return ok({ ...basic, verify_reg_type: 1, trade_fee_type: 1 });
      case '/api/support/messages':
        return ok({ data: [...history].reverse(), total: history.length, unread: 0, status: 1 });
      case '/api/support/send': {
        const { content } = JSON.parse(String(init.body)) as { content: string };
        return ok(msg(100, { content }));
      }
      case '/api/support/read':
      case '/api/support/unread':
        return ok({ unread: 0 });
      default:
        return ok(null);
    }
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderChat() {
  const view = renderRoutes(
    [
      { path: '/mine/chat', Component: ChatPage },
      { path: '*', element: <p>elsewhere</p> },
    ],
    '/mine/chat',
    'mobile',
  );
  act(() => {
    socket.start();
    FakeSocket.latest().open();
  });
  return view;
}

describe('support chat page (SPEC §9 link types, DESIGN §7 chat)', () => {
  signedInEachTest(user);

  it('without a service link shows our chat; HTML in a message is shown as text', async () => {
    serve({ service_link: '', service_link_type: 1 }, [
      msg(1, { content: '<b>bold</b><img src=x onerror=alert(1)>' }),
      msg(2, { sender: 2, content: 'Hello from support' }),
    ]);
    renderChat();
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    const texts = screen.getAllByTestId('chat-text').map((n) => n.textContent);
    expect(texts).toEqual(['<b>bold</b><img src=x onerror=alert(1)>', 'Hello from support']);
    expect(screen.getByTestId('chat-list').querySelector('b, img')).toBeNull();
  });

  it('a SUPPORT push shows a reply live and updates the marks of my message', async () => {
    const fetch = serve({ service_link: '', service_link_type: 0 }, [msg(1)]);
    renderChat();
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(1));
    expect(screen.getByTestId('chat-marks').getAttribute('data-state')).toBe('sent');
    expect(FakeSocket.latest().messages()).toContainEqual({
      type: 'sub',
      params: expect.arrayContaining(['SUPPORT']),
    });
    act(() =>
      FakeSocket.latest().receive({
        type: 'SUPPORT',
        data: {
          messages: [
            msg(1, { read_at: '2026-11-25T10:01:00.000Z', delivered_at: '2026-11-25T10:01:00.000Z' }),
            msg(2, { sender: 2, content: 'We are on it' }),
          ],
          unread: 1,
        },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getByTestId('chat-marks').getAttribute('data-state')).toBe('read');
    // The reply is on screen: it is marked read.
    await waitFor(() => expect(callsTo(fetch, '/api/support/read')).toHaveLength(1));
  });

  it('sends the typed text and shows it; an empty message cannot be sent', async () => {
    const fetch = serve({ service_link: '', service_link_type: 0 });
    renderChat();
    await screen.findByTestId('chat-welcome');
    const send = screen.getByTestId('chat-send');
    expect(send.hasAttribute('disabled')).toBe(true);
    const input = screen.getByTestId('chat-input').querySelector('textarea:not([readonly])')!;
    fireEvent.change(input, { target: { value: '  Where is my withdrawal?  ' } });
    await act(async () => fireEvent.click(send));
    await waitFor(() => expect(callsTo(fetch, '/api/support/send')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/support/send')[0]![1]!.body))).toEqual({
      content: 'Where is my withdrawal?',
    });
    await waitFor(() => expect(screen.getByTestId('chat-text').textContent).toBe('Where is my withdrawal?'));
  });

  it('type 2 shows the link with copy; another type embeds it', async () => {
    serve({ service_link: 'https://help.example.com/chat', service_link_type: 2 });
    renderChat();
    await screen.findByTestId('chat-link-card');
    expect(screen.getByTestId('chat-link-card').textContent).toContain('https://help.example.com/chat');
    expect(screen.queryByTestId('chat-frame')).toBeNull();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    serve({ service_link: 'https://help.example.com/chat', service_link_type: 1 });
    renderChat();
    expect((await screen.findByTestId('chat-frame')).getAttribute('src')).toBe(
      'https://help.example.com/chat',
    );
  });

  it('without a link and without a login, sends the visitor to log in', async () => {
    useSession.getState().clear();
    serve({ service_link: '', service_link_type: 0 });
    const { router } = renderChat();
    await waitFor(() => expect(where(router)).toMatch(/^\/login\?from=/));
  });
});

describe('mergeMessages', () => {
  it('keeps each id once, oldest first, the later copy winning', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(1, { read_at: 'x' })]);
    expect(merged.map((m) => [m.id, m.read_at])).toEqual([
      [1, 'x'],
      [2, null],
      [3, null],
    ]);
  });
});
