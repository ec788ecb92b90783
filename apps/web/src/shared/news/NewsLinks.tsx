import { NEWS_CATEGORY, type NewsCategory } from '@fxdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n';
import { useNavigate } from 'react-router';
import { useLang } from '../i18n';
import { PATHS } from '../routes/paths';
import { BellIcon, ChevronRightIcon } from '../ui/icons';
import { NavButton } from '../ui/NavButton';
import { formatArticleDate } from './format';
import { fetchLatestNews, newsKeys } from './news.api';
import './news-links.css';

/** The newest articles of a category (null: all) in the reader's language; silent on failure. */
function useLatestNews(category: NewsCategory | null) {
  const lang = useLang().value;
  return useQuery({
    queryKey: newsKeys.latest(lang, category),
    queryFn: () => fetchLatestNews(category),
    staleTime: 60_000,
    retry: false,
  });
}

/** The link to the news screen, on the home strip (with a chevron) and the terminal's panel. */
function AllNewsButton({ testId, chevron = false }: { testId: string; chevron?: boolean }) {
  const { t } = useTranslation();
  return (
    <NavButton to={PATHS.news} className="fx-news-strip-all" testId={testId}>
      {t('news.all_news')}
      {chevron ? <ChevronRightIcon size={14} /> : null}
    </NavButton>
  );
}

/**
 * Home screen: the newest announcement in one line (tap to read it) and a link to all news.
 * Silent on failure: the market list stays the point of the screen.
 */
export function NewsStrip() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const latest = useLatestNews(NEWS_CATEGORY.announcement);
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
      <AllNewsButton testId="home-news-all" chevron />
    </div>
  );
}

/** Desktop terminal: the latest articles (news and announcements) beside the market list. */
export function NewsPanel() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const latest = useLatestNews(null);
  const items = latest.data?.data.slice(0, 4) ?? [];
  return (
    <section className="fx-news-panel" data-testid="terminal-news">
      <div className="fx-news-panel-head">
        <h2 className="fx-panel-title">{t('news.latest')}</h2>
        <AllNewsButton testId="terminal-news-all" />
      </div>
      {items.map((item) => (
        <button
          key={item.id}
          type="button"
          className="fx-news-panel-item"
          onClick={() => navigate(`${PATHS.newsDetail}?id=${item.id}`)}
          data-testid={`terminal-news-${item.id}`}
        >
          <span className="fx-clamp">{item.title}</span>
          <time dateTime={item.created_at}>{formatArticleDate(item.created_at, lang.locale)}</time>
        </button>
      ))}
    </section>
  );
}
