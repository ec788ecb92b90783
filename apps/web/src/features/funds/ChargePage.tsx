import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import { useSearchParams } from 'react-router';
import { invalidateMoney } from '../../shared/api/queries';
import { useLang } from '../../shared/i18n';
import { useSession } from '../../shared/session/session.store';
import { BankIcon, CardIcon, CoinIcon } from '../../shared/ui/icons';
import { userCentrePage } from '../../shared/ui/RealAccountOnly';
import {
  fetchCardInfo,
  fetchChargeRecords,
  fundsKeys,
  type ChargeListType,
  type ChargeRecord,
} from './api/funds.api';
import { CardCharge } from './components/CardCharge';
import { ChargeRecordRow } from './components/ChargeRecordRow';
import { CoinCharge } from './components/CoinCharge';
import { MethodTabs, type MethodTab } from './components/MethodTabs';
import { RecordList } from './components/RecordList';
import { WireCharge } from './components/WireCharge';
import { usePagedList } from './hooks/usePagedList';
import './funds.css';

type Method = 'coin' | 'wire' | 'card';
const METHODS: readonly Method[] = ['coin', 'wire', 'card'];
const isMethod = (value: string | null): value is Method => METHODS.includes(value as Method);

/** quick_ist type of each method's records: coin 0; wire and card are both bank (1). */
const RECORD_TYPE: Record<Method, ChargeListType> = { coin: 0, wire: 1, card: 1 };

/** SPEC §2 charge (/mine/charge): deposit by coin, bank wire or bank card, and the records. */
export const ChargePage = userCentrePage('pages.charge', { wide: true, testId: 'charge-page' }, ChargeScreen);

function ChargeScreen() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const lang = useLang();
  // The method lives in the address, so a reload or a shared link opens the same tab.
  const [params, setParams] = useSearchParams();
  const requested = params.get('method');
  // Card deposits exist only where the broker configured a provider (off by default).
  const cardInfo = useQuery({ queryKey: fundsKeys.cardInfo, queryFn: fetchCardInfo, staleTime: 60_000 });
  // Undefined while loading: a card link keeps its tab until the answer says there is none.
  const cardOffered = cardInfo.data?.enabled;
  const method: Method =
    isMethod(requested) && !(requested === 'card' && cardOffered === false) ? requested : 'coin';
  const recordType = RECORD_TYPE[method];
  const records = usePagedList<ChargeRecord>(fundsKeys.chargeRecords(token, recordType, lang.value), (page) =>
    fetchChargeRecords(recordType, page),
  );

  const tabs: readonly MethodTab<Method>[] = [
    { value: 'coin', label: t('funds.method_coin'), icon: <CoinIcon />, testId: 'charge-tab-coin' },
    { value: 'wire', label: t('funds.method_wire'), icon: <BankIcon />, testId: 'charge-tab-wire' },
    ...(cardOffered
      ? [
          {
            value: 'card' as const,
            label: t('funds.method_card'),
            icon: <CardIcon />,
            testId: 'charge-tab-card',
          },
        ]
      : []),
  ];

  const reloadRecords = () => void records.refresh();
  const credited = () => {
    reloadRecords();
    void invalidateMoney(queryClient);
  };

  return (
    <div className="fx-funds">
      <section className="fx-funds-card fx-funds-form">
        <MethodTabs
          value={method}
          tabs={tabs}
          onChange={(next) => setParams(next === 'coin' ? {} : { method: next }, { replace: true })}
        />
        {method === 'coin' ? <CoinCharge onSubmitted={reloadRecords} /> : null}
        {method === 'wire' ? <WireCharge onSubmitted={reloadRecords} /> : null}
        {method === 'card' ? (
          <CardCharge onCredited={credited} sandbox={cardInfo.data?.sandbox === true} />
        ) : null}
      </section>
      <section className="fx-funds-card fx-funds-side">
        <RecordList
          title={method === 'coin' ? t('funds.coin_records') : t('funds.bank_records')}
          list={records}
          renderRow={(record) => <ChargeRecordRow key={record.id} record={record} />}
          empty={t('funds.no_deposits')}
          testId="charge-records"
        />
      </section>
    </div>
  );
}
