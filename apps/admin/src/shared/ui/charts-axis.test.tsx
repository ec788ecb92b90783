import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './charts';

const labels = (container: HTMLElement) =>
  [...container.querySelectorAll('.chart-axis text')].map((node) => node.textContent);

describe('chart axis', () => {
  it('drops a midpoint label that rounds to an end label (an empty week in whole dollars)', () => {
    const points = [{ label: '05-01', value: 0 }];
    const { container } = render(
      <BarChart points={points} format={(v) => v.toFixed(0)} ariaLabel="deposits" />,
    );
    expect(labels(container)).toEqual(['0', '1']);
  });

  it('keeps the midpoint when it reads differently', () => {
    const points = [{ label: '05-01', value: 180 }];
    const { container } = render(
      <BarChart points={points} format={(v) => v.toFixed(0)} ariaLabel="deposits" />,
    );
    expect(labels(container)).toEqual(['0', '100', '200']);
  });
});
