import type { ReactNode } from 'react';
import type { RankEntry, RankSortKey } from '@fxdesk/contract';
import PullToRefresh from 'antd-mobile/es/components/pull-to-refresh';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { formatPercent, formatRate, formatUsd, toneClass } from '../../../shared/ui/figures';
import { useSession } from '../../../shared/session/session.store';
import { usePagedList } from '../../../shared/api/paged-list';
import { copyKeys, fetchRanking, RANK_PAGE_SIZE } from '../api/copy.api';
import { Spark } from './Spark';
import { MorePages } from '../../../shared/ui/MorePages';
import { TabList } from '../../../shared/ui/TabList';
import { Tag } from '../../../shared/ui/Tag';
import { Fact } from '../../../shared/ui/Fact';

export const SORTS: readonly RankSortKey[] = [
  'three_week_rate',
  'total_rate',
  'three_week_win',
  'total_followers',
];

export function useRanking(sort: RankSortKey, enabled: boolean) {
  const token = useSession((s) => s.token);
  return usePagedList(copyKeys.ranking(sort, token), (page) => fetchRanking(sort, page), {
    pageSize: RANK_PAGE_SIZE,
    staleTime: 30_000,
    enabled,
  });
}

export function SortChips({ sort, onChange }: { sort: RankSortKey; onChange: (s: RankSortKey) => void }) {
  const { t } = useTranslation();
  return (
    <TabList
      className="fx-copy-chips"
      tabClass="fx-copy-chip"
      value={sort}
      tabs={SORTS.map((s) => ({ value: s, label: t(`copy.sort.${s}`), testId: `rank-sort-${s}` }))}
      onChange={onChange}
      testId="rank-sorts"
    />
  );
}

/** One of a rank row's three headline figures: the value, its label under it. */
function RowStat({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div>
      <span className={className}>{children}</span>
      <span className="fx-copy-label">{label}</span>
    </div>
  );
}

/** The tags after a trader's name: a demo account, the trading style. */
export function TraderTags({ trader }: { trader: Pick<RankEntry, 'is_demo' | 'style'> }) {
  const { t } = useTranslation();
  return (
    <>
      {trader.is_demo ? (
        <Tag color="warning" fill="outline">
          {t('copy.demo')}
        </Tag>
      ) : null}
      {trader.style ? (
        <Tag fill="outline">{t(`copy.style.${trader.style}` as 'copy.style.swing')}</Tag>
      ) : null}
    </>
  );
}

export function TraderAvatar({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  let hash = 0;
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) % 360;
  return (
    <span className="fx-copy-avatar" style={{ background: `hsl(${hash} 55% 30%)` }} aria-hidden="true">
      {initials}
    </span>
  );
}

export function RankRow({ entry, rank, onOpen }: { entry: RankEntry; rank: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <button type="button" className="fx-copy-row" onClick={onOpen} data-testid={`rank-row-${entry.id}`}>
      <div className="fx-copy-row-head">
        <span className="fx-copy-rank">{rank}</span>
        <TraderAvatar name={entry.user} />
        <span className="fx-copy-name">
          <strong>{entry.user}</strong>
          <span className="fx-copy-tags">
            <TraderTags trader={entry} />
            {entry.is_followed ? <Tag color="primary">{t('copy.following')}</Tag> : null}
          </span>
        </span>
        <Spark values={entry.spark} testId={`rank-spark-${entry.id}`} />
      </div>
      <div className="fx-copy-row-main">
        <RowStat
          label={t('copy.labels.three_week_rate')}
          className={`fx-copy-big ${toneClass(entry.three_week_rate)}`}
        >
          {formatPercent(entry.three_week_rate, lang.locale)}
        </RowStat>
        <RowStat label={t('copy.labels.win_rate')} className="fx-copy-value">
          {formatRate(entry.three_week_win, lang.locale)}
        </RowStat>
        <RowStat
          label={t('copy.labels.income')}
          className={`fx-copy-value ${toneClass(entry.three_week_profit)}`}
        >
          {formatUsd(entry.three_week_profit, lang.locale)}
        </RowStat>
      </div>
      <dl className="fx-copy-facts">
        <Fact label={t('copy.labels.total_rate')} className={toneClass(entry.total_rate)}>
          {formatPercent(entry.total_rate, lang.locale)}
        </Fact>
        <Fact label={t('copy.labels.total_orders')}>{entry.total_trade_num}</Fact>
        <Fact label={t('copy.labels.total_followers')}>{entry.total_followers}</Fact>
        <Fact label={t('copy.labels.multiple')}>{entry.multiple ? `1:${entry.multiple}` : '—'}</Fact>
        <Fact label={t('copy.labels.variety')}>{entry.code || '—'}</Fact>
      </dl>
    </button>
  );
}

export function RankSkeleton() {
  return (
    <div data-testid="rank-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="fx-copy-row fx-copy-row--skeleton">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      ))}
    </div>
  );
}

export function RankList({
  sort,
  active,
  onOpen,
}: {
  sort: RankSortKey;
  active: boolean;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { query: list, rows, refresh } = useRanking(sort, active);
  return (
    <PullToRefresh onRefresh={refresh}>
      <div className="fx-copy-list" data-testid="rank-list">
        {list.isPending ? <RankSkeleton /> : null}
        {!list.isPending && rows.length === 0 ? (
          <div className="fx-copy-empty" data-testid="rank-empty">
            {list.isError ? t('copy.load_failed') : t('copy.no_traders')}
          </div>
        ) : null}
        {rows.map((entry, i) => (
          <RankRow key={entry.id} entry={entry} rank={i + 1} onOpen={() => onOpen(entry.id)} />
        ))}
        <MorePages query={list} />
      </div>
    </PullToRefresh>
  );
}
