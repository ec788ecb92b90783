import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { useSpecForm } from './useSpecForm';

type SpecFormState = ReturnType<typeof useSpecForm>;

/**
 * The form element of a `useSpecForm` form: submitting saves what changed, and the save's error
 * shows above the fields. `name` makes the test ids (`{name}-form`, `{name}-error`).
 */
export function SpecForm({
  form,
  name,
  children,
}: {
  form: SpecFormState;
  name: string;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void form.save();
      }}
      noValidate
      data-testid={`${name}-form`}
    >
      {form.error && (
        <div className="alert alert-error" role="alert" data-testid={`${name}-error`}>
          {form.error}
        </div>
      )}
      {children}
    </form>
  );
}

/** The submit button of a `SpecForm`: busy while the save runs; `{name}-save` is its test id. */
export function SpecFormSave({
  form,
  name,
  disabled,
}: {
  form: SpecFormState;
  name: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="primary"
      disabled={disabled}
      loading={form.busy}
      data-testid={`${name}-save`}
    >
      {t('common.save')}
    </Button>
  );
}
