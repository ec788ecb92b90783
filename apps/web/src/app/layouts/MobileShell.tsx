import type { ReactNode } from 'react';

/** Mobile layout: a single column (the page's `<main>`), capped in width so tablets still read well. */
export function MobileShell({ children }: { children: ReactNode }) {
  return (
    <main className="fx-mobile" data-layout="mobile">
      {children}
    </main>
  );
}
