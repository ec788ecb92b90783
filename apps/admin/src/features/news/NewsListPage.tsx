import { ARTICLE_LANGS } from '@fxdesk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { type Column } from '../../shared/ui/DataTable';
import { Input, Select } from '../../shared/ui/Field';
import { formatDateTime } from '../../shared/ui/format';
import { PageHeader, Segmented } from '../../shared/ui/Page';
import { PagedTable, usePagedQuery } from '../../shared/ui/PagedTable';
import { useListParams } from '../../shared/ui/usePageParam';
import { langLabel, langOptions } from './langs';
import { fetchArticles, newsKeys, type ArticleRow } from './news.api';
import { STATUS_TONE, statusKey } from './status';

const DEFAULTS = { category: '', lang: '', status: '', q: '' };

/** News and announcements in every language: filter, open, write a new one. */
export function NewsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('content.write');
  const { get, page, set } = useListParams(DEFAULTS);
  const filter = { page, category: get('category'), lang: get('lang'), status: get('status'), q: get('q') };
  const [search, setSearch] = useState(filter.q);
  const query = usePagedQuery(newsKeys.list(filter), () =>
    fetchArticles({
      page,
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.lang ? { lang: filter.lang } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.q ? { q: filter.q } : {}),
    }),
  );

  const columns: Column<ArticleRow>[] = [
    {
      key: 'title',
      header: t('news.title'),
      render: (r) => (
        <div className="news-cell">
          {r.logo ? <img className="news-thumb" src={r.logo} alt="" /> : <span className="news-thumb" />}
          <div>
            <strong>{r.title}</strong>
            <div className="muted small news-desc">{r.desc}</div>
          </div>
        </div>
      ),
    },
    {
      key: 'category',
      header: t('news.category'),
      render: (r) => (
        <Badge tone={r.category === 2 ? 'warning' : 'info'}>
          {t(r.category === 2 ? 'news.category_2' : 'news.category_1')}
        </Badge>
      ),
    },
    {
      key: 'lang',
      header: t('news.lang'),
      render: (r) => <span className="mono">{langLabel(t, r.lang)}</span>,
    },
    {
      key: 'versions',
      header: t('news.versions'),
      render: (r) => (
        <span className="small muted" title={r.versions.map((v) => langLabel(t, v.lang)).join(', ')}>
          {r.versions.length ? t('news.versions_count', { n: r.versions.length }) : '—'}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('news.status'),
      render: (r) => (
        <div>
          <Badge tone={STATUS_TONE[r.status] ?? 'muted'}>{t(statusKey(r.status))}</Badge>
          {r.publish_at ? <div className="small muted">{formatDateTime(r.publish_at)}</div> : null}
        </div>
      ),
    },
    {
      key: 'updated',
      header: t('news.updated'),
      render: (r) => <span className="small">{formatDateTime(r.updated_at)}</span>,
    },
  ];

  return (
    <>
      <PageHeader
        title={t('news.page_title')}
        subtitle={t('news.page_subtitle')}
        actions={
          canWrite ? (
            <Button variant="primary" onClick={() => navigate('/news/new')} data-testid="news-new">
              {t('news.new')}
            </Button>
          ) : null
        }
      />
      <div className="toolbar">
        <Segmented
          value={filter.category}
          onChange={(v) => set({ category: v })}
          label={t('news.category')}
          options={[
            { value: '', label: t('news.filter_all') },
            { value: '1', label: t('news.category_1') },
            { value: '2', label: t('news.category_2') },
          ]}
          testId="news-filter-category"
        />
        <Select
          value={filter.status}
          onChange={(v) => set({ status: v })}
          aria-label={t('news.status')}
          options={[
            { value: '', label: t('news.filter_any_status') },
            { value: '0', label: t('news.status_0') },
            { value: '1', label: t('news.status_1') },
            { value: '2', label: t('news.status_2') },
          ]}
        />
        <Select
          value={filter.lang}
          onChange={(v) => set({ lang: v })}
          aria-label={t('news.lang')}
          options={langOptions(t, ARTICLE_LANGS, t('news.filter_any_lang'))}
          data-testid="news-filter-lang"
        />
        <form
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: search.trim() });
          }}
        >
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('news.search')}
            aria-label={t('news.search')}
            maxLength={100}
          />
        </form>
      </div>
      <PagedTable
        className="card"
        columns={columns}
        query={query}
        loading={query.isPending}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        onRowClick={(r) => navigate(`/news/${r.id}`)}
        empty={t('news.empty')}
        testId="news-table"
        rowTestId={(r) => `news-row-${r.id}`}
      />
    </>
  );
}
