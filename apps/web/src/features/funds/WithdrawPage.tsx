import { useTranslation } from '../../shared/i18n';
import { Link, useSearchParams } from 'react-router';
import { useKycCenter } from '../../shared/identity/kyc';
import { PATHS } from '../../shared/routes/paths';
import { useLang } from '../../shared/i18n';
import { useSession } from '../../shared/session/session.store';
import { BankIcon, CoinIcon, ShieldIcon } from '../../shared/ui/icons';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import { fetchWithdrawRecords, fundsKeys, type DrawType, type WithdrawRecord } from './api/funds.api';
import { BalanceStrip } from './components/BalanceStrip';
import { MethodTabs } from './components/MethodTabs';
import { RecordList } from './components/RecordList';
import { WithdrawForm } from './components/WithdrawForm';
import { WithdrawRecordRow } from './components/WithdrawRecordRow';
import { usePagedList } from './hooks/usePagedList';
import './funds.css';

/** SPEC §2 withdraw (/mine/withdraw): to a bound coin address or bank account, and the records. */
export const WithdrawPage = userCentrePage(
  'pages.withdraw',
  { wide: true, testId: 'withdraw-page' },
  WithdrawScreen,
);

function WithdrawScreen() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const type: DrawType = params.get('type') === '2' ? 2 : 1;
  const records = usePagedList<WithdrawRecord>(fundsKeys.withdrawRecords(token, type, lang.value), (page) =>
    fetchWithdrawRecords(type, page),
  );
  // DESIGN §7: withdrawals may need a certified account; say so before the form is filled.
  const kyc = useKycCenter(token).data;
  const needsKyc = !!kyc && kyc.withdraw_requires_kyc === 1 && kyc.review_status !== 2;

  return (
    <div className="fx-funds">
      <section className="fx-funds-card fx-funds-form">
        <BalanceStrip balanceId="withdraw-available" lockedId="withdraw-locked" />
        <MethodTabs
          value={String(type) as '1' | '2'}
          onChange={(next) => setParams(next === '1' ? {} : { type: next }, { replace: true })}
          tabs={[
            { value: '1', label: t('funds.method_coin'), icon: <CoinIcon />, testId: 'withdraw-type-coin' },
            {
              value: '2',
              label: t('withdraw.method_bank'),
              icon: <BankIcon />,
              testId: 'withdraw-type-bank',
            },
          ]}
        />
        {needsKyc ? (
          <div className="fx-withdraw-kyc" role="status" data-testid="withdraw-kyc-needed">
            <ShieldIcon />
            <div>
              <p>
                {t(
                  kyc.review_status === 1 ? 'identity.withdraw_kyc_waiting' : 'identity.withdraw_kyc_needed',
                )}
              </p>
              <Link to={PATHS.auth} className="fx-link-button" data-testid="withdraw-kyc-link">
                {t('identity.withdraw_kyc_link')}
              </Link>
            </div>
          </div>
        ) : (
          <WithdrawForm key={type} type={type} onSubmitted={() => void records.refresh()} />
        )}
      </section>
      <section className="fx-funds-card fx-funds-side">
        <RecordList
          title={t('withdraw.records')}
          list={records}
          renderRow={(record) => <WithdrawRecordRow key={record.id} record={record} />}
          empty={t('withdraw.no_records')}
          testId="withdraw-records"
        />
      </section>
    </div>
  );
}
