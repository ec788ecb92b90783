import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { ImageUpload } from '../../../shared/ui/ImageUpload';
import { TextField } from '../../../shared/ui/TextField';
import { toast } from '../../../shared/ui/toast';
import { fetchChargeChannels, fundsKeys, submitCoinCharge } from '../api/funds.api';
import { amountInput, parseAmount } from '../rules';
import { ChoiceChips } from './ChoiceChips';
import { CopyButton } from './CopyRow';
import { QrCode } from './QrCode';

/**
 * On-chain deposit (DESIGN §6): pick the coin and its network, send to the address shown (QR
 * code and copy), then declare the amount with a proof of the transfer for review.
 */
export function CoinCharge({ onSubmitted }: { onSubmitted: () => void }) {
  const { t } = useTranslation();
  const channels = useQuery({
    queryKey: fundsKeys.channels,
    queryFn: fetchChargeChannels,
    staleTime: 60_000,
  });
  const [currency, setCurrency] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [proof, setProof] = useState<string | null>(null);

  if (channels.isPending) return <Skeleton.Paragraph lineCount={6} animated />;
  const all = channels.data ?? [];
  if (all.length === 0) {
    return (
      <p className="fx-notice" data-testid="charge-no-network">
        {t('funds.no_network')}
      </p>
    );
  }

  const currencies = [...new Set(all.map((c) => c.currency_code))];
  const activeCurrency = currency ?? currencies[0];
  const networks = all.filter((c) => c.currency_code === activeCurrency);
  const channel = networks.find((c) => c.id === channelId) ?? networks[0];

  const submit = async () => {
    const number = parseAmount(amount);
    if (!channel) return;
    if (!number) {
      toast.error(t('funds.amount_required'));
      return;
    }
    if (!proof) {
      toast.error(t('funds.proof_required'));
      return;
    }
    try {
      await submitCoinCharge({ number, proofImg: proof, address: channel.address, charge_id: channel.id });
    } catch {
      return; // The API client has toasted the server's message.
    }
    setAmount('');
    setProof(null);
    onSubmitted();
  };

  return (
    <div className="fx-charge-form" data-testid="charge-coin">
      <ChoiceChips
        label={t('funds.currency')}
        value={activeCurrency}
        onChange={(code) => {
          setCurrency(code);
          setChannelId(null);
        }}
        choices={currencies.map((code) => ({ value: code, label: code, testId: `charge-currency-${code}` }))}
      />
      <ChoiceChips
        label={t('funds.network')}
        value={channel?.id}
        onChange={setChannelId}
        choices={networks.map((c) => ({
          value: c.id,
          label: c.protocol_code,
          testId: `charge-network-${c.protocol_code}`,
        }))}
      />
      {channel ? (
        <div className="fx-deposit-address">
          <QrCode
            text={channel.address}
            label={t('funds.qr_label', { currency: channel.currency_code, network: channel.protocol_code })}
            testId="charge-qr"
          />
          <div className="fx-deposit-address-text">
            <span className="fx-field-label">{t('funds.wallet_address')}</span>
            <span className="fx-deposit-address-value" dir="ltr" data-testid="charge-address">
              {channel.address}
            </span>
            <CopyButton value={channel.address} testId="charge-copy" text={t('funds.copy_address')} />
            <p className="fx-deposit-warning">
              {t('funds.coin_warning', { currency: channel.currency_code, network: channel.protocol_code })}
            </p>
          </div>
        </div>
      ) : null}
      <TextField
        label={t('funds.amount_usd')}
        value={amount}
        onChange={(v) => setAmount(amountInput(v))}
        inputMode="decimal"
        placeholder={t('funds.amount_placeholder')}
        testId="charge-amount"
        suffix={<span className="fx-field-unit">USD</span>}
      />
      <ImageUpload label={t('funds.proof')} value={proof} onChange={setProof} testId="charge-proof" />
      <Button
        block
        color="primary"
        className="fx-submit"
        onClick={() => void submit()}
        data-testid="charge-submit"
      >
        {t('funds.submit_deposit')}
      </Button>
    </div>
  );
}
