import { RadioButtons, type RadioButton } from '../../../shared/ui/RadioButtons';

export type Choice<T extends string | number> = RadioButton<T>;

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
  return (
    <div className="fx-field">
      <span className="fx-field-label">{label}</span>
      <RadioButtons
        className="fx-choices"
        label={label}
        value={value}
        options={choices}
        onChange={onChange}
        classOf={(_, checked) => (checked ? 'fx-choice fx-choice--active' : 'fx-choice')}
      />
    </div>
  );
}
