/** Compact before → after of an audit row: only the keys that are present, one per line. */

type Json = unknown;

function show(value: Json): string {
  if (value === undefined) return '∅';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function changedKeys(before: Json, after: Json): string[] {
  const keys = new Set<string>();
  for (const side of [before, after]) {
    if (side && typeof side === 'object' && !Array.isArray(side))
      Object.keys(side).forEach((k) => keys.add(k));
  }
  return [...keys];
}

export function JsonDiff({ before, after }: { before: Json; after: Json }) {
  const keys = changedKeys(before, after);
  if (keys.length === 0) {
    if (before == null && after == null) return <span className="muted">—</span>;
    return (
      <code className="diff-line">
        {show(before)} → {show(after)}
      </code>
    );
  }
  const b = (before ?? {}) as Record<string, Json>;
  const a = (after ?? {}) as Record<string, Json>;
  return (
    <div className="diff">
      {keys.map((key) => {
        const same = JSON.stringify(b[key]) === JSON.stringify(a[key]);
        return (
          <div key={key} className="diff-line">
            <span className="diff-key">{key}</span>{' '}
            {key in b && !same && <span className="diff-before">{show(b[key])}</span>}
            {key in b && key in a && !same && <span className="diff-arrow"> → </span>}
            {key in a && <span className="diff-after">{show(a[key])}</span>}
          </div>
        );
      })}
    </div>
  );
}
