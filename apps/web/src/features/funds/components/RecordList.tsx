import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { MorePages } from '../../../shared/ui/MorePages';
import { PagedListStates } from '../../../shared/ui/PagedListStates';
import { RefreshButton } from '../../../shared/ui/RefreshButton';
import type { PagedList } from '../hooks/usePagedList';
import { SkeletonRows } from '../../../shared/ui/SkeletonRows';

interface RecordListProps<T> {
  title: ReactNode;
  list: PagedList<T>;
  renderRow: (row: T, index: number) => ReactNode;
  empty: string;
  testId: string;
}

/**
 * A titled record list: skeleton while the first page loads, an empty state, page-based
 * infinite scroll, pull-to-refresh on a phone and a refresh button on a desktop (SPEC §9).
 */
export function RecordList<T>({ title, list, renderRow, empty, testId }: RecordListProps<T>) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const { query, rows, refresh } = list;

  const body = (
    <div className="fx-records-body" data-testid={testId}>
      <PagedListStates
        list={list}
        skeleton={<RecordSkeleton />}
        empty={empty}
        retry={t('funds.retry')}
        className="fx-records-empty"
        testId={testId}
      />
      {rows.map(renderRow)}
      <MorePages query={query} />
    </div>
  );

  return (
    <section className="fx-records">
      <header className="fx-records-head">
        <h2 className="fx-records-title">{title}</h2>
        {desktop ? (
          <RefreshButton
            onRefresh={refresh}
            label={t('funds.refresh')}
            className="fx-records-refresh"
            testId={`${testId}-refresh`}
          />
        ) : null}
      </header>
      {desktop ? body : <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>}
    </section>
  );
}

function RecordSkeleton() {
  return (
    <SkeletonRows count={3} rowClassName="fx-record fx-record--skeleton" testId="records-loading">
      <span className="fx-skel fx-skel--line" />
      <span className="fx-skel fx-skel--short" />
    </SkeletonRows>
  );
}
