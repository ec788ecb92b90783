import type { KeyboardEvent } from 'react';

/**
 * Radio groups of buttons (WAI-ARIA radio group pattern): only the checked radio (or the first,
 * when none is) is in the Tab order; the arrow keys, Home and End move the choice and the focus.
 */
export function radioTabIndex<T>(values: readonly T[], current: T | undefined, value: T): 0 | -1 {
  const checked = values.includes(current as T) ? current : values[0];
  return value === checked ? 0 : -1;
}

/** The group's keydown handler: picks the next, previous, first or last enabled value. */
export function radioKeyDown<T>(
  event: KeyboardEvent<HTMLElement>,
  values: readonly T[],
  current: T | undefined,
  onChange: (value: T) => void,
): void {
  const radios = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]')];
  if (radios.length !== values.length || values.length === 0) return;
  const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
  const from = Math.max(0, values.indexOf(current as T));
  let step: number;
  switch (event.key) {
    case 'ArrowDown':
      step = 1;
      break;
    case 'ArrowUp':
      step = -1;
      break;
    case 'ArrowRight':
      step = rtl ? -1 : 1;
      break;
    case 'ArrowLeft':
      step = rtl ? 1 : -1;
      break;
    case 'Home':
      step = 1;
      break;
    case 'End':
      step = -1;
      break;
    default:
      return;
  }
  event.preventDefault();
  const n = values.length;
  let next = event.key === 'Home' ? 0 : event.key === 'End' ? n - 1 : (from + step + n) % n;
  // Skip disabled radios in the direction of travel (forward from Home, back from End).
  for (let tries = 0; tries < n && radios[next]!.disabled; tries++) {
    next = (next + step + n) % n;
  }
  if (radios[next]!.disabled) return;
  radios[next]!.focus();
  if (values[next] !== current) onChange(values[next]!);
}
