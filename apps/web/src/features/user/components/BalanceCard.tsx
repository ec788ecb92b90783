import { useQuery, useQueryClient } from '@tanstack/react-query';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { STORAGE_KEYS, storage } from '../../../shared/lib/storage';
import { usePageActive } from '../../../shared/routes/keep-alive';
import { confirmDemoReset } from '../../../shared/session/demo-reset';
import { useIsDemo, useSession } from '../../../shared/session/session.store';
import { formatMoney } from '../../../shared/ui/figures';
import { FundsButtons } from '../../../shared/ui/FundsButtons';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../../shared/ui/icons';
import { fetchBalance, userQueryKeys } from '../api/user.api';

interface BalanceCardProps {
  onCharge: () => void;
  onWithdraw: () => void;
}

/** Balance with a hide toggle (remembered), deposit and withdraw; demo accounts can reset. */
export function BalanceCard({ onCharge, onWithdraw }: BalanceCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const token = useSession((s) => s.token);
  const isDemo = useIsDemo();
  const active = usePageActive();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState(() => storage.get(STORAGE_KEYS.balanceHidden) === '1');
  // Refreshed when the kept-alive page comes back into view and the figure is 10 s old.
  const balance = useQuery({
    queryKey: userQueryKeys.balance(token),
    queryFn: fetchBalance,
    enabled: token !== null && active,
    staleTime: 10_000,
  });

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    storage.set(STORAGE_KEYS.balanceHidden, next ? '1' : '0');
  };

  const resetDemo = async () => {
    if (await confirmDemoReset(t))
      await queryClient.invalidateQueries({ queryKey: userQueryKeys.balance(token) });
  };

  let value: string;
  if (hidden) value = '******';
  else if (balance.data) value = formatMoney(balance.data.balance, lang.locale);
  else value = '--';

  return (
    <div className="fx-balance" data-testid="balance-card">
      <div className="fx-balance-head">
        <span>{t('user.balance')}</span>
        <button
          type="button"
          className="fx-balance-toggle"
          onClick={toggle}
          aria-label={hidden ? t('user.show_balance') : t('user.hide_balance')}
          aria-pressed={hidden}
          data-testid="balance-toggle"
        >
          {hidden ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      {balance.isPending && !hidden && token !== null ? (
        <Skeleton.Title animated className="fx-balance-skeleton" />
      ) : (
        <div className="fx-balance-value" title={balance.isError ? t('user.balance_error') : undefined}>
          <span className="fx-num" data-testid="balance-value">
            {value}
          </span>
        </div>
      )}
      <FundsButtons
        onCharge={onCharge}
        onWithdraw={onWithdraw}
        testIds={{ charge: 'charge-button', withdraw: 'withdraw-button' }}
      />
      {isDemo ? (
        <button
          type="button"
          className="fx-balance-reset"
          onClick={() => void resetDemo()}
          data-testid="reset-demo"
        >
          <RefreshIcon /> {t('user.reset_demo')}
        </button>
      ) : null}
    </div>
  );
}
