import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from './DataTable';
import { PagedTable, type PagedQuery } from './PagedTable';
import { useActionsColumn, type RowAction } from './ReviewQueue';
import { SearchForm } from './SearchForm';
import { QueryState } from './States';

interface Row {
  id: number;
  name: string;
  waiting: boolean;
}

const rows: Row[] = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  name: `row ${i + 1}`,
  waiting: i === 0,
}));
const nameColumn: Column<Row> = { key: 'name', header: 'Name', render: (r) => r.name };

const query = (over: Partial<PagedQuery<Row>> = {}): PagedQuery<Row> => ({
  data: { data: rows, total: 120 },
  isLoading: false,
  error: null,
  refetch: vi.fn(),
  ...over,
});

describe('PagedTable', () => {
  it('shows a page of rows with the pager of the whole list, and moves a page on', () => {
    const onPage = vi.fn();
    render(<PagedTable columns={[nameColumn]} query={query()} page={1} onPage={onPage} testId="t" />);
    expect(within(screen.getByTestId('t')).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers a retry when the list failed, which asks the query again', () => {
    const q = query({ data: undefined, error: new Error('down') });
    render(<PagedTable columns={[nameColumn]} query={q} page={1} onPage={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });
});

function Queue({ canReview, onApprove }: { canReview: boolean; onApprove: (r: Row) => void }) {
  const columns: Column<Row>[] = [
    nameColumn,
    ...useActionsColumn<Row>(canReview, (r): RowAction[] | null =>
      r.waiting
        ? [{ label: 'Approve', testId: `approve-${r.id}`, positive: true, onClick: () => onApprove(r) }]
        : null,
    ),
  ];
  return <PagedTable columns={columns} query={query()} page={1} onPage={vi.fn()} />;
}

describe('useActionsColumn', () => {
  it('gives a reviewer the decisions of waiting rows only, under a screen-reader header', () => {
    const onApprove = vi.fn();
    render(<Queue canReview onApprove={onApprove} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    fireEvent.click(screen.getByTestId('approve-1'));
    expect(onApprove).toHaveBeenCalledWith(rows[0]);
  });

  it('has no decisions column for a role that cannot review', () => {
    render(<Queue canReview={false} onApprove={vi.fn()} />);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name']);
    expect(screen.queryByTestId('approve-1')).toBeNull();
  });
});

function Search({ onSearch }: { onSearch: (q: string) => void }) {
  const [q, setQ] = useState('eur');
  return (
    <>
      <SearchForm q={q} onSearch={onSearch} placeholder="Search clients" testId="search" />
      <button type="button" onClick={() => setQ('')}>
        back
      </button>
    </>
  );
}

describe('SearchForm', () => {
  it('sends the trimmed text and follows the search when it changes elsewhere', () => {
    const onSearch = vi.fn();
    render(<Search onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search clients' }) as HTMLInputElement;
    expect(box.value).toBe('eur');
    fireEvent.change(box, { target: { value: '  gbp  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('gbp');
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(box.value).toBe('');
  });
});

describe('QueryState', () => {
  const q = (over: object) => ({ data: undefined, error: null, isPending: false, refetch: vi.fn(), ...over });

  it('shows the first load, then the answer', () => {
    const { rerender } = render(<QueryState query={q({ isPending: true })}>{(d: string) => d}</QueryState>);
    expect(screen.getByRole('status')).toBeTruthy();
    rerender(<QueryState query={q({ data: 'ready' })}>{(d: string) => d}</QueryState>);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('shows a failure with no answer yet, and its retry asks again', () => {
    const query = q({ error: new Error('down') });
    render(<QueryState query={query}>{(d: string) => d}</QueryState>);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
