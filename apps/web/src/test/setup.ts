import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { initI18n, whenI18nReady } from '../shared/i18n';
import { useQuotesStore } from '../shared/market/quotes.store';
import { socket, useSocketStatus } from '../shared/socket';
import { setupAntdMobile } from '../shared/ui/antd-setup';
import { preloadToast } from '../shared/ui/toast';
import { FakeSocket } from './fake-socket';

setupAntdMobile();

// happy-dom has no canvas: anything that asks for a 2D context gets null instead of a crash.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// No test may open a real socket: the app's live connection talks to a double instead.
globalThis.WebSocket = FakeSocket as unknown as typeof WebSocket;

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a screen's first
// render and its mocked query can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await initI18n('en');
  await whenI18nReady();
  // The app loads the socket's frame parser on first start; tests want start() synchronous.
  await socket.preload();
  await preloadToast();
});

afterEach(() => {
  cleanup();
  socket.stop();
  FakeSocket.reset();
  useSocketStatus.setState({ state: 'idle', epoch: 0 });
  useQuotesStore.setState({ quotes: {} });
  window.localStorage.clear();
});

// React's scheduler may still hold work the file's last test queued (its own setImmediate
// task): let it run while the DOM environment exists. After vitest tears the environment down
// it throws "window is not defined" (seen after OrdersPage.test.tsx and UserCenterPage.test.tsx
// in CI runs). antd-mobile's imperative dialogs (confirms) render in React roots of their own,
// which cleanup() does not unmount: they unmount themselves once their closing animation ends,
// so wait for that too (bounded: a dialog left open schedules nothing). Toasts are such roots
// too, with a close timer of their own (seen after company.test.tsx's copy toast): close them
// now and wait for them to go the same way.
afterAll(async () => {
  cleanup();
  (await preloadToast()).clear();
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  for (let waited = 0; document.querySelector('.adm-dialog, .adm-toast-mask') && waited < 2_000; waited += 20)
    await pause();
  await new Promise((resolve) => setTimeout(resolve, 50));
});
