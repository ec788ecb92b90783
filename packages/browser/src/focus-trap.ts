/*
 * The one focus rule every pop-up of both front ends follows (WCAG 2.2 AA, issue 15): focus
 * moves into the dialog, Tab and Shift+Tab stay inside it, Escape closes it, and focus goes back
 * to the control that opened it. Open dialogs stack: only the top one answers the keyboard.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

/** The controls Tab reaches inside `container`, in order (hidden ones left out). */
export function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden], [aria-hidden="true"], [inert]'),
  );
}

interface Trap {
  container: HTMLElement;
  onEscape: () => void;
}

const stack: Trap[] = [];

function onKeyDown(event: KeyboardEvent): void {
  const top = stack.at(-1);
  if (!top) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    top.onEscape();
    return;
  }
  if (event.key !== 'Tab') return;
  const items = focusables(top.container);
  const active = document.activeElement as HTMLElement | null;
  if (items.length === 0) {
    event.preventDefault();
    top.container.focus();
    return;
  }
  const first = items[0]!;
  const last = items.at(-1)!;
  const inside = active !== null && top.container.contains(active);
  if (event.shiftKey && (!inside || active === first || active === top.container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** The first field (input, text area, select) inside `container`, if any. */
export function firstField(container: HTMLElement): HTMLElement | null {
  return container.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])',
  );
}

/** Focus that wanders out (a click on the page behind) is brought back into the top dialog. */
function onFocusIn(event: FocusEvent): void {
  const top = stack.at(-1);
  if (!top || !(event.target instanceof Node) || top.container.contains(event.target)) return;
  (focusables(top.container)[0] ?? top.container).focus();
}

/**
 * Traps focus in `container` until the returned release is called; release returns focus to
 * the element that had it when the trap was set (the opener), when it is still on the page.
 * `initial` picks the control to focus first (default: the first field, else the first control,
 * else `fallback`, by default the container itself; it needs tabindex="-1").
 */
export function trapFocus(
  container: HTMLElement,
  onEscape: () => void,
  initial?: HTMLElement | null,
  fallback: HTMLElement = container,
): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const trap: Trap = { container, onEscape };
  if (stack.length === 0) {
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
  }
  stack.push(trap);
  (initial ?? firstField(container) ?? focusables(container)[0] ?? fallback).focus();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const index = stack.indexOf(trap);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
    }
    if (opener?.isConnected && !opener.closest('[inert]')) opener.focus();
  };
}
