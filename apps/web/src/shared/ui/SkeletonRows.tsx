import type { ReactNode } from 'react';

/**
 * Place-holder rows while a list's first page loads: `count` rows of class `rowClassName`, each
 * holding `children` (the grey bars shaped like a real row), in a box marked busy.
 */
export function SkeletonRows(props: {
  count: number;
  rowClassName: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div aria-busy="true" data-testid={props.testId}>
      {Array.from({ length: props.count }, (_, i) => (
        <div key={i} className={props.rowClassName}>
          {props.children}
        </div>
      ))}
    </div>
  );
}
