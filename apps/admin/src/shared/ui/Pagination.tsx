import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../api/pages';
import { Button } from './Button';

interface PaginationProps {
  page: number;
  onPage: (page: number) => void;
  /** The row count when the list reports one. */
  total?: number | undefined;
  /** Rows on this page: without a total, a full page means there may be another. */
  count: number;
}

export function Pagination({ page, onPage, total, count }: PaginationProps) {
  const { t } = useTranslation();
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / PAGE_SIZE));
  const hasNext = pages === undefined ? count >= PAGE_SIZE : page < pages;
  if (page === 1 && !hasNext) {
    return total === undefined ? null : (
      <div className="pagination muted">{t('common.total', { count: total })}</div>
    );
  }
  return (
    <nav className="pagination" aria-label={t('common.pages')}>
      {total !== undefined && <span className="muted">{t('common.total', { count: total })}</span>}
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        ‹ {t('common.prev')}
      </Button>
      <span className="pagination-page">
        {pages === undefined ? t('common.page', { page }) : t('common.page_of', { page, pages })}
      </span>
      <Button size="sm" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('common.next')} ›
      </Button>
    </nav>
  );
}
