import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceId } from './device-id';

describe('demo device uuid (SPEC §6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is made once and kept in localStorage', () => {
    const first = getDeviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(getDeviceId()).toBe(first);
    expect(window.localStorage.getItem('fxdesk.deviceId')).toBe(first);
  });

  it('works without crypto.randomUUID (pages served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: <T extends ArrayBufferView>(array: T) => real.getRandomValues(array),
    });
    expect(getDeviceId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
