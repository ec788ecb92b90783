import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/**
 * The full-width primary button that submits its form (Enter does too, see SubmitForm); `busy`
 * shows its spinner while the form's call runs.
 */
export function FormSubmit(props: {
  testId: string;
  busy?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      color="primary"
      block
      className="fx-submit"
      loading={props.busy}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
