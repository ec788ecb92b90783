import Badge from 'antd-mobile/es/components/badge';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { PATHS } from '../../../shared/routes/paths';
import { useSupportUnread } from '../../../shared/support/unread';
import {
  BellIcon,
  DepositIcon,
  GiftIcon,
  GlobeIcon,
  HeadsetIcon,
  LockIcon,
  SettingsIcon,
  ShieldIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../../shared/ui/icons';
import { IconListItem } from '../../../shared/ui/IconListItem';

/** SPEC §2 user centre links, in order; `realOnly` ones show the SPEC §6 dialog to demo users. */
export const USER_LINKS = [
  { key: 'charge', path: PATHS.charge, icon: <DepositIcon />, realOnly: true },
  { key: 'withdraw', path: PATHS.withdraw, icon: <WithdrawIcon />, realOnly: true },
  { key: 'wallet', path: PATHS.wallet, icon: <WalletIcon />, realOnly: true },
  { key: 'auth', path: PATHS.auth, icon: <ShieldIcon />, realOnly: true },
  { key: 'invite', path: PATHS.invite, icon: <GiftIcon />, realOnly: true },
  { key: 'password', path: PATHS.password, icon: <LockIcon />, realOnly: true },
  { key: 'security', path: PATHS.security, icon: <ShieldIcon />, realOnly: true },
  { key: 'chat', path: PATHS.chat, icon: <HeadsetIcon />, realOnly: false },
  { key: 'announcement', path: PATHS.announcement, icon: <BellIcon />, realOnly: false },
  { key: 'language', path: PATHS.language, icon: <GlobeIcon />, realOnly: false },
  { key: 'system', path: PATHS.system, icon: <SettingsIcon />, realOnly: false },
] as const satisfies readonly { key: string; path: string; icon: ReactNode; realOnly: boolean }[];

export type UserLink = (typeof USER_LINKS)[number];

export function UserLinks({ onOpen }: { onOpen: (link: UserLink) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unread = useSupportUnread();
  return (
    <List className="fx-list-card fx-user-links" data-testid="user-links">
      {USER_LINKS.map((link) => (
        <IconListItem
          key={link.key}
          icon={link.icon}
          extra={
            link.key === 'language' ? (
              lang.text
            ) : link.key === 'chat' && unread > 0 ? (
              <Badge
                content={unread > 99 ? '99+' : unread}
                aria-label={t('support.chat.unread', { count: unread })}
                data-testid="support-unread-badge"
              />
            ) : undefined
          }
          onClick={() => onOpen(link)}
          data-testid={`user-link-${link.key}`}
        >
          {t(`user.links.${link.key}`)}
        </IconListItem>
      ))}
    </List>
  );
}
