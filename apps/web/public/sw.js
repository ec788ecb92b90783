/* global self, caches */
/*
 * FXDesk service worker: keeps the app shell (index.html, its hashed assets, the icons) so a
 * reload without a network shows the app and its "offline" state instead of a browser error
 * page. API answers, quotes, the socket, uploads and the back office are never cached: they
 * always go to the network, so nothing stale is ever shown as live.
 */
const CACHE = 'fxdesk-shell-v1';
const SHELL_URL = new URL('./', self.location.href).href;
const STATIC = ['./manifest.json', './favicon.svg', './icons/icon-192.png', './icons/icon-512.png'];
/** Paths that are data, never shell. */
const NETWORK_ONLY = ['/api/', '/v1/', '/admin', '/uploads/', '/healthz'];

/** The shell and every script and stylesheet it names (hashed file names under assets/). */
async function cacheShell() {
  const cache = await caches.open(CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_URL, response);
  const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
    .map((m) => new URL(m[1], SHELL_URL))
    .filter((u) => u.origin === self.location.origin && u.pathname.includes('/assets/'))
    .map((u) => u.href);
  await cache.addAll([...new Set(assets)]).catch(() => undefined);
  await cache.addAll(STATIC).catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

/** Network first (a new build is picked up at once); the cached shell when offline. */
async function navigation(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && new URL(request.url).pathname === new URL(SHELL_URL).pathname)
      await cache.put(SHELL_URL, response.clone());
    return response;
  } catch {
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw new Error('offline and no cached shell');
  }
}

/** Hashed assets never change: cache first, filled as screens load their chunks. */
async function asset(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Icons and the manifest: the network when it answers, the cached copy otherwise. */
async function networkThenCache(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw new Error('offline');
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (url.pathname.includes('/assets/')) return event.respondWith(asset(request));
  if (/\.(png|svg|json|ico|webmanifest)$/.test(url.pathname))
    return event.respondWith(networkThenCache(request));
});
