import type { ComponentType, ReactNode } from 'react';

type Shell = ComponentType<{ children: ReactNode }>;

let desktopShell: Promise<{ default: Shell }> | null = null;

/**
 * The desktop shell (header pop-overs with their positioning library) is its own chunk, so a
 * phone never downloads it (issue 15). One promise for the page's lifetime: main.tsx starts it
 * next to the language file on a desktop, and React.lazy reuses it.
 */
export function loadDesktopShell(): Promise<{ default: Shell }> {
  desktopShell ??= import('./DesktopShell').then((m) => ({ default: m.DesktopShell }));
  return desktopShell;
}
