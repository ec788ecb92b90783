import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionDialog, type DecisionProps } from '../../shared/ui/DecisionDialog';
import { Field, Input, TextAreaField } from '../../shared/ui/Field';
import { formatDateTime, formatMoney, formatNumber, trimDecimal } from '../../shared/ui/format';
import { DefinitionList } from '../../shared/ui/Page';
import { useDecision } from '../../shared/ui/useDecision';
import { dashboardKeys } from '../../shared/api/dashboard';
import {
  approveDeposit,
  fundsKeys,
  payWithdrawal,
  rejectDeposit,
  rejectWithdrawal,
  type Deposit,
  type FundCurrency,
  type Withdrawal,
} from './funds.api';
import { payoutDetails } from './payout-details';
import { amountProblem, REMARK_MAX, remarkProblem } from './review-rules';

export type DepositDecision = { kind: 'approve' | 'reject' | 'invalid'; deposit: Deposit };
export type WithdrawalDecision = {
  kind: 'pay' | 'reject';
  withdrawal: Withdrawal;
  currency?: FundCurrency | undefined;
};

/** What a decision on a deposit or withdrawal changes: the queues, the waiting counts, balances. */
const DECIDED = [fundsKeys.all, dashboardKeys.all, ['clients']];

function ErrorLine({ error }: { error: string | null }) {
  return error ? (
    <div className="alert alert-error" role="alert" data-testid="decision-error">
      {error}
    </div>
  ) : null;
}

function RemarkField({
  value,
  onChange,
  problem,
  required,
}: {
  value: string;
  onChange: (v: string) => void;
  problem: string | null;
  required: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextAreaField
      label={required ? t('funds.remark_required_label') : t('funds.remark_optional_label')}
      error={problem}
      hint={t('funds.remark_hint')}
      rows={3}
      maxLength={REMARK_MAX}
      value={value}
      onValue={onChange}
      testId="decision-remark"
    />
  );
}

/** Approve (credit an amount), reject with a remark, or mark invalid with a remark. */
export function DepositDecisionDialog({ decision, onClose }: DecisionProps<DepositDecision>) {
  const { t } = useTranslation();
  const { deposit, kind } = decision;
  const [amount, setAmount] = useState(trimDecimal(deposit.number));
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useDecision(onClose, DECIDED);
  const amountError = kind === 'approve' ? amountProblem(amount) : null;
  const remarkError = kind === 'approve' ? null : remarkProblem(remark, true);

  function confirm() {
    setTouched(true);
    if (amountError || remarkError) return;
    if (kind === 'approve') {
      const value = amount.trim();
      void run(
        () => approveDeposit(deposit.id, value),
        t('funds.approved_toast', { id: deposit.id, amount: formatMoney(value) }),
      );
    } else {
      void run(
        () => rejectDeposit(deposit.id, remark.trim(), kind === 'invalid'),
        t(kind === 'invalid' ? 'funds.invalidated_toast' : 'funds.rejected_toast', { id: deposit.id }),
      );
    }
  }

  const title = {
    approve: t('funds.approve_title'),
    reject: t('funds.reject_title'),
    invalid: t('funds.invalid_title'),
  }[kind];
  return (
    <DecisionDialog
      title={`${title} · #${deposit.id}`}
      onClose={() => !busy && onClose()}
      testId={`deposit-${kind}-dialog`}
      accepts={kind === 'approve'}
      busy={busy}
      onConfirm={confirm}
      confirmLabel={
        kind === 'approve'
          ? t('funds.approve')
          : kind === 'invalid'
            ? t('funds.mark_invalid')
            : t('funds.reject')
      }
      confirmTestId="decision-confirm"
    >
      <ErrorLine error={error} />
      <DefinitionList
        items={[
          { label: t('funds.client'), value: `${deposit.uid} · ${deposit.email ?? '—'}` },
          { label: t('funds.type'), value: t(`funds.deposit_type.${deposit.type}`) },
          {
            label: t('funds.claimed'),
            value: `${formatMoney(deposit.number)} USD (${deposit.currencyCode})`,
          },
          { label: t('funds.submitted'), value: formatDateTime(deposit.createdAt) },
        ]}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
        noValidate
      >
        {kind === 'approve' ? (
          <Field
            label={t('funds.credit_amount')}
            hint={t('funds.credit_hint')}
            error={touched && amountError ? t(`funds.${amountError}`) : null}
          >
            {(p) => (
              <div className="input-affix">
                <Input
                  {...p}
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                  data-testid="decision-amount"
                />
                <span>USD</span>
              </div>
            )}
          </Field>
        ) : (
          <RemarkField
            value={remark}
            onChange={setRemark}
            required
            problem={touched && remarkError ? t(`funds.${remarkError}`) : null}
          />
        )}
      </form>
    </DecisionDialog>
  );
}

/** Pay (the lock is released, remark optional) or reject (the lock returns; remark required). */
export function WithdrawalDecisionDialog({ decision, onClose }: DecisionProps<WithdrawalDecision>) {
  const { t } = useTranslation();
  const { withdrawal, kind, currency } = decision;
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const { busy, error, run } = useDecision(onClose, DECIDED);
  const remarkError = remarkProblem(remark, kind === 'reject');

  function confirm() {
    setTouched(true);
    if (remarkError) return;
    const text = remark.trim();
    void run(
      () => (kind === 'pay' ? payWithdrawal(withdrawal.id, text) : rejectWithdrawal(withdrawal.id, text)),
      t(kind === 'pay' ? 'funds.paid_toast' : 'funds.rejected_toast', { id: withdrawal.id }),
    );
  }

  const payout = `${formatNumber(withdrawal.realNumber, 8)} ${currency?.code ?? ''}`;
  return (
    <DecisionDialog
      title={`${kind === 'pay' ? t('funds.pay_title') : t('funds.reject_withdrawal_title')} · #${withdrawal.id}`}
      onClose={() => !busy && onClose()}
      testId={`withdrawal-${kind}-dialog`}
      accepts={kind === 'pay'}
      busy={busy}
      onConfirm={confirm}
      confirmLabel={kind === 'pay' ? t('funds.mark_paid') : t('funds.reject')}
      confirmTestId="decision-confirm"
    >
      <ErrorLine error={error} />
      <DefinitionList
        items={[
          { label: t('funds.client'), value: `${withdrawal.uid} · ${withdrawal.email ?? '—'}` },
          { label: t('funds.amount'), value: `${formatMoney(withdrawal.number)} USD` },
          { label: t('funds.fee'), value: `${formatMoney(withdrawal.fee)} USD` },
          { label: t('funds.payout'), value: <strong>{payout}</strong> },
          ...payoutDetails(t, withdrawal),
        ]}
      />
      {kind === 'pay' && <p className="muted small">{t('funds.pay_note')}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
        noValidate
      >
        <RemarkField
          value={remark}
          onChange={setRemark}
          required={kind === 'reject'}
          problem={touched && remarkError ? t(`funds.${remarkError}`) : null}
        />
      </form>
    </DecisionDialog>
  );
}
