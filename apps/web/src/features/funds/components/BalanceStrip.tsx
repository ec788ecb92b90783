import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { useForexDetail } from '../hooks/useForexDetail';
import { formatMoney } from '../../../shared/ui/figures';
import { Fact } from '../../../shared/ui/Fact';

/**
 * The balance and the amount held by withdrawals under review (SPEC §3 account detail), in
 * USD, under the test ids each screen names (wallet-balance / wallet-locked, …).
 */
export function BalanceStrip({ balanceId, lockedId }: { balanceId: string; lockedId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const detail = useForexDetail();
  const show = (v: number | undefined) => (v === undefined ? '--' : formatMoney(v, lang.locale));
  return (
    <dl className="fx-figures fx-balance-strip">
      <Fact label={t('user.balance')} className="fx-num" data-testid={balanceId}>
        {show(detail.data?.balance)}
      </Fact>
      <Fact label={t('funds.locked_usd')} className="fx-num" data-testid={lockedId}>
        {show(detail.data?.lock_balance)}
      </Fact>
    </dl>
  );
}
