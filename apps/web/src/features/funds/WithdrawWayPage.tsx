import { MethodType } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useSearchParams } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { useSession } from '../../shared/session/session.store';
import { RealAccountPage } from '../../shared/ui/RealAccountOnly';
import { TextField } from '../../shared/ui/TextField';
import { toast } from '../../shared/ui/toast';
import { useGoBack } from '../../shared/ui/useGoBack';
import {
  bindDrawMethod,
  fetchDrawCurrencies,
  fundsKeys,
  type DrawCurrency,
  type DrawType,
} from './api/funds.api';
import { SelectField } from './components/SelectField';
import { currencyLabel } from './format';
import { addressValid, swiftValid } from './rules';
import { FormSubmit } from '../../shared/ui/FormSubmit';
import './funds.css';

/** SPEC §2 withdraw-way (/mine/withdraw-way?type=1 coin | 2 bank): bind where withdrawals go. */
export function WithdrawWayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const type: DrawType = params.get('type') === '2' ? 2 : 1;
  const listPath = type === MethodType.COIN ? PATHS.coinAddressList : PATHS.bankCardList;
  return (
    <RealAccountPage
      title={type === MethodType.COIN ? t('withdraw_way.title_coin') : t('withdraw_way.title_bank')}
      back={listPath}
      testId="withdraw-way-page"
    >
      <BindForm key={type} type={type} initialCurrencyId={Number(params.get('draw_id')) || null} />
    </RealAccountPage>
  );
}

interface BankFields {
  bank_name: string;
  bank_address: string;
  bank_swift: string;
  payee_name: string;
  payee_account: string;
}

const NO_BANK: BankFields = {
  bank_name: '',
  bank_address: '',
  bank_swift: '',
  payee_name: '',
  payee_account: '',
};

function BindForm({ type, initialCurrencyId }: { type: DrawType; initialCurrencyId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const goBack = useGoBack(type === MethodType.COIN ? PATHS.coinAddressList : PATHS.bankCardList);
  const currencies = useQuery({
    queryKey: fundsKeys.currencies(type),
    queryFn: () => fetchDrawCurrencies(type),
    staleTime: 60_000,
  });
  const [currencyId, setCurrencyId] = useState<number | null>(initialCurrencyId);
  const [address, setAddress] = useState('');
  const [bank, setBank] = useState<BankFields>(NO_BANK);

  if (currencies.isPending) return <Skeleton.Paragraph lineCount={5} animated />;
  const list = currencies.data ?? [];
  const currency = list.find((c) => c.id === currencyId) ?? list[0];
  if (!currency) {
    return (
      <div className="fx-bind">
        <p className="fx-notice fx-notice--warning" data-testid="withdraw-no-channel">
          {type === MethodType.BANK ? t('withdraw.no_channel_fiat') : t('withdraw.no_channel_coin')}
        </p>
      </div>
    );
  }

  const problem = (): string | null => {
    if (type === MethodType.COIN) {
      if (!address.trim()) return t('withdraw_way.address_required');
      if (!addressValid(currency.protocol, address))
        return t('withdraw_way.address_invalid', { network: currency.protocol });
      return null;
    }
    if (
      !bank.bank_name.trim() ||
      !bank.bank_address.trim() ||
      !bank.payee_name.trim() ||
      !bank.payee_account.trim()
    )
      return t('withdraw_way.complete');
    if (bank.bank_swift.trim() && !swiftValid(bank.bank_swift)) return t('withdraw_way.swift_invalid');
    return null;
  };

  const submit = async () => {
    const message = problem();
    if (message) {
      toast.error(message);
      return;
    }
    const fields =
      type === MethodType.COIN
        ? { dc_address: address.trim() }
        : Object.fromEntries(Object.entries(bank).map(([k, v]) => [k, v.trim()]));
    try {
      await bindDrawMethod({ type, draw_id: currency.id, ...fields });
    } catch {
      return; // 1405 address format, 1001 a missing field: the API client has toasted it.
    }
    await queryClient.invalidateQueries({ queryKey: fundsKeys.methodsRoot(token) });
    goBack();
  };

  const bankField = (key: keyof BankFields, label: string, placeholder: string, testId: string) => (
    <TextField
      label={label}
      value={bank[key]}
      onChange={(value) => setBank((b) => ({ ...b, [key]: value }))}
      placeholder={placeholder}
      testId={testId}
      maxLength={key === 'bank_swift' ? 11 : 120}
    />
  );

  return (
    <div className="fx-bind" data-testid={`bind-form-${type}`}>
      <p className="fx-section-intro">
        {type === MethodType.COIN ? t('withdraw_way.intro_coin') : t('withdraw_way.intro_bank')}
      </p>
      <SelectField
        label={type === MethodType.COIN ? t('withdraw_way.coin_network') : t('withdraw_way.receipt_currency')}
        value={String(currency.id)}
        options={list.map((c) => ({ value: String(c.id), label: currencyLabel(c.code, c.protocol) }))}
        onChange={(id) => setCurrencyId(Number(id))}
        testId="bind-currency"
      />
      {type === MethodType.COIN ? (
        <TextField
          label={t('funds.wallet_address')}
          value={address}
          onChange={setAddress}
          placeholder={t('withdraw_way.address_placeholder', { network: currency.protocol })}
          testId="bind-address"
          maxLength={128}
          hint={<AddressHint currency={currency} />}
        />
      ) : (
        <>
          {bankField('payee_name', t('funds.payee'), t('withdraw_way.payee_placeholder'), 'payee-name')}
          {bankField(
            'payee_account',
            t('funds.payee_account'),
            t('withdraw_way.account_placeholder'),
            'payee-account',
          )}
          {bankField('bank_name', t('funds.bank_name'), t('withdraw_way.bank_name_placeholder'), 'bank-name')}
          {bankField(
            'bank_address',
            t('funds.bank_address'),
            t('withdraw_way.bank_address_placeholder'),
            'bank-address',
          )}
          {bankField('bank_swift', t('funds.swift'), t('withdraw_way.swift_placeholder'), 'bank-swift')}
        </>
      )}
      <FormSubmit onSubmit={submit} testId="bind-submit">
        {t('withdraw_way.submit')}
      </FormSubmit>
    </div>
  );
}

/** What an address of this network looks like, so a wrong one is noticed before it is sent. */
function AddressHint({ currency }: { currency: DrawCurrency }) {
  const { t } = useTranslation();
  const key = currency.protocol.toUpperCase();
  if (key === 'TRC20') return <>{t('withdraw_way.hint_trc20')}</>;
  if (key === 'ERC20') return <>{t('withdraw_way.hint_erc20')}</>;
  if (key === 'BTC') return <>{t('withdraw_way.hint_btc')}</>;
  return <>{t('withdraw_way.hint_other', { network: currency.protocol })}</>;
}
