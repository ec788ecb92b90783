import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { fetchChargeChannels, fundsKeys, submitCoinCharge } from '../api/funds.api';
import { ChoiceChips } from './ChoiceChips';
import { CopyButton } from './CopyRow';
import { ProofDeclaration } from './ProofDeclaration';
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
      {channel ? (
        <ProofDeclaration
          proofLabel={t('funds.proof')}
          send={(declared) =>
            submitCoinCharge({ ...declared, address: channel.address, charge_id: channel.id })
          }
          onSubmitted={onSubmitted}
        />
      ) : null}
    </div>
  );
}
