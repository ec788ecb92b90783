import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog, type DecisionProps } from '../../shared/ui/DecisionDialog';
import { TextAreaField } from '../../shared/ui/Field';
import { DefinitionList } from '../../shared/ui/Page';
import { useDecision } from '../../shared/ui/useDecision';
import { IdPhoto } from './IdPhoto';
import { approveKyc, kycKeys, rejectKyc, type KycQueueRow } from './kyc.api';

export type KycDecision = { kind: 'approve' | 'reject'; submission: KycQueueRow };

export const REASON_MAX = 500;

/** Approve, or reject with a required reason (shown to the client); sent at most once. */
export function KycDecisionDialog({ decision, onClose }: DecisionProps<KycDecision>) {
  const { t } = useTranslation();
  const { kind, submission: s } = decision;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useDecision(onClose, [kycKeys.all, ['clients']]);
  const problem = kind === 'reject' && !reason.trim() ? t('identity.reason_required') : null;

  function confirm() {
    setTouched(true);
    if (problem) return;
    void run(
      () => (kind === 'approve' ? approveKyc(s.id) : rejectKyc(s.id, reason.trim())),
      t(kind === 'approve' ? 'identity.approved_toast' : 'identity.rejected_toast', { id: s.id }),
    );
  }

  return (
    <DecisionDialog
      width={760}
      title={t(kind === 'approve' ? 'identity.approve_title' : 'identity.reject_title', { id: s.id })}
      onClose={onClose}
      testId="kyc-dialog"
      accepts={kind === 'approve'}
      busy={busy}
      onConfirm={confirm}
      confirmLabel={t(kind === 'approve' ? 'identity.approve' : 'identity.reject')}
      confirmTestId="kyc-confirm"
    >
      <DefinitionList
        items={[
          { label: t('identity.client'), value: s.email ?? s.mobile ?? s.uid },
          { label: t('identity.name'), value: s.name },
          { label: t('identity.card_id'), value: <span className="mono">{s.cardId}</span> },
        ]}
      />
      <div className="kyc-photos">
        <IdPhoto src={s.frontPic} label={t('identity.front')} testId="kyc-dialog-front" />
        <IdPhoto src={s.reversePic} label={t('identity.back')} testId="kyc-dialog-back" />
      </div>
      {kind === 'reject' && (
        <TextAreaField
          label={t('identity.reason')}
          error={touched ? problem : null}
          hint={t('identity.reason_hint')}
          rows={3}
          maxLength={REASON_MAX}
          value={reason}
          onValue={setReason}
          testId="kyc-reason"
        />
      )}
      {error && (
        <div className="alert alert-error" role="alert" data-testid="kyc-error">
          {error}
        </div>
      )}
    </DecisionDialog>
  );
}
