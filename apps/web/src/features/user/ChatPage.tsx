import { Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useBasicInfo } from '../../shared/api/queries';
import { isHttpUrl } from '../../shared/lib/url';
import { PATHS } from '../../shared/routes/paths';
import { HeadsetIcon } from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import './user.css';

/** SPEC §2 chat: the support link (getBasicInfo service_link) in an embedded frame. */
export function ChatPage() {
  const { t } = useTranslation();
  const basicInfo = useBasicInfo();
  const link = basicInfo.data?.service_link ?? '';
  const safe = isHttpUrl(link);

  let body;
  if (basicInfo.isPending) {
    body = (
      <div className="fx-section">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  } else if (!safe) {
    body = (
      <div className="fx-empty-state" data-testid="chat-unavailable">
        <div className="fx-empty-icon">
          <HeadsetIcon />
        </div>
        <p className="fx-empty-text">{t('chat.unavailable')}</p>
      </div>
    );
  } else {
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
  }

  return (
    <PageFrame title={t('pages.chat')} back={PATHS.user} testId="chat-page">
      {body}
    </PageFrame>
  );
}
