import { create } from 'zustand';
import { useFeedSilent } from '../market/feed-pulse';
import { getToken, useSession } from '../session/session.store';
import { createSocketClient, type SocketState } from './socket-client';
import { socketUrl } from './socket-url';

export type { SocketState } from './socket-client';

/** The one live connection of the app (SPEC §4), wired to the session and the browser. */
export const socket = createSocketClient({
  url: () => socketUrl(window.location, import.meta.env.VITE_API_BASE_URL),
  createSocket: (url) => new WebSocket(url),
  loadFrameParser: () => import('./frame-parser').then((m) => m.parseServerFrame),
  getToken,
  // SPEC §4: a refused socket login is handled like an HTTP 999: the session is cleared.
  onLoginRejected: (token) => {
    if (getToken() === token) useSession.getState().clear();
  },
  isOnline: () => navigator.onLine !== false,
});

interface SocketStatus {
  state: SocketState;
  /** Bumped each time the socket becomes live: screens refetch what they may have missed. */
  epoch: number;
}

export const useSocketStatus = create<SocketStatus>()(() => ({ state: socket.state, epoch: 0 }));

socket.onState((state) =>
  useSocketStatus.setState((s) => ({ state, epoch: state === 'live' ? s.epoch + 1 : s.epoch })),
);

// SPEC §4: logging in or out logs the socket in or out too.
useSession.subscribe((next, previous) => {
  if (next.token !== previous.token) socket.authChanged();
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => socket.reconnect());
  window.addEventListener('offline', () => socket.reconnect());
}

/** What the connection badge shows; "live" only while prices really stream. */
export type ConnectionBadgeState = 'live' | 'reconnecting' | 'offline';

export function badgeState(state: SocketState): ConnectionBadgeState {
  if (state === 'live') return 'live';
  if (state === 'offline') return 'offline';
  return 'reconnecting';
}

/**
 * True while prices on screen may be old: the socket was live once and is not now, or it never
 * came up (an attempt failed or timed out after 5 s, so the state reads reconnecting or offline).
 */
export function isQuotesStale(state: SocketState, epoch: number): boolean {
  if (state === 'live') return false;
  return epoch > 0 || state === 'reconnecting' || state === 'offline';
}

/** Stale when the socket is not live, or when it is but the quote stream has gone silent. */
export function useQuotesStale(): boolean {
  const silent = useFeedSilent();
  return useSocketStatus((s) => isQuotesStale(s.state, s.epoch)) || silent;
}
