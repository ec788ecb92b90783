import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../device/device';
import { useRouteHandle } from '../routes/handle';
import { AccountShortcut } from './AccountShortcut';
import { NotAvailable } from './NotAvailable';
import { PageFrame } from './PageFrame';

/**
 * The screen of a route whose feature ships in a later release: the real frame (title, back
 * button or tab bar) around a "not available yet" state.
 */
export function ComingSoonPage() {
  const handle = useRouteHandle();
  const desktop = useIsDesktop();
  const { t } = useTranslation();
  const tab = handle?.tab === true;
  return (
    <PageFrame
      title={handle ? t(`pages.${handle.titleKey}`) : ''}
      back={!tab}
      left={tab && !desktop ? <AccountShortcut /> : undefined}
    >
      <NotAvailable showHomeLink={handle?.titleKey !== 'home'} />
    </PageFrame>
  );
}
