import { radioKeyDown, radioTabIndex } from './radio-group';

export interface RadioButton<T extends string | number> {
  value: T;
  label: string;
  testId: string;
}

/**
 * A radio group of buttons (WAI-ARIA radio group pattern: one Tab stop, the arrow keys move the
 * choice), as the order ticket's segments and the funds pages' chips draw it; `classOf` styles
 * each button from its option and whether it is the chosen one.
 */
export function RadioButtons<T extends string | number, O extends RadioButton<T>>(props: {
  className: string;
  label: string;
  value: T | undefined;
  options: readonly O[];
  onChange: (value: T) => void;
  classOf: (option: O, checked: boolean) => string;
  disabled?: boolean;
}) {
  const { value, onChange } = props;
  const values = props.options.map((o) => o.value);
  return (
    <div
      className={props.className}
      role="radiogroup"
      aria-label={props.label}
      onKeyDown={(event) => radioKeyDown(event, values, value, onChange)}
    >
      {props.options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={radioTabIndex(values, value, option.value)}
            className={props.classOf(option, checked)}
            disabled={props.disabled}
            onClick={() => onChange(option.value)}
            data-testid={option.testId}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
