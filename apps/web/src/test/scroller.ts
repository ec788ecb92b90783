import { onTestFinished } from 'vitest';

/**
 * happy-dom lays nothing out: give elements an offset parent so the infinite scroller measures
 * them and asks for the next page. Undone when the calling test finishes.
 */
export function layoutForScroller() {
  const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  onTestFinished(() => {
    if (original) Object.defineProperty(HTMLElement.prototype, 'offsetParent', original);
  });
}
