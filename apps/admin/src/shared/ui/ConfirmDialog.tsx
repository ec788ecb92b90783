import type { ReactNode } from 'react';
import { ActionDialog, useAction } from './ActionDialog';

interface ConfirmDialogProps {
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The action; the dialog closes when it resolves and shows the message when it rejects. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  testId?: string;
}

/** "Are you sure?" for one action, sent once. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  testId,
}: ConfirmDialogProps) {
  const { busy, error, run } = useAction();
  const confirm = async () => {
    if (await run(onConfirm)) onClose();
  };
  return (
    <ActionDialog
      title={title}
      busy={busy}
      error={error}
      confirmLabel={confirmLabel}
      onConfirm={() => void confirm()}
      danger={danger}
      confirmTestId="confirm-ok"
      onClose={onClose}
      testId={testId}
    >
      {children}
    </ActionDialog>
  );
}
