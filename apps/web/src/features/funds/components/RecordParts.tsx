import type { ReactNode } from 'react';
import { useLang } from '../../../shared/i18n';
import { formatServerTime } from '../../../shared/ui/format';
import { formatMoney } from '../../../shared/ui/figures';
import type { StatusTone } from '../format';
import { StatusBadge } from './StatusBadge';

/**
 * The head of a deposit or withdrawal record: the USD amount, then `kind` (what it went by)
 * under it, and the status badge beside them.
 */
export function RecordHead(props: {
  amount: number | string;
  amountTestId?: string;
  kind: ReactNode;
  tone: StatusTone;
  statusText: string;
  statusTestId: string;
}) {
  const lang = useLang();
  return (
    <div className="fx-record-main">
      <div className="fx-record-title">
        <span className="fx-record-amount fx-num" data-testid={props.amountTestId}>
          {formatMoney(props.amount, lang.locale)} <span className="fx-record-unit">USD</span>
        </span>
        {props.kind}
      </div>
      <StatusBadge tone={props.tone} text={props.statusText} testId={props.statusTestId} />
    </div>
  );
}

/** The line under a deposit or withdrawal record: when it was made, and the address or account it went by. */
export function RecordMeta({
  createdAt,
  address,
}: {
  createdAt: string;
  address: string | null | undefined;
}) {
  const lang = useLang();
  return (
    <div className="fx-record-meta">
      <span className="fx-num">{formatServerTime(createdAt, lang.locale)}</span>
      {address ? (
        <span className="fx-record-address" dir="ltr">
          {address}
        </span>
      ) : null}
    </div>
  );
}
