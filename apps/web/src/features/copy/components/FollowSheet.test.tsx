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

const HINT = 'Enter an amount above 0';

/** The amounts the back-test was asked for, in order. */
const backtestAmounts = (fetch: ReturnType<typeof mockFetch>) =>
  callsTo(fetch, '/api/follow/backtest').map(([input]) =>
    new URL(String(input), 'http://h/').searchParams.get('amount'),
  );

describe('follow sheet amount (DESIGN §7)', () => {
  signedInEachTest(demoUser);

  it('keeps what is typed to an amount: a thousands comma dropped, Arabic-Indic digits read, letters refused', async () => {
    const { fetch, input } = renderSheet();
    await waitFor(() => expect(backtestAmounts(fetch)).toEqual(['1000']));

    // An English "2,500.5" is 2500.5, never 2.50.
    fireEvent.change(input, { target: { value: '2,500.5' } });
    expect(input.value).toBe('2500.5');
    await waitFor(() => expect(backtestAmounts(fetch).at(-1)).toBe('2500.5'));
    expect(screen.queryByText(HINT)).toBeNull();

    fireEvent.change(input, { target: { value: '\u0661\u0662\u0660\u0660' } });
    expect(input.value).toBe('1200');

    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('');
    // Nothing to follow with: the hint says what an amount is, and the confirm button waits.
    expect(await screen.findByText(HINT)).toBeTruthy();
    expect(screen.getByTestId('follow-confirm').hasAttribute('disabled')).toBe(true);
  });
});
