import TabBar from 'antd-mobile/es/components/tab-bar';
import { useTranslation } from '../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
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

/** The kept-alive pages, with the footer tab bar on mobile (desktop has the header nav). */
export function TabLayout() {
  const desktop = useIsDesktop();
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const active = activeNavPath(location.pathname, location.search);

  return (
    <div className={desktop ? 'fx-tab-layout' : 'fx-tab-layout fx-tab-layout--mobile'}>
      <KeepAliveOutlet />
      {desktop ? null : (
        <nav className="fx-tabbar" data-testid="tab-bar">
          <TabBar safeArea={false} activeKey={active} onChange={(key) => navigate(key)}>
            {MAIN_NAV.map((item) => (
              <TabBar.Item
                key={item.path}
                icon={TAB_ICONS[item.key]}
                title={t(`nav.${item.key}`)}
                data-testid={`tab-${item.key}`}
              />
            ))}
          </TabBar>
        </nav>
      )}
    </div>
  );
}
