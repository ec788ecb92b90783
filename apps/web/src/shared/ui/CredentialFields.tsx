import { useState } from 'react';
import { useTranslation } from '../i18n';
import { SendCodeButton } from './SendCodeButton';
import { TextField } from './TextField';

/**
 * The fields every credentials form repeats — register, forgot password, change password — in
 * one place, so their labels, autocomplete hints, limits and error ties stay the same.
 */

/** The 6-digit code sent by e-mail or SMS, with its send button (and countdown) inside the box. */
export function CodeField(props: {
  value: string;
  onChange: (value: string) => void;
  /** Sends the code; false (or a throw) when it was not sent, so no countdown starts. */
  onSend: () => Promise<boolean | void>;
  testId: string;
  error?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.code')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      testId={props.testId}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.code_placeholder')}
      suffix={<SendCodeButton onSend={props.onSend} />}
    />
  );
}

/** A new password and its confirmation; `fresh` labels them "new password" (a reset or change). */
export function NewPasswordFields(props: {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** Test ids of the two inputs. */
  testIds: { password: string; confirm: string };
  errors?: { password?: string | null; confirm?: string | null };
  fresh?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t(props.fresh ? 'auth.new_password' : 'auth.password')}
        value={props.password}
        onChange={props.onPassword}
        error={props.errors?.password}
        testId={props.testIds.password}
        type="password"
        autoComplete="new-password"
        placeholder={t(props.fresh ? 'auth.new_password_placeholder' : 'auth.password_placeholder')}
        hint={t('auth.password_hint')}
      />
      <TextField
        label={t('auth.confirm_password')}
        value={props.confirm}
        onChange={props.onConfirm}
        error={props.errors?.confirm}
        testId={props.testIds.confirm}
        type="password"
        autoComplete="new-password"
        placeholder={t('auth.confirm_password_placeholder')}
      />
    </>
  );
}

/**
 * What NewPasswordFields shows: the two passwords as typed, and `fields`, the component's value
 * props, each change going through `edit` (useFieldError's, so typing drops the form's problem).
 */
export function useNewPassword(edit: (set: (value: string) => void) => (value: string) => void) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  return {
    password,
    confirm,
    fields: { password, confirm, onPassword: edit(setPassword), onConfirm: edit(setConfirm) },
  };
}
