import { useTranslation } from '../../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { loginPath } from '../../../shared/routes/paths';
import { useIsLoggedIn } from '../../../shared/session/session.store';
import { OrdersView } from '../orders/OrdersView';
import { SummaryCard } from '../orders/SummaryCard';

/** Desktop terminal: the account strip and the order lists under the chart. */
export function PositionsPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  if (!loggedIn) {
    return (
      <section className="fx-positions fx-positions--guest" data-testid="positions-panel">
        <p>{t('orders.login_to_see')}</p>
        <Link className="fx-header-button fx-header-button--primary" to={loginPath(location.pathname)}>
          {t('desktop.log_in')}
        </Link>
      </section>
    );
  }
  return (
    <section className="fx-positions" data-testid="positions-panel">
      <SummaryCard compact />
      <OrdersView testIdPrefix="positions" active={active} />
    </section>
  );
}
