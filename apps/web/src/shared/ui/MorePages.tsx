import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';

/** What MorePages reads of a paged (infinite) query. */
interface PagedQuery {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  data?: { pages: readonly unknown[] };
}

/**
 * The infinite scroller under a paged list: it loads the next page as the end comes into view.
 * It shows once there are pages to load or loaded: "no more" under one short page says nothing.
 */
export function MorePages({ query }: { query: PagedQuery }) {
  if (!query.hasNextPage && (query.data?.pages.length ?? 0) <= 1) return null;
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      loadMore={async () => {
        await query.fetchNextPage();
      }}
    />
  );
}
