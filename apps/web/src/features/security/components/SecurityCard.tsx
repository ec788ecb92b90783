import type { ReactNode } from 'react';

/** One card of the security page: a section named by its heading; `name` makes its test ids. */
export function SecurityCard({
  name,
  title,
  children,
}: {
  name: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const titleId = `security-${name}-title`;
  return (
    <section
      className="fx-section fx-security-card"
      aria-labelledby={titleId}
      data-testid={`security-${name}`}
    >
      <h2 id={titleId} className="fx-security-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
