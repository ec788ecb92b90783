import { describe, expect, it } from 'vitest';
import { loginPath, safeFrom } from './paths';

describe('login redirects (SPEC §2)', () => {
  it('carries the attempted path in from', () => {
    expect(loginPath('/order')).toBe('/login?from=%2Forder');
    expect(loginPath('/mine/withdraw-way?type=1')).toBe('/login?from=%2Fmine%2Fwithdraw-way%3Ftype%3D1');
    expect(loginPath()).toBe('/login');
  });

  it('only returns to in-app paths', () => {
    expect(safeFrom('/mine/charge')).toBe('/mine/charge');
    expect(safeFrom('/rank?tab=follow')).toBe('/rank?tab=follow');
    expect(safeFrom('https://evil.example')).toBe('/');
    expect(safeFrom('//evil.example')).toBe('/');
    expect(safeFrom('/login?from=x')).toBe('/');
    expect(safeFrom(null)).toBe('/');
  });
});
