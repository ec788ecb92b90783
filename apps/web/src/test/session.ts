import type { UserInfo } from '@fxdesk/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { useSession } from '../shared/session/session.store';

/**
 * Each test of the calling `describe` starts signed in as `user`; after it, the session is
 * cleared and the globals it stubbed (fetch, XMLHttpRequest) are put back.
 */
export function signedInEachTest(user: UserInfo) {
  beforeEach(() => {
    useSession.getState().signIn({ token: 'tok', user });
  });
  resetSessionAfterEach();
}

/** After each test of the calling `describe`, the session is cleared and the stubbed globals put back. */
export function resetSessionAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSession.getState().clear();
  });
}
