import { RefreshIcon } from './icons';

/**
 * The refresh icon button of a list on a desktop (a phone pulls the list down instead). The
 * caller's class sizes it for its header; `label` names it for screen readers.
 */
export function RefreshButton(props: {
  onRefresh: () => Promise<unknown>;
  label: string;
  className: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => void props.onRefresh()}
      aria-label={props.label}
      data-testid={props.testId}
    >
      <RefreshIcon />
    </button>
  );
}
