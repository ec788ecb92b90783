import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useSingleFlight } from './useSingleFlight';

/**
 * The full-width primary button that ends a form. It submits its form (Enter does too, see
 * SubmitForm, which ignores a second submit while one runs), `busy` showing its spinner while
 * the form's call runs; given `onSubmit` (the funds forms, which check their fields themselves)
 * it is a plain button that runs it on click, busy until it settles, with the same guard: a
 * double tap never sends a card charge, a deposit declaration or a withdrawal twice.
 */
export function FormSubmit(props: {
  testId: string;
  busy?: boolean;
  disabled?: boolean;
  onSubmit?: () => Promise<void> | void;
  children: ReactNode;
}) {
  const { onSubmit } = props;
  const { run, busy: submitting } = useSingleFlight();
  return (
    <Button
      type={onSubmit ? 'button' : 'submit'}
      color="primary"
      block
      className="fx-submit"
      loading={props.busy || submitting}
      disabled={props.disabled}
      onClick={onSubmit ? () => void run(onSubmit) : undefined}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
