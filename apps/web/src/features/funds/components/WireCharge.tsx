import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { fetchChargeSymbols, fetchWires, fundsKeys, submitWireCharge, type BankWire } from '../api/funds.api';
import { ChoiceChips } from './ChoiceChips';
import { CopyRow } from './CopyRow';
import { ProofDeclaration } from './ProofDeclaration';
import { SelectField } from './SelectField';

/** Deposit currencies of type 2 are fiat: the ones a bank wire can arrive in. */
const FIAT = 2;

/**
 * Bank wire deposit: choose the currency to send, see the broker's bank details for it (or "no
 * pay way" when there are none, SPEC §8), then declare the amount with the transfer receipt.
 * SPEC §5: a bank charge needs a bank wire selection.
 */
export function WireCharge({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const symbols = useQuery({ queryKey: fundsKeys.symbols, queryFn: fetchChargeSymbols, staleTime: 60_000 });
  const fiat = (symbols.data ?? []).filter((s) => s.type === FIAT).map((s) => s.code);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? fiat[0] ?? '';
  const wires = useQuery({
    queryKey: fundsKeys.wires(currency),
    queryFn: () => fetchWires(currency),
    enabled: currency !== '',
    staleTime: 60_000,
  });
  const [wireId, setWireId] = useState<number | null>(null);

  const list = wires.data ?? [];
  const wire = list.find((w) => w.id === wireId) ?? list[0];
  const noPayWay = (symbols.isSuccess && fiat.length === 0) || (wires.isSuccess && list.length === 0);

  return (
    <div className="fx-charge-form" data-testid="charge-wire">
      <SelectField
        label={t('funds.transfer_currency')}
        value={currency}
        options={fiat.map((code) => ({ value: code, label: code }))}
        onChange={(code) => {
          setPicked(code);
          setWireId(null);
        }}
        testId="wire-currency"
        disabled={fiat.length === 0}
      />
      {symbols.isPending || (wires.isPending && currency !== '') ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : null}
      {noPayWay ? (
        <p className="fx-notice fx-notice--warning" data-testid="wire-no-pay-way">
          {t('funds.no_pay_way')}
        </p>
      ) : null}
      {list.length > 1 ? (
        <ChoiceChips
          label={t('funds.receiving_bank')}
          value={wire?.id}
          onChange={setWireId}
          choices={list.map((w) => ({ value: w.id, label: w.bank_name, testId: `wire-option-${w.id}` }))}
        />
      ) : null}
      {wire ? <WireDetails wire={wire} /> : null}
      {wire ? (
        <ProofDeclaration
          proofLabel={t('funds.receipt')}
          send={(declared) => submitWireCharge({ ...declared, wire_id: wire.id })}
          onSubmitted={onSubmitted}
        />
      ) : null}
    </div>
  );
}

/** SPEC §3 bank wire: every detail the user's bank asks for, each one copyable. */
function WireDetails({ wire }: { wire: BankWire }) {
  const { t } = useTranslation();
  return (
    <div className="fx-wire" data-testid={`wire-details-${wire.id}`}>
      <CopyRow label={t('funds.payee')} value={wire.payee_name} testId="wire-payee-name" ltr={false} />
      <CopyRow label={t('funds.payee_account')} value={wire.payee_account} testId="wire-payee-account" />
      <CopyRow label={t('funds.bank_name')} value={wire.bank_name} testId="wire-bank-name" ltr={false} />
      <CopyRow
        label={t('funds.bank_address')}
        value={wire.bank_address}
        testId="wire-bank-address"
        ltr={false}
      />
      {wire.bank_swift ? (
        <CopyRow label={t('funds.swift')} value={wire.bank_swift} testId="wire-swift" />
      ) : null}
      <CopyRow
        label={t('funds.beneficiary_currency')}
        value={wire.currency_code}
        testId="wire-currency-code"
      />
      {wire.bank_remark ? (
        <p className="fx-wire-remark" data-testid="wire-remark">
          <strong>{t('funds.remark')}</strong> {wire.bank_remark}
        </p>
      ) : null}
    </div>
  );
}
