/**
 * Navigation for code outside React (the API client's 999 redirect). The app registers the
 * router's navigate at start-up; until then, and in tests, the hash is set directly.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigateImpl: NavigateFn = (to) => {
  window.location.hash = `#${to}`;
};

export function registerNavigate(fn: NavigateFn): void {
  navigateImpl = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigateImpl(to, options);
}

/** The router path of the page, read from the hash: "#/mine/charge?x=1" → "/mine/charge?x=1". */
export function currentHashPath(hash: string = window.location.hash): string {
  const path = hash.replace(/^#/, '');
  return path.startsWith('/') ? path : '/';
}
