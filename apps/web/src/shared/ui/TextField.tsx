import Input from 'antd-mobile/es/components/input';
import type { InputRef } from 'antd-mobile';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { EyeIcon, EyeOffIcon } from './icons';

export interface TextFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Put on the native <input> so browser tests can fill it directly. */
  testId: string;
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  /** Shown before the input inside the box (an area code picker). */
  prefix?: ReactNode;
  /** Shown after the input inside the box (a send-code button, a captcha picture). */
  suffix?: ReactNode;
  hint?: ReactNode;
  /** A problem with this field: shown under it, announced, and tied to the input. */
  error?: string | null;
}

/** A labelled input in the house style; password fields get a show/hide toggle. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, testId, type = 'text', prefix, suffix, hint, error } = props;
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<InputRef>(null);
  const [revealed, setRevealed] = useState(false);

  // antd-mobile puts data-* props on its wrapper; the test id belongs on the <input> itself.
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('data-testid', testId);
  }, [testId]);
  // The same for the error's ARIA ties, which antd-mobile's Input does not pass on.
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  useEffect(() => {
    describeField(ref.current?.nativeElement, error ? errorId : null, hint ? hintId : null);
  }, [error, errorId, hint, hintId]);

  const isPassword = type === 'password';
  const toggle = isPassword ? (
    <button
      type="button"
      className="fx-field-icon-button"
      onClick={() => setRevealed((r) => !r)}
      aria-label={revealed ? t('auth.hide_password') : t('auth.show_password')}
      data-testid={`${testId}-toggle`}
    >
      {revealed ? <EyeIcon /> : <EyeOffIcon />}
    </button>
  ) : null;

  return (
    <LabelledField id={id} label={label}>
      <div className="fx-field-box">
        {prefix}
        <Input
          ref={ref}
          id={id}
          className="fx-field-input"
          value={value}
          onChange={onChange}
          placeholder={props.placeholder}
          type={isPassword && revealed ? 'text' : type}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          maxLength={props.maxLength}
          readOnly={props.readOnly}
          clearable={!isPassword && !props.readOnly}
          onlyShowClearWhenFocus
        />
        {toggle}
        {suffix}
      </div>
      {hint ? (
        <div className="fx-field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <FieldError id={errorId} error={error} testId={`${testId}-error`} />
    </LabelledField>
  );
}

/**
 * The house's labelled field: its label above the control whose id is `id`, then the control
 * and what goes under it (a hint, an error) as children.
 */
export function LabelledField({
  id,
  label,
  children,
}: {
  id: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="fx-field">
      <label className="fx-field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** Marks a native control invalid (or not) and points its description at the error and hint. */
export function describeField(
  input: HTMLElement | null | undefined,
  errorId: string | null,
  hintId: string | null = null,
): void {
  if (!input) return;
  if (errorId) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  const ids = [errorId, hintId].filter(Boolean).join(' ');
  if (ids) input.setAttribute('aria-describedby', ids);
  else input.removeAttribute('aria-describedby');
}

/** The ARIA ties of a plain control (a ticket input) to its FieldError, whose id is `${testId}-error`. */
export const invalidProps = (testId: string, error: string | null | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${testId}-error` } : {};

/** The error line under a field; role="alert" reads it out as it appears. */
export function FieldError({ id, error, testId }: { id: string; error?: string | null; testId?: string }) {
  if (!error) return null;
  return (
    <p className="fx-field-error" id={id} role="alert" data-testid={testId}>
      {error}
    </p>
  );
}
