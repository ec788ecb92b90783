import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Dialog } from './Dialog';

/** What a review decision dialog is opened with: the decision taken on a row, and how to close. */
export interface DecisionProps<D> {
  decision: D;
  onClose: () => void;
}

/**
 * The footer of a review decision dialog: cancel, then the decision's own button, green when it
 * accepts and red when it refuses. Both wait while busy.
 */
function DecisionFooter(props: {
  accepts: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={props.onCancel} disabled={props.busy}>
        {t('common.cancel')}
      </Button>
      <Button
        variant={props.accepts ? 'success' : 'danger'}
        loading={props.busy}
        onClick={props.onConfirm}
        data-testid={props.testId}
      >
        {props.children}
      </Button>
    </>
  );
}

/**
 * A review decision dialog (deposit, withdrawal, identity): what is decided on, and the footer
 * whose button (`confirmLabel`, `confirmTestId`) sends the decision.
 */
export function DecisionDialog({
  accepts,
  busy,
  onConfirm,
  confirmLabel,
  confirmTestId,
  ...dialog
}: {
  title: ReactNode;
  onClose: () => void;
  testId: string;
  width?: number;
  accepts: boolean;
  busy: boolean;
  onConfirm: () => void;
  confirmLabel: ReactNode;
  confirmTestId: string;
  children: ReactNode;
}) {
  return (
    <Dialog
      open
      {...dialog}
      footer={
        <DecisionFooter
          accepts={accepts}
          busy={busy}
          onCancel={dialog.onClose}
          onConfirm={onConfirm}
          testId={confirmTestId}
        >
          {confirmLabel}
        </DecisionFooter>
      }
    />
  );
}
