/**
 * SPEC §8: a chunk that fails to preload (usually a new deploy replaced it) raises
 * vite:preloadError; reload once per tab to pick up the new build. A second failure in the same
 * tab is left to the app's route error screen (with its own reload button) rather than looping.
 * `flagKey` is the sessionStorage key that remembers the reload; each app has its own.
 */
export function reloadOnceOnPreloadError(flagKey: string): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(flagKey)) return;
    sessionStorage.setItem(flagKey, '1');
    event.preventDefault();
    window.location.reload();
  });
}
