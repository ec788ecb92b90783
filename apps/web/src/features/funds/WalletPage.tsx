import List from 'antd-mobile/es/components/list';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import { PATHS } from '../../shared/routes/paths';
import { FundsButtons } from '../../shared/ui/FundsButtons';
import { BankIcon, ClockIcon, CoinIcon } from '../../shared/ui/icons';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import { BalanceStrip } from './components/BalanceStrip';
import { IconListItem } from '../../shared/ui/IconListItem';
import './funds.css';

/** SPEC §2 wallet (/mine/wallet): balance and locked amount, funds actions, bound methods. */
export const WalletPage = userCentrePage('pages.wallet', { card: false, testId: 'wallet-page' }, Wallet);

function Wallet() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    { key: 'coin_addresses', path: PATHS.coinAddressList, icon: <CoinIcon /> },
    { key: 'bank_accounts', path: PATHS.bankCardList, icon: <BankIcon /> },
    { key: 'records', path: PATHS.history, icon: <ClockIcon /> },
  ] as const;
  return (
    <div className="fx-hero-layout">
      <div className="fx-hero-card fx-wallet-hero">
        <BalanceStrip balanceId="wallet-balance" lockedId="wallet-locked" />
        <FundsButtons
          onCharge={() => navigate(PATHS.charge)}
          onWithdraw={() => navigate(PATHS.withdraw)}
          testIds={{ charge: 'wallet-charge', withdraw: 'wallet-withdraw' }}
        />
      </div>
      <List className="fx-list-card">
        {links.map((link) => (
          <IconListItem
            key={link.key}
            icon={link.icon}
            onClick={() => navigate(link.path)}
            data-testid={`wallet-link-${link.key}`}
          >
            {t(`wallet.${link.key}`)}
          </IconListItem>
        ))}
      </List>
    </div>
  );
}
