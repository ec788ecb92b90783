import type { Category } from '@fxdesk/contract';

interface CategoryChipsProps {
  categories: readonly Category[];
  active: number | null;
  /** SPEC §2: tapping the active chip again clears the filter (null). */
  onChange: (id: number | null) => void;
}

export function nextCategory(active: number | null, tapped: number): number | null {
  return active === tapped ? null : tapped;
}

export function CategoryChips({ categories, active, onChange }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  return (
    <div className="fx-chips" role="toolbar" data-testid="category-chips">
      {categories.map((c) => {
        const pressed = c.Id === active;
        return (
          <button
            key={c.Id}
            type="button"
            className={pressed ? 'fx-chip fx-chip--active' : 'fx-chip'}
            aria-pressed={pressed}
            onClick={() => onChange(nextCategory(active, c.Id))}
            data-testid={`category-chip-${c.Code}`}
          >
            {c.Name}
          </button>
        );
      })}
    </div>
  );
}
