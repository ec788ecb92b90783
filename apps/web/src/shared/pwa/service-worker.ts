/**
 * Registers public/sw.js (the app-shell cache) in production builds. The worker never caches API
 * answers or quotes; it only lets a reload without a network show the app and its offline state.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js', { scope: './' }).catch(() => undefined);
  });
}
