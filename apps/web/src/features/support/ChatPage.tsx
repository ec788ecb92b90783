import Button from 'antd-mobile/es/components/button';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, Navigate } from 'react-router';
import { useBasicInfo } from '../../shared/api/queries';
import { isHttpUrl } from '../../shared/lib/url';
import { loginPath, PATHS } from '../../shared/routes/paths';
import { useIsLoggedIn } from '../../shared/session/session.store';
import { copyAndConfirm } from '../../shared/ui/clipboard';
import { PageFrame } from '../../shared/ui/PageFrame';
import { SupportChat } from './components/SupportChat';
import { ChatSkeleton } from './components/ChatSkeleton';
import './support.css';

/** SPEC §9 type 3: the browser goes to the link. */
function RedirectToLink({ link }: { link: string }) {
  const { t } = useTranslation();
  useEffect(() => window.location.assign(link), [link]);
  return (
    <div className="fx-support-link-card" data-testid="chat-redirect">
      <p>{t('support.link.redirecting')}</p>
      <a href={link} rel="noopener noreferrer">
        {link}
      </a>
    </div>
  );
}

/** SPEC §9 type 2: the link with a copy button (the page form of the user centre's dialog). */
function LinkCard({ link }: { link: string }) {
  const { t } = useTranslation();
  return (
    <div className="fx-support-link-card" data-testid="chat-link-card">
      <p>{t('chat.dialog_intro')}</p>
      <a href={link} target="_blank" rel="noopener noreferrer" className="fx-support-link">
        {link}
      </a>
      <Button color="primary" onClick={() => void copyAndConfirm(link, t)} data-testid="chat-link-copy">
        {t('common.copy')}
      </Button>
    </div>
  );
}

/**
 * SPEC §2 chat and §9 support link types, for a visit straight to /mine/chat: with a service
 * link, type 3 redirects, type 2 shows it with copy, any other type embeds it; without one this
 * is our own chat (DESIGN §7), which needs a login.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const basicInfo = useBasicInfo();
  const loggedIn = useIsLoggedIn();
  const info = basicInfo.data;
  const link = isHttpUrl(info?.service_link) ? info.service_link : '';

  let body;
  if (basicInfo.isPending) {
    body = <ChatSkeleton lines={5} />;
  } else if (link && info?.service_link_type === 3) {
    body = <RedirectToLink link={link} />;
  } else if (link && info?.service_link_type === 2) {
    body = <LinkCard link={link} />;
  } else if (link) {
    body = (
      <iframe
        className="fx-chat-frame"
        src={link}
        title={t('pages.chat')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
        data-testid="chat-frame"
      />
    );
  } else if (!loggedIn) {
    return <Navigate to={loginPath(PATHS.chat)} replace />;
  } else {
    body = <SupportChat />;
  }

  return (
    <PageFrame
      title={t('pages.chat')}
      back={PATHS.user}
      className="fx-chat-page"
      testId="chat-page"
      right={
        link ? undefined : (
          <Link to={PATHS.feedback} className="fx-header-link" data-testid="chat-feedback-link">
            {t('pages.feedback')}
          </Link>
        )
      }
    >
      {body}
    </PageFrame>
  );
}
