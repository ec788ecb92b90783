import { useTranslation } from '../i18n';
import { usePageActive } from '../routes/keep-alive';
import { badgeState, useSocketStatus } from './index';

/**
 * Live / reconnecting / offline (SPEC §4). Rendered by the visible page only, so a kept-alive
 * hidden copy never duplicates it.
 */
export function ConnectionBadge({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const active = usePageActive();
  const state = badgeState(useSocketStatus((s) => s.state));
  if (!active) return null;
  const label = t(`connection.${state}`);
  return (
    <span
      className={`fx-conn fx-conn--${state}${compact ? ' fx-conn--compact' : ''}`}
      data-testid="connection-badge"
      data-state={state}
      role="status"
      aria-label={label}
      title={label}
    >
      <span className="fx-conn-dot" aria-hidden="true" />
      {compact ? null : <span className="fx-conn-text">{label}</span>}
    </span>
  );
}
