import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from '../../../shared/i18n';
import type { AccountMethod } from '../validation';

/** The e-mail / mobile switch of login, register and forgot password. */
export function MethodTabs({
  value,
  onChange,
}: {
  value: AccountMethod;
  onChange: (m: AccountMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="fx-method-tabs"
      activeKey={value}
      onChange={(key) => onChange(key === 'mobile' ? 'mobile' : 'email')}
      data-testid="method-tabs"
    >
      <Tabs.Tab key="email" title={<span data-testid="method-email">{t('auth.method_email')}</span>} />
      <Tabs.Tab key="mobile" title={<span data-testid="method-mobile">{t('auth.method_mobile')}</span>} />
    </Tabs>
  );
}
