import type { ReviewDecision } from '@fxdesk/contract';
import type { ReactNode } from 'react';
import { Badge, type Tone } from '../../shared/ui/Badge';
import type { Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';

/** Who decided a request, when, and the remark (`note` where there is none); — while it waits. */
export function reviewColumn<T extends ReviewDecision>(
  header: string,
  note: (row: T) => ReactNode,
): Column<T> {
  return {
    key: 'review',
    header,
    render: (r) =>
      r.reviewedBy ? (
        <div className="small">
          <div className="ellipsis" title={r.remark || undefined}>
            {note(r)}
          </div>
          <div className="muted">
            {r.reviewedBy} · {formatDateTime(r.reviewedAt)}
          </div>
        </div>
      ) : (
        <span className="muted">—</span>
      ),
  };
}

/** A request's status as a badge, its tone by status; `testId` is followed by the row's id. */
export function statusColumn<T extends { id: number; status: number }>(
  header: string,
  tones: Record<number, Tone>,
  label: (status: T['status']) => string,
  testId: string,
): Column<T> {
  return {
    key: 'status',
    header,
    render: (r) => (
      <Badge tone={tones[r.status]} testId={`${testId}-${r.id}`}>
        {label(r.status)}
      </Badge>
    ),
  };
}
