import {
  cannedReplies,
  conversationDetail,
  conversationStatus,
  inboxPage,
  inboxRow,
  supportCounts,
  supportMessage,
} from '@fxdesk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, frameRoutes, ok } from '../../test/http';
import { expectAbsent, renderAs } from '../../test/render';

const conversation = inboxRow.parse({
  id: 9,
  user_id: 3,
  uid: '10000003',
  account: 'client@example.com',
  is_demo: 0,
  status: 1,
  last_message_at: '2026-11-25T10:00:00.000Z',
  last_message: { kind: 1, sender: 1, content: '<b>help</b>' },
  unread: 2,
});

const message = (id: number, sender: number, content: string, read_at: string | null = null) =>
  supportMessage.parse({
    id,
    kind: 1,
    sender,
    staff_name: sender === 2 ? 'support@fxdesk.local' : '',
    content,
    created_at: '2026-11-25T10:00:00.000Z',
    delivered_at: read_at,
    read_at,
  });

function api() {
  const replies: string[] = [];
  let status = 1;
  const fake = fakeApi({
    ...frameRoutes('support'),
    'GET /admin/api/support/unread': ok(supportCounts.parse({ unread: 2, feedback: 1 })),
    'GET /admin/api/support/canned': ok(
      cannedReplies.parse([
        { id: 4, title: 'Greeting', content: 'Hello! How can we help?', created_by: 'support@fxdesk.local' },
      ]),
    ),
    'GET /admin/api/support/conversations': ok(
      inboxPage.parse({ data: [{ ...conversation, status }], total: 1 }),
    ),
    'GET /admin/api/support/conversations/9': () =>
      ok(
        conversationDetail.parse({
          conversation: {
            id: 9,
            status,
            closed_at: null,
            closed_by: null,
            created_at: '2026-11-25T09:00:00.000Z',
          },
          client: {
            id: 3,
            uid: '10000003',
            email: 'client@example.com',
            mobile: null,
            is_demo: 0,
            status: 1,
            created_at: '2026-11-01T00:00:00.000Z',
            balance: 1234.5,
            lock_balance: 0,
            open_orders: 2,
            last_seen_at: null,
          },
          data: [
            ...replies.map((r, i) => message(20 + i, 2, r)).reverse(),
            message(2, 2, 'Earlier answer', '2026-11-25T10:01:00.000Z'),
            message(1, 1, '<b>help</b><img src=x onerror=alert(1)>'),
          ],
          total: 2 + replies.length,
        }),
      ),
    'POST /admin/api/support/conversations/9/reply': ({ body }) => {
      replies.push(String(body?.content));
      return ok(message(99, 2, String(body?.content)));
    },
    'POST /admin/api/support/conversations/9/close': () => {
      status = 2;
      return ok(conversationStatus.parse({ id: 9, status: 2 }));
    },
  });
  return { ...fake, replies };
}

describe('support inbox', () => {
  it('lists conversations with unread counts; the thread shows HTML as text beside the client', async () => {
    api();
    renderAs('support', '/support');
    const row = await screen.findByTestId('support-row-3');
    expect(within(row).getByTestId('support-unread').textContent).toBe('2');
    expect(row.textContent).toContain('<b>help</b>');
    await waitFor(() => expect(screen.getByTestId('nav-count-support').textContent).toBe('2'));
    fireEvent.click(row);
    const thread = await screen.findByTestId('support-thread');
    await waitFor(() => expect(within(thread).getAllByTestId('support-message')).toHaveLength(2));
    expect(thread.querySelector('b, img')).toBeNull();
    expect(thread.textContent).toContain('<b>help</b><img src=x onerror=alert(1)>');
    expect(thread.textContent).toContain('read by the client');
    const client = screen.getByTestId('support-client');
    expect(client.textContent).toContain('client@example.com');
    expect(client.textContent).toContain('1,234.50');
  });

  it('inserts a canned reply, sends it, and closes the conversation', async () => {
    const fake = api();
    renderAs('support', '/support?c=9');
    await screen.findByTestId('support-thread');
    const select = await screen.findByTestId('canned-select');
    await waitFor(() => expect(select.querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '4' } });
    const input = screen.getByTestId('support-reply-input') as HTMLTextAreaElement;
    expect(input.value).toBe('Hello! How can we help?');
    fireEvent.click(screen.getByTestId('support-reply-send'));
    await waitFor(() => expect(fake.replies).toEqual(['Hello! How can we help?']));
    await waitFor(() => expect(input.value).toBe(''));
    await waitFor(() =>
      expect(screen.getByTestId('support-thread').textContent).toContain('Hello! How can we help?'),
    );
    fireEvent.click(screen.getByTestId('support-close'));
    await screen.findByTestId('support-reopen');
    expect(fake.callsTo('POST', '/admin/api/support/conversations/9/close')).toHaveLength(1);
    expect((screen.getByTestId('support-reply-input') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('is not in the menu of a role without support.chat', async () => {
    fakeApi({
      ...frameRoutes('finance', 1, 'f@fxdesk.local'),
    });
    renderAs('finance', '/dashboard');
    await screen.findByTestId('nav');
    expectAbsent('nav-support', 'nav-feedback');
  });
});
