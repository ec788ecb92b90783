/** A trader's three-week return index as a small SVG line (the ranking row's sparkline). */
export function Spark({ values, testId }: { values: readonly number[]; testId?: string }) {
  const width = 84;
  const height = 30;
  if (values.length < 2) return <span className="fx-copy-spark fx-copy-spark--empty" aria-hidden="true" />;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const line = values
    .map(
      (v, i) =>
        `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join('');
  const up = (values.at(-1) ?? 0) >= (values[0] ?? 0);
  return (
    <svg
      className={`fx-copy-spark ${up ? 'fx-copy-spark--up' : 'fx-copy-spark--down'}`}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      data-testid={testId}
    >
      <path d={line} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}
