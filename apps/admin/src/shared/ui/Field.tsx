import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldProps {
  label: ReactNode;
  /** A validation message under the control; also marks it invalid. */
  error?: string | null | undefined;
  hint?: ReactNode;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}

/** A labelled control with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const hasNote = Boolean(error || hint);
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(hasNote ? { 'aria-describedby': noteId } : {}),
      })}
      {hasNote && (
        <div id={noteId} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error || hint}
        </div>
      )}
    </div>
  );
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`input${className ? ` ${className}` : ''}`} {...rest} />;
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={`input textarea${className ? ` ${className}` : ''}`} {...rest} />;
}

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

interface SelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
}

/** A native select whose options keep their value type (numbers stay numbers). */
export function Select<V extends string | number>({
  value,
  options,
  onChange,
  className,
  ...rest
}: SelectProps<V>) {
  return (
    <select
      className={`input select${className ? ` ${className}` : ''}`}
      value={String(value)}
      onChange={(e) => {
        const picked = options.find((o) => String(o.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
      {...rest}
    >
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A labelled select (see Field); its value keeps its type like Select's. */
export function SelectField<V extends string | number>({
  label,
  hint,
  error,
  testId,
  ...select
}: SelectProps<V> & Pick<FieldProps, 'label' | 'hint' | 'error'> & { testId?: string }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(p) => <Select {...p} {...select} data-testid={testId} />}
    </Field>
  );
}

interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
}

export function Switch({ checked, onChange, label, disabled, testId }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      title={label}
      className={`switch${checked ? ' switch-on' : ''}`}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      data-testid={testId}
    >
      <span className="switch-knob" />
    </button>
  );
}

interface TextProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  value: string;
  /** The typed text. */
  onValue: (value: string) => void;
  testId?: string;
  /** The class of the field around the box (the box's own is `className`). */
  fieldClassName?: string;
}
type Box<A> = Omit<A, 'value' | 'onChange' | 'id'> & TextProps;

function split<A>({ label, hint, error, fieldClassName, value, onValue, testId, ...box }: Box<A>) {
  return {
    field: { label, hint, error, className: fieldClassName },
    box: {
      ...box,
      value,
      onChange: (e: { target: { value: string } }) => onValue(e.target.value),
      'data-testid': testId,
    },
  };
}

/** A labelled text box (see Field): its hint, error and screen-reader wiring. */
export function TextField(props: Box<InputHTMLAttributes<HTMLInputElement>>) {
  const { field, box } = split(props);
  return <Field {...field}>{(p) => <Input {...p} {...box} />}</Field>;
}

/** A labelled text area (see Field). */
export function TextAreaField(props: Box<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { field, box } = split(props);
  return <Field {...field}>{(p) => <Textarea {...p} {...box} />}</Field>;
}
