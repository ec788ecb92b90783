import { PERIODS, type Period } from '../api/trading.api';

/** SPEC §2 period bar: 1M 5M 15M 30M 1H 1D. */
export function PeriodBar({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return (
    <div className="fx-periods" role="tablist" data-testid="period-bar">
      {PERIODS.map((p) => (
        <button
          key={p.value}
          type="button"
          role="tab"
          aria-selected={p.value === value}
          className={p.value === value ? 'fx-period fx-period--active' : 'fx-period'}
          onClick={() => onChange(p.value)}
          data-testid={`period-${p.value}`}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
