import type { ReactNode } from 'react';

/** Mobile layout: a single column, capped in width so tablets still read well. */
export function MobileShell({ children }: { children: ReactNode }) {
  return (
    <div className="fx-mobile" data-layout="mobile">
      {children}
    </div>
  );
}
