import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

/**
 * Runs a dialog's action: one at a time, `busy` meanwhile, the failure's message in `error`.
 * After a success it stays spent (the dialog is closing); after a failure it may be tried again.
 * `run` answers whether the action succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const spent = useRef(false);
  const run = useCallback(async (action: () => Promise<unknown>): Promise<boolean> => {
    if (spent.current) return false;
    spent.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
      return true;
    } catch (e) {
      spent.current = false;
      setError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}

interface ActionDialogProps {
  title: ReactNode;
  children: ReactNode;
  /** From useAction: the buttons wait while busy, the error shows above the content. */
  busy: boolean;
  error: string | null;
  confirmLabel: string;
  onConfirm: () => void;
  danger?: boolean;
  confirmTestId: string;
  onClose: () => void;
  width?: number;
  testId?: string;
}

/** A dialog for one action: the content, Cancel and the action's button, its failure on top. */
export function ActionDialog({
  title,
  children,
  busy,
  error,
  confirmLabel,
  onConfirm,
  danger,
  confirmTestId,
  onClose,
  width,
  testId,
}: ActionDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      title={title}
      onClose={() => !busy && onClose()}
      width={width}
      testId={testId}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            loading={busy}
            onClick={onConfirm}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {children}
    </Dialog>
  );
}
