// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadOnceOnPreloadError } from './preload-reload';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('reloadOnceOnPreloadError (SPEC §8 a chunk missing after a deploy)', () => {
  it('reloads on the first failed preload of the tab, and not again on the next one', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    reloadOnceOnPreloadError('fxdesk.test.preloadReload');

    const first = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    // Cancelled: Vite does not throw the error at the page that is about to reload.
    expect(first.defaultPrevented).toBe(true);

    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
