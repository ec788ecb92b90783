import { describe, expect, it } from 'vitest';
import { nextPage } from './paged-list';

const page = (rows: number, total: number) => ({ data: Array.from({ length: rows }, (_, i) => i), total });

describe('nextPage (SPEC §9 page-based lists, pages from 1)', () => {
  it('asks for the next page while rows are missing and the last page was full', () => {
    const first = page(20, 45);
    expect(nextPage(20, first, [first])).toBe(2);
    const second = page(20, 45);
    expect(nextPage(20, second, [first, second])).toBe(3);
  });

  it('stops once every counted row is loaded', () => {
    const first = page(20, 40);
    const second = page(20, 40);
    expect(nextPage(20, second, [first, second])).toBeUndefined();
  });

  it('stops after a short page even if the total promises more (rows removed meanwhile)', () => {
    const first = page(20, 45);
    const second = page(7, 45);
    expect(nextPage(20, second, [first, second])).toBeUndefined();
  });

  it('an empty list has no next page', () => {
    const empty = page(0, 0);
    expect(nextPage(20, empty, [empty])).toBeUndefined();
  });
});
