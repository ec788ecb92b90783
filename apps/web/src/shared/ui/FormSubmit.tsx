import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/**
 * The full-width primary button that ends a form. It submits its form (Enter does too, see
 * SubmitForm), `busy` showing its spinner while the form's call runs; given `onSubmit` (the
 * funds forms, which check their fields themselves) it is a plain button that runs it on click.
 */
export function FormSubmit(props: {
  testId: string;
  busy?: boolean;
  disabled?: boolean;
  onSubmit?: () => Promise<void> | void;
  children: ReactNode;
}) {
  const { onSubmit } = props;
  return (
    <Button
      type={onSubmit ? 'button' : 'submit'}
      color="primary"
      block
      className="fx-submit"
      loading={props.busy}
      disabled={props.disabled}
      onClick={onSubmit ? () => void onSubmit() : undefined}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
