import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api';
import { useLang } from '../../shared/i18n';
import { fetchNewsInfo, newsKeys } from '../../shared/news/news.api';
import { PATHS } from '../../shared/routes/paths';
import { EmptyState } from '../../shared/ui/EmptyState';
import { InfoIcon } from '../../shared/ui/icons';
import { PageFrame } from '../../shared/ui/PageFrame';
import { ArticleBody } from './components/ArticleBody';
import { articleIdFrom, formatArticleDate } from '../../shared/news/format';
import './news.css';

/**
 * /news/detail?id= (SPEC §2): one article, its HTML cleaned again in the browser; pictures fit
 * the screen and links open in a new tab without the opener. A draft, a future or an unknown
 * article is "not available", never an empty page.
 */
export function NewsDetailPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = articleIdFrom(useLocation().search);
  const query = useQuery({
    queryKey: newsKeys.info(lang.value, id ?? 0),
    queryFn: () => fetchNewsInfo(id!),
    enabled: id !== null,
    retry: (count, error) => !(error instanceof ApiError && error.kind === 'business') && count < 2,
    staleTime: 60_000,
  });
  const article = query.data;
  const missing =
    id === null || (query.isError && query.error instanceof ApiError && query.error.kind === 'business');
  const title = article?.category_id === 2 ? t('pages.announcement') : t('pages.news_detail');

  return (
    // The article's headline is the screen's <h1>; a missing article's message takes its place.
    <PageFrame title={title} back={PATHS.news} testId="news-detail-page" titleIsHeading={false}>
      {missing ? (
        <EmptyState
          icon={<InfoIcon />}
          title={t('news.not_found')}
          text={query.error?.message ?? ''}
          testId="news-missing"
          titleTag="h1"
        >
          <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate(PATHS.news)}>
            {t('news.back_to_list')}
          </Button>
        </EmptyState>
      ) : null}
      {query.isError && !missing ? (
        <div className="fx-empty-state">
          <button type="button" className="fx-link-button" onClick={() => void query.refetch()}>
            {t('news.retry')}
          </button>
        </div>
      ) : null}
      {query.isPending && id !== null ? <DetailSkeleton /> : null}
      {article ? (
        <article className="fx-news-detail" data-testid="news-detail">
          <h1 className="fx-news-detail-title" data-testid="news-detail-title">
            {article.title}
          </h1>
          <time className="fx-news-detail-date fx-num" dateTime={article.created_at}>
            {formatArticleDate(article.created_at, lang.locale)}
          </time>
          {article.logo ? <img className="fx-news-detail-cover" src={article.logo} alt="" /> : null}
          <ArticleBody html={article.content} />
        </article>
      ) : null}
    </PageFrame>
  );
}

function DetailSkeleton() {
  return (
    <div className="fx-news-detail" aria-busy="true" data-testid="news-detail-loading">
      <span className="fx-skel fx-skel--line" />
      <span className="fx-skel fx-skel--short" />
      <span className="fx-skel fx-news-detail-cover" />
      <span className="fx-skel fx-skel--line" />
      <span className="fx-skel fx-skel--line" />
    </div>
  );
}
