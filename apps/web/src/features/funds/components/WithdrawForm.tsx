import { useQuery, useQueryClient } from '@tanstack/react-query';
import { decimalCompare } from '@fxdesk/domain';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { invalidateMoney } from '../../../shared/api/queries';
import { useLang } from '../../../shared/i18n';
import { useSession } from '../../../shared/session/session.store';
import { ErrorCode, MethodType } from '@fxdesk/contract';
import { ApiError } from '../../../shared/api';
import { CodeDialog } from '../../../shared/ui/CodeDialog';
import { TextField } from '../../../shared/ui/TextField';
import { useFieldError } from '../../../shared/ui/useFieldError';
import {
  fetchDrawCurrencies,
  fetchDrawMethods,
  fundsKeys,
  submitDraw,
  type DrawCurrency,
  type DrawMethod,
  type DrawType,
} from '../api/funds.api';
import { amountInput, formatMoney, formatNumber, parseAmount } from '../../../shared/ui/figures';
import { currencyLabel } from '../format';
import { useBindFirst } from '../hooks/useBindFirst';
import { useForexDetail } from '../hooks/useForexDetail';
import { withdrawPreview, withinBounds } from '../rules';
import { MethodPicker } from './MethodPicker';
import { SelectField } from './SelectField';
import { FormSubmit } from '../../../shared/ui/FormSubmit';

interface WithdrawFormProps {
  type: DrawType;
  onSubmitted: () => void;
}

/**
 * The withdrawal request (SPEC §5): a currency, a bound address or account, an amount; the fee
 * and the net paid out follow the amount as it is typed (SPEC §9, never below 0).
 */
export function WithdrawForm({ type, onSubmitted }: WithdrawFormProps) {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const currencies = useQuery({
    queryKey: fundsKeys.currencies(type),
    queryFn: () => fetchDrawCurrencies(type),
    staleTime: 60_000,
  });
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const list = currencies.data ?? [];
  const currency = list.find((c) => c.id === currencyId) ?? list[0];
  const methods = useQuery({
    queryKey: fundsKeys.methods(token, type, currency?.id),
    queryFn: () => fetchDrawMethods(type, currency?.id),
    enabled: currency !== undefined && token !== null,
  });

  if (currencies.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  if (!currency) {
    return (
      <p className="fx-notice fx-notice--warning" data-testid="withdraw-no-channel">
        {type === MethodType.BANK ? t('withdraw.no_channel_fiat') : t('withdraw.no_channel_coin')}
      </p>
    );
  }

  return (
    <WithdrawFields
      // A new currency starts a new request: its bounds, fee and methods differ.
      key={currency.id}
      type={type}
      currencies={list}
      currency={currency}
      onCurrency={setCurrencyId}
      methods={methods.data}
      onSubmitted={onSubmitted}
    />
  );
}

interface FieldsProps {
  type: DrawType;
  currencies: readonly DrawCurrency[];
  currency: DrawCurrency;
  onCurrency: (id: number) => void;
  methods: DrawMethod[] | undefined;
  onSubmitted: () => void;
}

function WithdrawFields({ type, currencies, currency, onCurrency, methods, onSubmitted }: FieldsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const detail = useForexDetail();
  const bindFirst = useBindFirst();
  const [methodId, setMethodId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [askCode, setAskCode] = useState<null | ((totp: string) => Promise<void>)>(null);

  const method = methods?.find((m) => m.id === methodId) ?? methods?.[0];
  const preview = withdrawPreview(currency, amount);
  // SPEC §9: the net is never below 0; a request that pays out 0 is refused (1412), so not sent.
  const paysNothing = preview !== null && decimalCompare(preview.realNumber, '0') <= 0;
  // What the server would accept now: open positions keep their margin (DESIGN §6).
  const available = detail.data?.withdrawable;
  const code = currency.code;

  const fieldError = useFieldError<'amount'>();
  const submit = async () => {
    if (!method) {
      // SPEC §5: nothing bound yet (while the list is still loading, wait for it).
      if (methods !== undefined) bindFirst(type, currency.id);
      return;
    }
    const number = parseAmount(amount);
    // A problem with the amount shows (and is announced) under the amount field.
    const refuse = (message: string) => fieldError.show('amount', message, 'withdraw-amount');
    if (!number) return refuse(t('withdraw.amount_required'));
    if (paysNothing) return;
    if (!withinBounds(number, currency)) {
      return refuse(t('withdraw.amount_bounds', { min: currency.min, max: currency.max }));
    }
    if (available !== undefined && Number(number) > available) {
      return refuse(t('withdraw.amount_over_balance'));
    }
    const fields = { draw_currency_id: currency.id, number, memo: memo.trim(), draw_method_id: method.id };
    try {
      await submitDraw(fields);
    } catch (error) {
      // Two-factor on (issue 14): the same request again with the code from a dialog.
      if (error instanceof ApiError && error.code === ErrorCode.TOTP_REQUIRED)
        setAskCode(() => async (totp: string) => {
          await submitDraw({ ...fields, totp_code: totp });
          setAskCode(null);
          await done();
        });
      return; // 1403, 1404, 1406, 1920, 1921: the API client has toasted the server's message.
    }
    await done();
  };

  const done = async () => {
    setAmount('');
    setMemo('');
    await invalidateMoney(queryClient);
    onSubmitted();
  };

  const feeRule =
    currency.fee_type === 1
      ? t('withdraw.fee_fixed', { fee: formatMoney(currency.fee, lang.locale, 'fee', { minDecimals: 2 }) })
      : t('withdraw.fee_rate', {
          rate: formatNumber(currency.draw_rate * 100, lang.locale, 4, { minDecimals: 0 }),
        });

  return (
    <div className="fx-withdraw-form" data-testid="withdraw-form">
      <SelectField
        label={t('funds.currency')}
        value={String(currency.id)}
        options={currencies.map((c) => ({ value: String(c.id), label: currencyLabel(c.code, c.protocol) }))}
        onChange={(id) => onCurrency(Number(id))}
        testId="withdraw-currency"
      />
      <MethodPicker
        type={type}
        currency={currency}
        methods={methods}
        value={method?.id}
        onChange={setMethodId}
        onBindFirst={() => bindFirst(type, currency.id)}
      />
      <TextField
        label={t('withdraw.amount_usd')}
        value={amount}
        onChange={(v) => {
          setAmount(amountInput(v, lang.locale));
          fieldError.clear();
        }}
        error={fieldError.errorOf('amount')}
        inputMode="decimal"
        placeholder={t('withdraw.amount_placeholder', { min: currency.min })}
        testId="withdraw-amount"
        suffix={
          <button
            type="button"
            className="fx-field-action"
            onClick={() =>
              available !== undefined &&
              (setAmount(amountInput(String(Math.floor(available * 100) / 100), lang.locale)),
              fieldError.clear())
            }
            data-testid="withdraw-all"
          >
            {t('withdraw.all')}
          </button>
        }
        hint={
          <span className="fx-num">
            {t('withdraw.bounds', {
              min: formatMoney(currency.min, lang.locale),
              max: formatMoney(currency.max, lang.locale),
            })}
            {' · '}
            <span data-testid="withdraw-withdrawable">
              {t('withdraw.withdrawable', {
                amount: available === undefined ? '--' : formatMoney(available, lang.locale),
              })}
            </span>
          </span>
        }
      />
      <dl className="fx-figures fx-withdraw-figures">
        <div>
          <dt>{t('funds.fee')}</dt>
          <dd className="fx-num" data-testid="withdraw-fee" data-value={preview?.feeUsd ?? ''}>
            {preview ? `${formatMoney(preview.feeUsd, lang.locale, 'fee', { minDecimals: 2 })} USD` : '--'}
          </dd>
          <span className="fx-withdraw-rule">{feeRule}</span>
        </div>
        <div>
          <dt>{t('withdraw.net', { currency: code })}</dt>
          <dd
            className="fx-num fx-withdraw-net"
            data-testid="withdraw-net"
            data-value={preview?.realNumber ?? ''}
          >
            {preview ? `${formatMoney(preview.realNumber, lang.locale)} ${code}` : '--'}
          </dd>
        </div>
      </dl>
      {paysNothing ? (
        <p className="fx-notice fx-notice--warning" data-testid="withdraw-net-zero">
          {t('withdraw.net_zero', { currency: code })}
        </p>
      ) : null}
      <TextField
        label={t('withdraw.memo')}
        value={memo}
        onChange={setMemo}
        placeholder={t('withdraw.memo_placeholder')}
        testId="withdraw-memo"
        maxLength={200}
      />
      <FormSubmit onSubmit={submit} testId="withdraw-submit" disabled={paysNothing}>
        {t('withdraw.submit')}
      </FormSubmit>
      <CodeDialog
        open={askCode !== null}
        title={t('security.withdraw_code_title')}
        intro={t('security.withdraw_code_intro')}
        testId="withdraw-totp"
        allowRecovery
        onClose={() => setAskCode(null)}
        onSubmit={(totp) => askCode?.(totp) ?? Promise.resolve()}
      />
    </div>
  );
}
