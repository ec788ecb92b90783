import type { FormHTMLAttributes } from 'react';
import { useSingleFlight } from './useSingleFlight';

type SubmitFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  /** Runs on submit, instead of the browser's navigation; it reports its own failures. */
  onSubmit: () => Promise<void> | void;
  testId?: string;
};

/**
 * A form submitted by script: Enter and the submit button both run `onSubmit`, and the page is
 * never reloaded; a second submit while one runs is ignored (a double tap on "log in" or "send"
 * sends once). Pass `noValidate` where the form shows its own field errors.
 */
export function SubmitForm({ onSubmit, testId, ...rest }: SubmitFormProps) {
  const { run } = useSingleFlight();
  return (
    <form
      {...rest}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        void run(onSubmit);
      }}
    />
  );
}
