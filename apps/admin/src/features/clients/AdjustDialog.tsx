import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, useAction } from '../../shared/ui/ActionDialog';
import { Field, Input, TextAreaField } from '../../shared/ui/Field';
import { formatMoney, formatSigned } from '../../shared/ui/format';
import { toast } from '../../shared/ui/toast';
import { adjustBalance, newIdempotencyKey } from './clients.api';

/** The adjust route's rules: a signed decimal with at most 2 places (not zero), a reason of 3+ characters. */
const SIGNED_AMOUNT = /^-?\d{1,9}(\.\d{1,2})?$/;
export const REASON_MIN = 3;

export function adjustProblems(amount: string, reason: string) {
  const a = amount.trim();
  const r = reason.trim();
  return {
    amount: !a ? 'amount_required' : !SIGNED_AMOUNT.test(a) || Number(a) === 0 ? 'amount_invalid' : null,
    reason: r.length < REASON_MIN ? 'reason_required' : r.length > 500 ? 'reason_too_long' : null,
  } as const;
}

/** Credit or debit a client's balance with a mandatory reason (its own ledger kind, audited). */
export function AdjustDialog({
  clientId,
  balance,
  onClose,
}: {
  clientId: number;
  balance: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useAction();
  // One key per adjustment: kept across retries of the same amount and reason, new when they change.
  const key = useRef(newIdempotencyKey());
  const edit = (setter: (v: string) => void) => (value: string) => {
    key.current = newIdempotencyKey();
    setter(value);
  };
  const problems = adjustProblems(amount, reason);
  const preview = !problems.amount ? balance + Number(amount) : null;

  async function submit() {
    setTouched(true);
    if (problems.amount || problems.reason) return;
    const done = await run(async () => {
      await adjustBalance(clientId, amount.trim(), reason.trim(), key.current);
      toast.success(t('clients.adjusted_toast', { amount: formatSigned(amount.trim()) }));
      await queryClient.invalidateQueries({ queryKey: ['clients'] });
    });
    if (done) onClose();
  }

  return (
    <ActionDialog
      title={t('clients.adjust_title')}
      busy={busy}
      error={error}
      confirmLabel={t('clients.adjust')}
      onConfirm={() => void submit()}
      confirmTestId="adjust-confirm"
      onClose={onClose}
      testId="adjust-dialog"
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Field
          label={t('clients.adjust_amount')}
          hint={
            preview === null
              ? t('clients.adjust_amount_hint')
              : t('clients.adjust_preview', { balance: formatMoney(preview) })
          }
          error={touched && problems.amount ? t(`clients.${problems.amount}`) : null}
        >
          {(p) => (
            <div className="input-affix">
              <Input
                {...p}
                inputMode="decimal"
                placeholder="-25.00 / 100"
                value={amount}
                onChange={(e) => edit(setAmount)(e.target.value)}
                data-testid="adjust-amount"
              />
              <span>USD</span>
            </div>
          )}
        </Field>
        <TextAreaField
          label={t('clients.adjust_reason')}
          error={touched && problems.reason ? t(`clients.${problems.reason}`, { min: REASON_MIN }) : null}
          rows={3}
          maxLength={500}
          value={reason}
          onValue={(v) => edit(setReason)(v)}
          testId="adjust-reason"
        />
      </form>
    </ActionDialog>
  );
}
