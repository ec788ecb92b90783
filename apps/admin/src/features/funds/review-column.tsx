import type { ReactNode } from 'react';
import type { Column } from '../../shared/ui/DataTable';
import { formatDateTime } from '../../shared/ui/format';

interface Reviewed {
  remark: string;
  reviewedBy: string | null;
  reviewedAt: string | null;
}

/** Who decided a request, when, and the remark (`note` where there is none); — while it waits. */
export function reviewColumn<T extends Reviewed>(header: string, note: (row: T) => ReactNode): Column<T> {
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
