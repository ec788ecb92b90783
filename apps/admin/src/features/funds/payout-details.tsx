import { MethodType } from '@fxdesk/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Withdrawal } from './funds.api';

/**
 * Where a withdrawal is paid, as the finance team needs it to send the money: the coin address
 * and network, or the payee, account, bank, bank address and SWIFT. Older rows carry only the
 * destination line; it is shown when the detailed fields are empty.
 */
export function payoutDetails(t: TFunction, w: Withdrawal): { label: string; value: ReactNode }[] {
  const code = (text: string) => <code className="wrap">{text}</code>;
  const rows: { label: string; value: ReactNode }[] =
    w.type === MethodType.COIN
      ? [
          { label: t('funds.coin_address'), value: w.dcAddress ? code(w.dcAddress) : '' },
          { label: t('funds.protocol'), value: w.protocol ?? '' },
        ]
      : [
          { label: t('funds.payee_name'), value: w.payeeName ?? '' },
          { label: t('funds.payee_account'), value: w.payeeAccount ? code(w.payeeAccount) : '' },
          { label: t('funds.bank_name'), value: w.bankName ?? '' },
          { label: t('funds.bank_address'), value: w.bankAddress ?? '' },
          { label: t('funds.bank_swift'), value: w.bankSwift ? code(w.bankSwift) : '' },
        ];
  const filled = rows.filter((r) => r.value !== '');
  const fallback = [{ label: t('funds.destination'), value: code(w.destination) }];
  return [
    ...(filled.length > 0 ? filled : fallback),
    ...(w.memo ? [{ label: t('funds.memo'), value: w.memo }] : []),
  ];
}

/** The list cell: payee and account (bank) or address and network (coin). */
export function payoutSummary(w: Withdrawal): { main: string; sub: string } {
  if (w.type === MethodType.COIN && w.dcAddress) return { main: w.dcAddress, sub: w.protocol ?? '' };
  if (w.type !== MethodType.COIN && w.payeeAccount)
    return {
      main: `${w.payeeName ?? ''} · ${w.payeeAccount}`,
      sub: [w.bankName, w.bankSwift].filter(Boolean).join(' · '),
    };
  return { main: w.destination, sub: '' };
}
