import { useState } from 'react';
import { useLang, useTranslation } from '../../../shared/i18n';
import { ImageUpload } from '../../../shared/ui/ImageUpload';
import { TextField } from '../../../shared/ui/TextField';
import { useFieldError } from '../../../shared/ui/useFieldError';
import { amountInput, parseAmount } from '../../../shared/ui/figures';
import { FormSubmit } from '../../../shared/ui/FormSubmit';

/**
 * How both reviewed deposits end (coin and bank wire, DESIGN §6): the amount sent in USD, a
 * picture of the transfer, submit. A missing amount or picture is said beside its field; after
 * a successful submit the form is cleared for the next deposit.
 */
export function ProofDeclaration(props: {
  proofLabel: string;
  /** Sends the declaration; throws when the server refused (the API client said why). */
  send: (declared: { number: string; proofImg: string }) => Promise<unknown>;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<string | null>(null);
  const fieldError = useFieldError<'amount' | 'proof'>();

  const submit = async () => {
    const number = parseAmount(amount);
    if (!number) return fieldError.show('amount', t('funds.amount_required'), 'charge-amount');
    if (!proof) return fieldError.show('proof', t('funds.proof_required'), 'charge-proof');
    try {
      await props.send({ number, proofImg: proof });
    } catch {
      return; // The API client has toasted the server's message.
    }
    setAmount('');
    setProof(null);
    props.onSubmitted();
  };

  return (
    <>
      <TextField
        label={t('funds.amount_usd')}
        value={amount}
        onChange={fieldError.edit((v) => setAmount(amountInput(v, lang.locale)))}
        error={fieldError.errorOf('amount')}
        inputMode="decimal"
        placeholder={t('funds.amount_placeholder')}
        testId="charge-amount"
        suffix={<span className="fx-field-unit">USD</span>}
      />
      <ImageUpload
        label={props.proofLabel}
        value={proof}
        onChange={(url) => {
          setProof(url);
          if (url) fieldError.clear();
        }}
        error={fieldError.errorOf('proof')}
        testId="charge-proof"
      />
      <FormSubmit onSubmit={submit} testId="charge-submit">
        {t('funds.submit_deposit')}
      </FormSubmit>
    </>
  );
}
