import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { demoUser } from '../../../test/funds-fixtures';
import { callsTo, mockFetch, ok } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { signedInEachTest } from '../../../test/session';
import { FollowSheet } from './FollowSheet';

function renderSheet() {
  const fetch = mockFetch((url) =>
    url.pathname === '/api/follow/detail' ? ok({ user: 'Ironbark' }) : ok(null),
  );
  vi.stubGlobal('fetch', fetch);
  renderPage('/rank', () => <FollowSheet traderId={7} onDone={() => undefined} />);
  const input = screen.getByTestId('follow-amount').querySelector('input')!;
  return { fetch, input };
}

/** The amounts the back-test was asked for, in order. */
const backtestAmounts = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, '/api/follow/backtest').map(([input]) =>
    new URL(String(input), 'http://h/').searchParams.get('amount'),
  );

describe('follow sheet amount (DESIGN §7)', () => {
  signedInEachTest(demoUser);

  it('keeps what is typed to an amount: a decimal comma or Arabic-Indic digits are read, letters dropped', async () => {
    const { fetch, input } = renderSheet();
    await waitFor(() => expect(backtestAmounts(fetch)).toEqual(['1000']));

    fireEvent.change(input, { target: { value: '1000,5' } });
    expect(input.value).toBe('1000.5');
    await waitFor(() => expect(backtestAmounts(fetch).at(-1)).toBe('1000.5'));
    expect(document.querySelector('.fx-copy-error')).toBeNull();

    fireEvent.change(input, { target: { value: '\u0662\u0665\u0660\u0660' } });
    expect(input.value).toBe('2500');

    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('');
    // Nothing to back-test: the hint says what an amount is, and the confirm button waits.
    await waitFor(() => expect(document.querySelector('.fx-copy-error')).not.toBeNull());
    expect(backtestAmounts(fetch)).not.toContain('');
  });
});
