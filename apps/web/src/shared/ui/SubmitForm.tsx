import type { FormHTMLAttributes } from 'react';

type SubmitFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Runs on submit, instead of the browser's navigation; it reports its own failures. */
  onSubmit: () => Promise<void> | void;
  testId?: string;
};

/**
 * A form submitted by script: Enter and the submit button both run `onSubmit`, and the page is
 * never reloaded. Pass `noValidate` where the form shows its own field errors.
 */
export function SubmitForm({ onSubmit, testId, ...rest }: SubmitFormProps) {
  return (
    <form
      {...rest}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    />
  );
}
