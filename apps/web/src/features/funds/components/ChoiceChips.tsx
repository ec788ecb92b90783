import { radioKeyDown, radioTabIndex } from '../../../shared/ui/radio-group';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  testId: string;
}

/** A row of single-choice chips (deposit currency, network). */
export function ChoiceChips<T extends string | number>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const values = choices.map((c) => c.value);
  return (
    <div className="fx-field">
      <span className="fx-field-label">{label}</span>
      <div
        className="fx-choices"
        role="radiogroup"
        aria-label={label}
        onKeyDown={(event) => radioKeyDown(event, values, value, onChange)}
      >
        {choices.map((choice) => {
          const checked = choice.value === value;
          return (
            <button
              key={String(choice.value)}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={radioTabIndex(values, value, choice.value)}
              className={checked ? 'fx-choice fx-choice--active' : 'fx-choice'}
              onClick={() => onChange(choice.value)}
              data-testid={choice.testId}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
