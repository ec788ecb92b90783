import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A button that opens another screen (`to`, a path): the account, search and language shortcuts. */
export function NavButton(props: {
  to: string;
  className: string;
  /** The accessible name, where the content (an icon) gives none. */
  label?: string;
  testId: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => navigate(props.to)}
      aria-label={props.label}
      data-testid={props.testId}
    >
      {props.children}
    </button>
  );
}
