import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { CandlesIcon, CopyTradeIcon, OrdersIcon, QuotesIcon, TrophyIcon } from '../../shared/ui/icons';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { MAIN_NAV, activeNavPath } from './nav';

const TAB_ICONS = {
  quotes: <QuotesIcon />,
  trade: <CandlesIcon />,
  orders: <OrdersIcon />,
  documentary: <CopyTradeIcon />,
  ranking: <TrophyIcon />,
} as const;

/**
 * The kept-alive pages, with the footer tab bar on mobile (desktop has the header nav). The tab
 * bar is plain links (antd-mobile's TabBar brought ~9 kB gzip of its helpers to start-up, and
 * its tabs were not reachable by keyboard).
 */
export function TabLayout() {
  const desktop = useIsDesktop();
  const { t } = useTranslation();
  const location = useLocation();
  const active = activeNavPath(location.pathname, location.search);

  return (
    <div className={desktop ? 'fx-tab-layout' : 'fx-tab-layout fx-tab-layout--mobile'}>
      <KeepAliveOutlet />
      {desktop ? null : (
        <nav className="fx-tabbar" data-testid="tab-bar">
          {MAIN_NAV.map((item) => (
            <Link
              key={item.path}
              to={item.path}
              className={item.path === active ? 'fx-tabbar-item fx-tabbar-item--active' : 'fx-tabbar-item'}
              aria-current={item.path === active ? 'page' : undefined}
              data-testid={`tab-${item.key}`}
            >
              <span className="fx-tabbar-icon" aria-hidden="true">
                {TAB_ICONS[item.key]}
              </span>
              <span className="fx-clamp fx-tabbar-title">{t(`nav.${item.key}`)}</span>
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
