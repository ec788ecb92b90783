import { useLang } from '../../../shared/i18n';
import { formatServerTime } from '../../../shared/ui/format';

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
