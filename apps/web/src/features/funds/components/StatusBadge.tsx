import type { StatusTone } from '../format';

/** A record's state as the server names it in the user's language, coloured by its meaning. */
export function StatusBadge({ tone, text, testId }: { tone: StatusTone; text: string; testId?: string }) {
  return (
    <span className={`fx-status fx-status--${tone}`} data-tone={tone} data-testid={testId}>
      {text}
    </span>
  );
}
