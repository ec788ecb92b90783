import { NEWS_CATEGORY } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { useLang } from '../i18n';
import { PATHS } from '../routes/paths';
import { BellIcon, ChevronRightIcon } from '../ui/icons';
import { formatArticleDate } from './format';
import { fetchLatestNews, newsKeys } from './news.api';
import './news-links.css';

/**
 * Home screen: the newest announcement in one line (tap to read it) and a link to all news.
 * Silent on failure: the market list stays the point of the screen.
 */
export function NewsStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang().value;
  const latest = useQuery({
    queryKey: newsKeys.latest(lang, NEWS_CATEGORY.announcement),
    queryFn: () => fetchLatestNews(NEWS_CATEGORY.announcement),
    staleTime: 60_000,
    retry: false,
  });
  const newest = latest.data?.data[0];
  return (
    <div className="fx-news-strip" data-testid="home-news">
      <span className="fx-news-strip-icon" aria-hidden="true">
        <BellIcon />
      </span>
      <button
        type="button"
        className="fx-news-strip-link"
        onClick={() => navigate(newest ? `${PATHS.newsDetail}?id=${newest.id}` : `${PATHS.news}?category=2`)}
        data-testid="home-news-latest"
      >
        {newest?.title ?? t('news.announcements_link')}
      </button>
      <button
        type="button"
        className="fx-news-strip-all"
        onClick={() => navigate(PATHS.news)}
        data-testid="home-news-all"
      >
        {t('news.all_news')}
        <ChevronRightIcon size={14} />
      </button>
    </div>
  );
}

/** Desktop terminal: the latest articles (news and announcements) beside the market list. */
export function NewsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const latest = useQuery({
    queryKey: newsKeys.latest(lang.value, null),
    queryFn: () => fetchLatestNews(null),
    staleTime: 60_000,
    retry: false,
  });
  const items = latest.data?.data.slice(0, 4) ?? [];
  return (
    <section className="fx-news-panel" data-testid="terminal-news">
      <div className="fx-news-panel-head">
        <h2 className="fx-panel-title">{t('news.latest')}</h2>
        <button
          type="button"
          className="fx-news-strip-all"
          onClick={() => navigate(PATHS.news)}
          data-testid="terminal-news-all"
        >
          {t('news.all_news')}
        </button>
      </div>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="fx-news-panel-item"
          onClick={() => navigate(`${PATHS.newsDetail}?id=${item.id}`)}
          data-testid={`terminal-news-${item.id}`}
        >
          <span>{item.title}</span>
          <time dateTime={item.created_at}>{formatArticleDate(item.created_at, lang.locale)}</time>
        </button>
      ))}
    </section>
  );
}
