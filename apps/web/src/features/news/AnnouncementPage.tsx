import { NEWS_CATEGORY } from '@fxdesk/contract';
import { useTranslation } from '../../shared/i18n';
import { PATHS } from '../../shared/routes/paths';
import { PageFrame } from '../../shared/ui/PageFrame';
import { NewsList } from './components/NewsList';
import { useNewsList } from './hooks/useNewsList';
import './news.css';

/** /mine/announcement (SPEC §2): the announcements (category 2) in the reader's language. */
export function AnnouncementPage() {
  const { t } = useTranslation();
  const list = useNewsList(NEWS_CATEGORY.announcement);
  return (
    <PageFrame title={t('pages.announcement')} back={PATHS.user} testId="announcement-page">
      <div className="fx-news">
        <NewsList list={list} empty={t('news.empty_announcements')} testId="announcement-list" />
      </div>
    </PageFrame>
  );
}
