import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../shared/ui/Page';

/** Funds review: deposits, withdrawals and their reference data, one tab each. */
export function FundsLayout() {
  const { t } = useTranslation();
  const tabs = [
    { to: 'deposits', label: t('funds.deposits') },
    { to: 'withdrawals', label: t('funds.withdrawals') },
    { to: 'reference', label: t('funds.reference') },
  ];
  return (
    <>
      <PageHeader title={t('funds.title')} subtitle={t('funds.subtitle')} />
      <nav className="tabs" aria-label={t('funds.title')}>
        {tabs.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            className={({ isActive }) => `tab${isActive ? ' active' : ''}`}
            data-testid={`funds-tab-${tab.to}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </>
  );
}
