import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Segmented } from '../../features/trading/order-form/fields';

function Sides({ disabled = false }: { disabled?: boolean }) {
  const [side, setSide] = useState<1 | 2>(1);
  return (
    <Segmented
      label="Buy or sell"
      value={side}
      onChange={setSide}
      disabled={disabled}
      options={[
        { value: 1, label: 'Buy', testId: 'buy', tone: 'buy' },
        { value: 2, label: 'Sell', testId: 'sell', tone: 'sell' },
      ]}
    />
  );
}

function Entries() {
  const [entry, setEntry] = useState<'market' | 'pending' | 'limit'>('market');
  return (
    <Segmented
      label="Order type"
      value={entry}
      onChange={setEntry}
      options={[
        { value: 'market', label: 'Market', testId: 'market' },
        { value: 'pending', label: 'Pending', testId: 'pending' },
        { value: 'limit', label: 'Limit', testId: 'limit' },
      ]}
    />
  );
}

const checked = () => screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true');

describe('radio groups (Buy/Sell, Market/Pending) move with the arrow keys', () => {
  it('is a named radio group with only the checked radio in the Tab order', () => {
    render(<Sides />);
    expect(screen.getByRole('radiogroup', { name: 'Buy or sell' })).toBeTruthy();
    expect(screen.getByTestId('buy').tabIndex).toBe(0);
    expect(screen.getByTestId('sell').tabIndex).toBe(-1);
  });

  it('ArrowRight and ArrowDown check and focus the next radio, wrapping at the end', () => {
    render(<Entries />);
    screen.getByTestId('market').focus();
    fireEvent.keyDown(screen.getByTestId('market'), { key: 'ArrowRight' });
    expect(checked()).toBe(screen.getByTestId('pending'));
    expect(document.activeElement).toBe(screen.getByTestId('pending'));
    expect(screen.getByTestId('pending').tabIndex).toBe(0);
    expect(screen.getByTestId('market').tabIndex).toBe(-1);
    fireEvent.keyDown(screen.getByTestId('pending'), { key: 'ArrowDown' });
    expect(checked()).toBe(screen.getByTestId('limit'));
    fireEvent.keyDown(screen.getByTestId('limit'), { key: 'ArrowRight' });
    expect(checked()).toBe(screen.getByTestId('market'));
  });

  it('ArrowLeft and ArrowUp go back (wrapping), Home and End jump to the ends', () => {
    render(<Entries />);
    fireEvent.keyDown(screen.getByTestId('market'), { key: 'ArrowLeft' });
    expect(checked()).toBe(screen.getByTestId('limit'));
    fireEvent.keyDown(screen.getByTestId('limit'), { key: 'ArrowUp' });
    expect(checked()).toBe(screen.getByTestId('pending'));
    fireEvent.keyDown(screen.getByTestId('pending'), { key: 'Home' });
    expect(checked()).toBe(screen.getByTestId('market'));
    fireEvent.keyDown(screen.getByTestId('market'), { key: 'End' });
    expect(checked()).toBe(screen.getByTestId('limit'));
    expect(document.activeElement).toBe(screen.getByTestId('limit'));
  });

  it('in a right-to-left page ArrowLeft moves forward', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Sides />);
      fireEvent.keyDown(screen.getByTestId('buy'), { key: 'ArrowLeft' });
      expect(checked()).toBe(screen.getByTestId('sell'));
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  it('other keys do nothing, and a disabled group does not move', () => {
    render(<Sides disabled />);
    fireEvent.keyDown(screen.getByTestId('buy'), { key: 'a' });
    fireEvent.keyDown(screen.getByTestId('buy'), { key: 'ArrowRight' });
    expect(checked()).toBe(screen.getByTestId('buy'));
  });
});
