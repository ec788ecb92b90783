import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * One labelled figure of a description list: `<div><dt>label</dt><dd>value</dd></div>`, the
 * markup every `<dl>` of figures on the client uses. The value's class, test id and data
 * attributes go on the `<dd>`.
 */
export function Fact({ label, children, ...value }: { label: ReactNode } & ComponentPropsWithoutRef<'dd'>) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}
