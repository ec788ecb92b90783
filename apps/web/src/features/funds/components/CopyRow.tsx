import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { copyAndConfirm } from '../../../shared/ui/clipboard';
import { CopyIcon } from '../../../shared/ui/icons';

interface CopyRowProps {
  label: ReactNode;
  value: string;
  testId?: string;
  /** Codes, accounts and addresses read left to right in every language. */
  ltr?: boolean;
}

/** A labelled value with a copy button: bank details, a payee account, an address. */
export function CopyRow({ label, value, testId, ltr = true }: CopyRowProps) {
  return (
    <div className="fx-copy-row">
      <span className="fx-copy-label">{label}</span>
      <span className="fx-copy-value" dir={ltr ? 'ltr' : 'auto'} data-testid={testId}>
        {value}
      </span>
      <CopyButton value={value} testId={testId ? `${testId}-copy` : undefined} />
    </div>
  );
}

export function CopyButton({ value, testId, text }: { value: string; testId?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={text ? 'fx-copy-button fx-copy-button--text' : 'fx-copy-button'}
      onClick={() => void copyAndConfirm(value, t)}
      // With visible words these are its name (WCAG 2.5.3); an icon alone is named "Copy".
      aria-label={text ? undefined : t('common.copy')}
      data-testid={testId}
    >
      <CopyIcon />
      {text ? <span>{text}</span> : null}
    </button>
  );
}
