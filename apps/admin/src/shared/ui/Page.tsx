import type { ReactNode } from 'react';

/** The title row of a screen with its actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}

export function Card({
  title,
  actions,
  children,
  className,
  testId,
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`} data-testid={testId}>
      {(title || actions) && (
        <header className="card-header">
          {title && <h2>{title}</h2>}
          {actions && <div className="card-actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}

/** Label/value pairs in a compact two-column grid. */
export function DefinitionList({ items }: { items: readonly { label: ReactNode; value: ReactNode }[] }) {
  return (
    <dl className="deflist">
      {items.map((item, i) => (
        <div key={i} className="deflist-row">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface SegmentedProps<V extends string | number> {
  value: V;
  options: readonly { value: V; label: ReactNode; count?: number | undefined }[];
  onChange: (value: V) => void;
  label: string;
  testId?: string;
}

/** A row of mutually exclusive filter buttons (status filters). */
export function Segmented<V extends string | number>({
  value,
  options,
  onChange,
  label,
  testId,
}: SegmentedProps<V>) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className={o.value === value ? 'active' : undefined}
          onClick={() => onChange(o.value)}
          data-testid={testId ? `${testId}-${o.value}` : undefined}
        >
          {o.label}
          {o.count !== undefined && <span className="segmented-count">{o.count}</span>}
        </button>
      ))}
    </div>
  );
}
