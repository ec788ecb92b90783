import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: 'EURUSD' },
  { id: 2, name: 'GBPUSD' },
];
const nameColumn: Column<Row> = { key: 'name', header: 'Pair', render: (r) => r.name };

describe('DataTable headers (issue 15: a header on every column)', () => {
  it('names every column, an action column for screen readers only', () => {
    render(
      <DataTable
        columns={[
          nameColumn,
          { key: 'actions', header: 'Actions', headerHidden: true, render: () => <button>Edit</button> },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Pair', 'Actions']);
    for (const header of headers) expect(header.getAttribute('scope')).toBe('col');
    expect(within(headers[1]!).getByText('Actions').className).toBe('sr-only');
    // Each row has as many cells as there are headers.
    for (const row of screen.getAllByRole('row').slice(1))
      expect(within(row).getAllByRole('cell')).toHaveLength(headers.length);
  });

  it.each([
    ['an empty text', ''],
    ['blank space', ' '],
    ['nothing', null],
  ])('refuses a column whose header is %s', (_, header) => {
    const columns: Column<Row>[] = [nameColumn, { key: 'edit', header, render: () => null }];
    // React reports the error it rethrows; the assertion is on the throw.
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} />)).toThrow(
        'DataTable column "edit" has no header',
      );
    } finally {
      console.error = quiet;
    }
  });
});
