// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('storage', () => {
  it('reads back what it wrote and forgets what it removed', () => {
    storage.set('fxdesk.test', 'a');
    expect(storage.get('fxdesk.test')).toBe('a');
    storage.remove('fxdesk.test');
    expect(storage.get('fxdesk.test')).toBeNull();
  });

  it('never throws when the browser refuses storage (private mode, quota, disabled)', () => {
    // What a browser with storage disabled does: reading window.localStorage throws.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => storage.set('k', 'v')).not.toThrow();
    expect(storage.get('k')).toBeNull();
    expect(() => storage.remove('k')).not.toThrow();
  });
});
