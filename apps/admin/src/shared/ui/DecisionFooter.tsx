import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/**
 * The footer of a review decision dialog (deposit, withdrawal, identity): cancel, then the
 * decision's own button, green when it accepts and red when it refuses. Both wait while busy.
 */
export function DecisionFooter(props: {
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
