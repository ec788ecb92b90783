import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../i18n';
import { DepositIcon, WithdrawIcon } from './icons';
import './funds-buttons.css';

/** Deposit and withdraw, side by side on a balance card (the user centre's and the wallet's). */
export function FundsButtons(props: {
  onCharge: () => void;
  onWithdraw: () => void;
  testIds: { charge: string; withdraw: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="fx-funds-actions">
      <Button
        className="fx-funds-button fx-funds-button--primary"
        onClick={props.onCharge}
        data-testid={props.testIds.charge}
      >
        <DepositIcon /> {t('user.charge')}
      </Button>
      <Button className="fx-funds-button" onClick={props.onWithdraw} data-testid={props.testIds.withdraw}>
        <WithdrawIcon /> {t('user.withdraw')}
      </Button>
    </div>
  );
}
