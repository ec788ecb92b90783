import { describe, expect, it } from 'vitest';
import { lastDays, niceMax } from './charts';

describe('dashboard chart helpers', () => {
  it('rounds the axis maximum up to a readable number', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(2100)).toBe(2500);
    expect(niceMax(0.3)).toBeCloseTo(0.5);
  });

  it('fills the 7 days with zeros where the server has no row', () => {
    const now = new Date('2026-05-07T10:00:00Z');
    const points = lastDays([{ day: '2026-05-05', amount: 300 }], (r) => r.amount, now);
    expect(points.map((p) => p.label)).toEqual([
      '05-01',
      '05-02',
      '05-03',
      '05-04',
      '05-05',
      '05-06',
      '05-07',
    ]);
    expect(points.map((p) => p.value)).toEqual([0, 0, 0, 0, 300, 0, 0]);
  });
});
