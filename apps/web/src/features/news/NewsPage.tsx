import { NEWS_CATEGORY, type NewsCategory } from '@fxdesk/contract';
import Tabs from 'antd-mobile/es/components/tabs';
import { useTranslation } from '../../shared/i18n';
import { useSearchParams } from 'react-router';
import { useIsDesktop } from '../../shared/device/device';
import { usePageActive } from '../../shared/routes/keep-alive';
import { AccountShortcut } from '../../shared/ui/AccountShortcut';
import { PageFrame } from '../../shared/ui/PageFrame';
import { NewsList } from './components/NewsList';
import { useNewsList } from './hooks/useNewsList';
import './news.css';

const TABS = [
  { key: 'news', category: NEWS_CATEGORY.news },
  { key: 'announcements', category: NEWS_CATEGORY.announcement },
] as const;

/**
 * News (SPEC §2, kept alive): a switch between news and announcements, each a list with
 * skeletons, pull-to-refresh and infinite scroll. `?category=2` opens on announcements.
 */
export function NewsPage() {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const active = usePageActive();
  const [params, setParams] = useSearchParams();
  const category: NewsCategory = params.get('category') === '2' ? 2 : 1;
  const news = useNewsList(NEWS_CATEGORY.news, active || category === 1);
  const notices = useNewsList(NEWS_CATEGORY.announcement, category === 2);

  const switchTo = (key: string) => {
    const tab = TABS.find((x) => x.key === key);
    if (!tab || !active) return;
    setParams(tab.category === 2 ? { category: '2' } : {}, { replace: true });
  };

  return (
    <PageFrame
      title={t('pages.news')}
      back={false}
      left={desktop ? undefined : <AccountShortcut />}
      testId="news-page"
    >
      <div className={desktop ? 'fx-news fx-news--desktop' : 'fx-news'}>
        <Tabs
          activeKey={category === 2 ? 'announcements' : 'news'}
          onChange={switchTo}
          className="fx-news-tabs"
          data-testid="news-tabs"
        >
          {TABS.map((tab) => (
            <Tabs.Tab
              key={tab.key}
              title={<span data-testid={`news-tab-${tab.key}`}>{t(`news.tab_${tab.key}`)}</span>}
            />
          ))}
        </Tabs>
        {category === 2 ? (
          <NewsList list={notices} empty={t('news.empty_announcements')} testId="announcement-list" />
        ) : (
          <NewsList list={news} empty={t('news.empty')} testId="news-list" />
        )}
      </div>
    </PageFrame>
  );
}
