import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/**
 * The full-width primary button that ends a funds form (bind a method, pay by card, declare a
 * deposit, withdraw). The forms check their fields themselves, so it runs `onSubmit` on click.
 */
export function SubmitButton(props: {
  onSubmit: () => Promise<void> | void;
  testId: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      block
      color="primary"
      className="fx-submit"
      disabled={props.disabled}
      onClick={() => void props.onSubmit()}
      data-testid={props.testId}
    >
      {props.children}
    </Button>
  );
}
