/**
 * Navigation from outside React (the API client's 999 handler). The router registers its
 * navigate function at start; until then the hash is set directly.
 */
type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let current: NavigateFn | null = null;

export function registerNavigate(fn: NavigateFn | null): void {
  current = fn;
}

export function currentPath(): string {
  return window.location.hash.replace(/^#/, '') || '/';
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else window.location.hash = `#${to}`;
}
