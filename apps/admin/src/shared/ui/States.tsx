import { ErrorCode } from '@fxdesk/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { Button } from './Button';

/** Whether an error means the route does not exist on this server (yet). */
export function isMissingEndpoint(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === ErrorCode.NOT_FOUND || error.code === '404' || error.code === 'ERR_BAD_RESPONSE')
  );
}

export function EmptyState({ children, testId }: { children?: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-empty" data-testid={testId ?? 'empty-state'}>
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden>
        <rect x="8" y="12" width="32" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 20h32M16 27h16M16 32h10" stroke="currentColor" strokeWidth="2" />
      </svg>
      <div>{children ?? t('common.empty')}</div>
    </div>
  );
}

/** The server's message in place of the content, with a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error ? error.message : t('errors.unknown');
  return (
    <div className="state state-error" role="alert" data-testid="error-state">
      <strong>{isMissingEndpoint(error) ? t('errors.endpoint_missing') : t('errors.load_failed')}</strong>
      <div className="state-message">{message}</div>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

export function Loading({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="state-loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton" />
      ))}
    </div>
  );
}

interface QueryStateProps<T> {
  query: { data: T | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  /** Placeholder rows while the first answer loads. */
  rows?: number;
  children: (data: T) => ReactNode;
}

/** A query's first load, or its failure with a retry, then what its answer shows. */
export function QueryState<T>({ query, rows, children }: QueryStateProps<T>) {
  if (query.error && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Loading rows={rows} />;
  return <>{children(query.data as T)}</>;
}
