import type { NewsItem } from '@fxdesk/contract';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import { useTranslation } from '../../../shared/i18n';
import { useNavigate } from 'react-router';
import { useIsDesktop } from '../../../shared/device/device';
import { PATHS } from '../../../shared/routes/paths';
import { PagedListStates } from '../../../shared/ui/PagedListStates';
import { RefreshButton } from '../../../shared/ui/RefreshButton';
import type { NewsListState } from '../hooks/useNewsList';
import { NewsCard } from './NewsCard';
import { SkeletonRows } from '../../../shared/ui/SkeletonRows';

/**
 * A news list (SPEC §9): skeletons while the first page loads, an empty state, page-based
 * infinite scroll, pull-to-refresh on a phone and a refresh button on a desktop.
 */
export function NewsList({ list, empty, testId }: { list: NewsListState; empty: string; testId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const desktop = useIsDesktop();
  const { query, rows, refresh } = list;
  const open = (item: NewsItem) => navigate(`${PATHS.newsDetail}?id=${item.id}`);

  const body = (
    <div className="fx-news-list" data-testid={testId}>
      <PagedListStates
        list={list}
        skeleton={<NewsSkeleton />}
        empty={empty}
        retry={t('news.retry')}
        className="fx-news-empty"
        testId={testId}
      />
      {rows.map((item) => (
        <NewsCard key={item.id} item={item} onOpen={open} />
      ))}
      {rows.length > 0 ? (
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {(hasMore) =>
            hasMore ? (
              <span className="fx-news-more">{t('news.loading')}</span>
            ) : (
              <span>{t('news.no_more')}</span>
            )
          }
        </InfiniteScroll>
      ) : null}
    </div>
  );

  if (!desktop) return <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>;
  return (
    <>
      <div className="fx-news-tools">
        <RefreshButton
          onRefresh={refresh}
          label={t('news.refresh')}
          className="fx-news-refresh"
          testId={`${testId}-refresh`}
        />
      </div>
      {body}
    </>
  );
}

function NewsSkeleton() {
  return (
    <SkeletonRows count={5} rowClassName="fx-news-card fx-news-card--skeleton" testId="news-loading">
      <span className="fx-news-card-text">
        <span className="fx-skel fx-skel--line" />
        <span className="fx-skel fx-skel--line" />
        <span className="fx-skel fx-skel--short" />
      </span>
      <span className="fx-skel fx-news-card-logo" />
    </SkeletonRows>
  );
}
