import type { NewsItem } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { BellIcon } from '../../../shared/ui/icons';
import { formatArticleDate } from '../../../shared/news/format';

/** One row of a news list: title, summary and date, with the article's picture when it has one. */
export function NewsCard({ item, onOpen }: { item: NewsItem; onOpen: (item: NewsItem) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <button
      type="button"
      className="fx-news-card"
      onClick={() => onOpen(item)}
      data-testid={`news-item-${item.id}`}
      data-category={item.category_id}
    >
      <span className="fx-news-card-text">
        {item.category_id === 2 ? <span className="fx-news-badge">{t('news.notice_badge')}</span> : null}
        <span className="fx-clamp fx-news-card-title">{item.title}</span>
        {item.desc ? <span className="fx-clamp fx-news-card-desc">{item.desc}</span> : null}
        <time className="fx-news-card-date fx-num" dateTime={item.created_at}>
          {formatArticleDate(item.created_at, lang.locale)}
        </time>
      </span>
      {item.logo ? (
        <img className="fx-news-card-logo" src={item.logo} alt="" loading="lazy" />
      ) : (
        <span className="fx-news-card-logo fx-news-card-logo--icon" aria-hidden="true">
          <BellIcon />
        </span>
      )}
    </button>
  );
}
