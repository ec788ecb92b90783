import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A long plain text (a message body, a complaint), folded to a few lines with "more"/"less". */
export function ExpandableText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="outbox-body">
      <pre className={open ? 'open' : undefined}>{text}</pre>
      {text.length > 120 && (
        <button type="button" className="link small" onClick={() => setOpen(!open)}>
          {open ? t('common.less') : t('common.more')}
        </button>
      )}
    </div>
  );
}
