import Button from 'antd-mobile/es/components/button';
import { useRef, useState, type ReactNode } from 'react';

/**
 * The full-width primary button that ends a form. It submits its form (Enter does too, see
 * SubmitForm), `busy` showing its spinner while the form's call runs; given `onSubmit` (the
 * funds forms, which check their fields themselves) it is a plain button that runs it on click,
 * busy until it settles: a second tap meanwhile is ignored, so a double tap never sends a card
 * charge, a deposit declaration or a withdrawal twice.
 */
export function FormSubmit(props: {
  testId: string;
  busy?: boolean;
  disabled?: boolean;
  onSubmit?: () => Promise<void> | void;
  children: ReactNode;
}) {
  const { onSubmit } = props;
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = async (submit: () => Promise<void> | void) => {
    // The ref, not the state: two taps can both arrive before the re-render that disables it.
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    try {
      await submit();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };
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
