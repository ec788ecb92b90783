import { Input, type InputRef } from 'antd-mobile';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
}

/** A labelled input in the house style; password fields get a show/hide toggle. */
export function TextField(props: TextFieldProps) {
  const { label, value, onChange, testId, type = 'text', prefix, suffix, hint } = props;
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<InputRef>(null);
  const [revealed, setRevealed] = useState(false);

  // antd-mobile puts data-* props on its wrapper; the test id belongs on the <input> itself.
  useEffect(() => {
    ref.current?.nativeElement?.setAttribute('data-testid', testId);
  }, [testId]);

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
    <div className="fx-field">
      <label className="fx-field-label" htmlFor={id}>
        {label}
      </label>
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
      {hint ? <div className="fx-field-hint">{hint}</div> : null}
    </div>
  );
}
