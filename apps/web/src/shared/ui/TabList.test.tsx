import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabList } from './TabList';

function Periods() {
  const [period, setPeriod] = useState<'1min' | '1day'>('1min');
  return (
    <TabList
      className="fx-periods"
      tabClass="fx-period"
      value={period}
      onChange={setPeriod}
      testId="period-bar"
      tabs={[
        { value: '1min', label: '1M', testId: 'period-1min' },
        { value: '1day', label: '1D', testId: 'period-1day' },
      ]}
    />
  );
}

describe('TabList (the tab rows of the chart, orders, copy trading and funds)', () => {
  it('draws a tablist of tab buttons; only the chosen one is selected and has the --active class', () => {
    render(<Periods />);
    const list = screen.getByTestId('period-bar');
    expect(list.getAttribute('role')).toBe('tablist');
    expect(list.className).toBe('fx-periods');
    const minute = screen.getByTestId('period-1min');
    const day = screen.getByTestId('period-1day');
    expect(screen.getAllByRole('tab')).toEqual([minute, day]);
    expect(minute.getAttribute('type')).toBe('button');
    expect(minute.getAttribute('aria-selected')).toBe('true');
    expect(minute.className).toBe('fx-period fx-period--active');
    expect(day.getAttribute('aria-selected')).toBe('false');
    expect(day.className).toBe('fx-period');
    expect(day.textContent).toBe('1D');
  });

  it('a click chooses the tab', () => {
    render(<Periods />);
    fireEvent.click(screen.getByTestId('period-1day'));
    expect(screen.getByTestId('period-1day').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('period-1day').className).toBe('fx-period fx-period--active');
    expect(screen.getByTestId('period-1min').className).toBe('fx-period');
  });

  it('leaves out the list test id when none is given', () => {
    render(
      <TabList
        className="fx-copy-tablist"
        tabClass="fx-copy-tab"
        value="rank"
        onChange={() => undefined}
        tabs={[{ value: 'rank', label: 'Ranking', testId: 'copy-tab-rank' }]}
      />,
    );
    expect(screen.getByRole('tablist').hasAttribute('data-testid')).toBe(false);
  });
});
