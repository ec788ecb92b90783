import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionFooter } from '../../shared/ui/DecisionFooter';
import { Dialog } from '../../shared/ui/Dialog';
import { TextAreaField } from '../../shared/ui/Field';
import { DefinitionList } from '../../shared/ui/Page';
import { toast } from '../../shared/ui/toast';
import { IdPhoto } from './IdPhoto';
import { approveKyc, kycKeys, rejectKyc, type KycQueueRow } from './kyc.api';

export type KycDecision = { kind: 'approve' | 'reject'; submission: KycQueueRow };

export const REASON_MAX = 500;

/** Approve, or reject with a required reason (shown to the client); sent at most once. */
export function KycDecisionDialog({ decision, onClose }: { decision: KycDecision; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { kind, submission: s } = decision;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const problem = kind === 'reject' && !reason.trim() ? t('identity.reason_required') : null;

  async function confirm() {
    setTouched(true);
    if (problem || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      if (kind === 'approve') await approveKyc(s.id);
      else await rejectKyc(s.id, reason.trim());
      toast.success(
        t(kind === 'approve' ? 'identity.approved_toast' : 'identity.rejected_toast', { id: s.id }),
      );
      await queryClient.invalidateQueries({ queryKey: kycKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      inFlight.current = false;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      width={760}
      title={t(kind === 'approve' ? 'identity.approve_title' : 'identity.reject_title', { id: s.id })}
      onClose={onClose}
      testId="kyc-dialog"
      footer={
        <DecisionFooter
          accepts={kind === 'approve'}
          busy={busy}
          onCancel={onClose}
          onConfirm={() => void confirm()}
          testId="kyc-confirm"
        >
          {t(kind === 'approve' ? 'identity.approve' : 'identity.reject')}
        </DecisionFooter>
      }
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
    </Dialog>
  );
}
