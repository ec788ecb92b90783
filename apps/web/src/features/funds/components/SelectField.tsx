import { useId, type ReactNode } from 'react';
import { LabelledField } from '../../../shared/ui/TextField';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  testId: string;
  placeholder?: string;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A labelled native select: the phone's own wheel or sheet on mobile, a menu on desktop, and
 * one element a browser test can choose from.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  testId,
  placeholder,
  hint,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label}>
      <select
        id={id}
        className="fx-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={disabled}
        data-testid={testId}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? <div className="fx-field-hint">{hint}</div> : null}
    </LabelledField>
  );
}
