import { useTranslation } from '../../shared/i18n';
import { useIsDesktop } from '../../shared/device/device';
import { usePageActive } from '../../shared/routes/keep-alive';
import { ConnectionBadge } from '../../shared/socket/ConnectionBadge';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { PageFrame } from '../../shared/ui/PageFrame';
import { useAccountFeedRunning } from './account/account-feed';
import { OrdersView } from './orders/OrdersView';
import { SummaryCard } from './orders/SummaryCard';
import './trading.css';

/** SPEC §2 order page (/order, login required): account summary and the three order lists. */
export function OrdersPage() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const active = usePageActive();
  useAccountFeedRunning(active);

  return (
    <PageFrame
      title={t('pages.order')}
      back={false}
      left={desktop ? undefined : <AccountShortcut />}
      right={desktop ? undefined : <ConnectionBadge />}
      card={false}
      testId="orders-page"
    >
      <div className="fx-orders-page">
        <SummaryCard />
        <div className="fx-orders-card fx-inset-card">
          <OrdersView active={active} />
        </div>
      </div>
    </PageFrame>
  );
}
