import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, Input, Select, Switch } from './Field';
import type { FieldProblem, FieldSpec } from './form-spec';

interface SpecInputProps {
  spec: FieldSpec;
  text: string;
  onChange: (text: string) => void;
  disabled?: boolean;
  /** The id and aria attributes from <Field>. */
  fieldProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  testIdPrefix?: string;
}

/** The control of one field spec: a switch, a select or a text box. */
export function SpecInput({
  spec,
  text,
  onChange,
  disabled,
  fieldProps,
  testIdPrefix = 'form',
}: SpecInputProps) {
  const testId = `${testIdPrefix}-${spec.name}`;
  if (spec.kind === 'switch') {
    return (
      <Switch
        checked={text === '1'}
        onChange={(on) => onChange(on ? '1' : '0')}
        label={spec.label}
        disabled={disabled}
        testId={testId}
      />
    );
  }
  if (spec.kind === 'select') {
    return (
      <Select
        {...fieldProps}
        value={text}
        options={spec.options.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={onChange}
        disabled={disabled}
        data-testid={testId}
      />
    );
  }
  const numeric = spec.kind === 'decimal' || spec.kind === 'int' || spec.kind === 'number';
  return (
    <Input
      {...fieldProps}
      className={spec.mono ? 'mono' : undefined}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      inputMode={numeric ? 'decimal' : undefined}
      disabled={disabled}
      data-testid={testId}
    />
  );
}

interface SpecFieldProps extends Omit<SpecInputProps, 'fieldProps'> {
  problem: FieldProblem | undefined;
  /** Under the control (e.g. an upload button). */
  children?: ReactNode;
}

/** One field spec as a labelled control with its validation message; a switch sits inline. */
export function SpecField({ spec, problem, children, ...input }: SpecFieldProps) {
  const { t } = useTranslation();
  return (
    <Field
      label={spec.label}
      hint={spec.hint}
      error={problem ? t(`validation.${problem}`) : null}
      className={spec.kind === 'switch' ? 'field-inline' : undefined}
    >
      {(p) => (
        <>
          <SpecInput spec={spec} {...input} fieldProps={p} />
          {children}
        </>
      )}
    </Field>
  );
}

interface SpecFieldsProps {
  specs: readonly FieldSpec[];
  /** The texts typed, their problems and the setter (a `useSpecForm` form). */
  form: {
    texts: Record<string, string>;
    setText: (name: string, text: string) => void;
    problems: Partial<Record<string, FieldProblem>>;
  };
  disabled?: boolean;
  testIdPrefix: string;
}

/** A form grid of labelled controls, one per field spec, each with its validation message. */
export function SpecFields({ specs, form, disabled, testIdPrefix }: SpecFieldsProps) {
  return (
    <div className="form-grid">
      {specs.map((spec) => (
        <SpecField
          key={spec.name}
          spec={spec}
          problem={form.problems[spec.name]}
          text={form.texts[spec.name] ?? ''}
          onChange={(v) => form.setText(spec.name, v)}
          disabled={disabled}
          testIdPrefix={testIdPrefix}
        />
      ))}
    </div>
  );
}
