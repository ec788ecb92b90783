import { useState } from 'react';
import { useLang, useTranslation } from '../../../shared/i18n';
import { TextField } from '../../../shared/ui/TextField';
import { useFieldError } from '../../../shared/ui/useFieldError';
import { InfoIcon } from '../../../shared/ui/icons';
import { submitCardCharge } from '../api/funds.api';
import { amountInput } from '../../../shared/ui/figures';
import {
  cardDigits,
  cardProblem,
  formatCardNumber,
  formatExpiry,
  SANDBOX_CARDS,
  type CardForm,
  type CardProblem,
} from '../rules';
import { FormSubmit } from '../../../shared/ui/FormSubmit';

const EMPTY: CardForm = { amount: '', number: '', exp: '', cvc: '', holder: '' };

/** The input each problem is about: its message shows under it and focus moves there. */
const CONTROL: Record<CardProblem, string> = {
  amount: 'charge-amount',
  number: 'card-number',
  exp: 'card-exp',
  cvc: 'card-cvc',
  holder: 'card-holder',
};

/**
 * Bank card deposit through the payment provider the broker configured (DESIGN §6). With the
 * sandbox provider the form says so and names its test cards. An approved card is credited at once.
 */
export function CardCharge({
  onCredited,
  sandbox,
  now = () => new Date(),
}: {
  onCredited: () => void;
  sandbox: boolean;
  now?: () => Date;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [form, setForm] = useState<CardForm>(EMPTY);
  const fieldError = useFieldError<CardProblem>();
  const update = (patch: Partial<CardForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    fieldError.clear();
  };

  const submit = async () => {
    const problem = cardProblem(form, now());
    if (problem) {
      fieldError.show(problem, t(`funds.card_problem.${problem}`), CONTROL[problem]);
      return;
    }
    try {
      await submitCardCharge({
        number: form.amount.trim(),
        card_number: cardDigits(form.number),
        exp: form.exp.trim(),
        cvc: form.cvc.trim(),
        holder: form.holder.trim(),
      });
    } catch {
      return; // Declined (1408) or malformed (1409): the API client has toasted the message.
    }
    setForm(EMPTY);
    onCredited();
  };

  return (
    <div className="fx-charge-form" data-testid="charge-card">
      {sandbox ? (
        <div className="fx-sandbox-hint" data-testid="card-sandbox-hint">
          <InfoIcon />
          <div>
            <strong>{t('funds.sandbox_title')}</strong>
            <p>
              {t('funds.sandbox_hint', { approve: SANDBOX_CARDS.approve, decline: SANDBOX_CARDS.decline })}
            </p>
          </div>
        </div>
      ) : null}
      <TextField
        label={t('funds.amount_usd')}
        value={form.amount}
        onChange={(v) => update({ amount: amountInput(v, lang.locale) })}
        inputMode="decimal"
        placeholder={t('funds.amount_placeholder')}
        error={fieldError.errorOf('amount')}
        testId="charge-amount"
        suffix={<span className="fx-field-unit">USD</span>}
      />
      <TextField
        label={t('funds.card_number')}
        value={form.number}
        onChange={(v) => update({ number: formatCardNumber(v) })}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        error={fieldError.errorOf('number')}
        testId="card-number"
        maxLength={23}
      />
      <div className="fx-field-pair">
        <TextField
          label={t('funds.card_exp')}
          value={form.exp}
          onChange={(v) => update({ exp: formatExpiry(v, form.exp) })}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('funds.card_exp_placeholder')}
          error={fieldError.errorOf('exp')}
          testId="card-exp"
          maxLength={5}
        />
        <TextField
          label={t('funds.card_cvc')}
          value={form.cvc}
          onChange={(v) => update({ cvc: v.replace(/\D/g, '').slice(0, 4) })}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={fieldError.errorOf('cvc')}
          testId="card-cvc"
          maxLength={4}
        />
      </div>
      <TextField
        label={t('funds.card_holder')}
        value={form.holder}
        onChange={(holder) => update({ holder })}
        autoComplete="cc-name"
        placeholder={t('funds.card_holder_placeholder')}
        error={fieldError.errorOf('holder')}
        testId="card-holder"
        maxLength={80}
      />
      <FormSubmit onSubmit={submit} testId="card-submit">
        {t('funds.pay_by_card')}
      </FormSubmit>
    </div>
  );
}
