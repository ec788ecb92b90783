import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { numberColumn, DataTable, tableState, type Column } from '../../shared/ui/DataTable';
import { formatNumber } from '../../shared/ui/format';
import { editColumn } from '../../shared/ui/EditColumn';
import { PageHeader } from '../../shared/ui/Page';
import { Logo, SwitchCell, useRowSwitch } from '../../shared/ui/RowSwitch';
import { toast } from '../../shared/ui/toast';
import {
  fetchCategories,
  fetchInstruments,
  instrumentKeys,
  updateInstrument,
  type Instrument,
  type InstrumentPatch,
} from './instruments.api';
import { InstrumentDialog } from './InstrumentDialog';

/** Every pair's dealing fields, its open/closed switch and the feed controls. */
export function InstrumentsPage() {
  const { t, i18n } = useTranslation();
  const canEdit = useCan('instruments.write');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: instrumentKeys.list, queryFn: fetchInstruments });
  const categories = useQuery({
    queryKey: [...instrumentKeys.categories, i18n.language],
    queryFn: fetchCategories,
    staleTime: 10 * 60_000,
  });
  const [editing, setEditing] = useState<Instrument | null>(null);
  const switches = useRowSwitch();

  async function save(row: Instrument, patch: InstrumentPatch) {
    await updateInstrument(row.id, patch);
    toast.success(t('instruments.saved_toast', { code: row.showCode }));
    await queryClient.invalidateQueries({ queryKey: instrumentKeys.list });
  }

  const toggle = (row: Instrument, on: boolean) =>
    switches.toggle(row.id, () => save(row, { enabled: on ? 1 : 0 }));

  const categoryName = (id: number) => categories.data?.find((c) => c.Id === id)?.Name ?? `#${id}`;
  const columns: Column<Instrument>[] = [
    {
      key: 'pair',
      header: t('instruments.pair'),
      render: (r) => (
        <div className="pair">
          <Logo src={r.logo} fallback={r.code.slice(0, 3)} />
          <div>
            <strong>{r.showCode}</strong>
            <div className="muted small">{r.names[i18n.language] ?? r.names.en ?? r.code}</div>
          </div>
        </div>
      ),
    },
    { key: 'category', header: t('instruments.category'), render: (r) => categoryName(r.categoryId) },
    { key: 'precision', header: t('instruments.precision'), numeric: true, render: (r) => r.pricePrecision },
    { key: 'spread', header: t('instruments.spread'), numeric: true, render: (r) => r.spreadPoints },
    numberColumn('step', t('instruments.lot_step'), (r) => r.lotStep, 4),
    numberColumn('min', t('instruments.min_lots'), (r) => r.minLots, 4),
    numberColumn('units', t('instruments.units_per_lot'), (r) => r.unitsPerLot, 2),
    numberColumn('fee', t('instruments.fee_rate'), (r) => r.feeRate, 8),
    {
      key: 'margin',
      header: t('instruments.margin_mode'),
      render: (r) => t(r.marginMode === 1 ? 'instruments.margin_mode_1' : 'instruments.margin_mode_2'),
    },
    {
      key: 'lev',
      header: t('instruments.leverages'),
      render: (r) => <span className="small nowrap">{r.leverages.join(' · ')}</span>,
    },
    {
      key: 'feed',
      header: t('instruments.feed'),
      render: (r) => (
        <span className="small nowrap">
          σ {formatNumber(Number(r.volatility) * 100, 2)}% · {r.schedule}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('instruments.trading'),
      render: (r) => (
        <SwitchCell
          editable={canEdit}
          on={r.enabled === 1}
          busy={switches.busy}
          onChange={(on) => void toggle(r, on)}
          label={
            r.enabled
              ? t('instruments.close_pair', { code: r.showCode })
              : t('instruments.open_pair', { code: r.showCode })
          }
          state={r.enabled ? t('instruments.open') : t('instruments.closed')}
          testId={`instrument-switch-${r.code}`}
        />
      ),
    },
    ...editColumn<Instrument>(canEdit, t, setEditing, {
      variant: 'ghost',
      testId: (r) => `instrument-edit-${r.code}`,
    }),
  ];

  return (
    <>
      <PageHeader title={t('instruments.title')} subtitle={t('instruments.subtitle')} />
      <DataTable
        columns={columns}
        rows={query.data}
        rowKey={(r) => r.id}
        {...tableState(query)}
        testId="instruments-table"
        rowClassName={(r) => (r.enabled ? undefined : 'row-muted')}
      />
      {editing && (
        <InstrumentDialog
          pair={editing}
          categories={categories.data ?? []}
          onSave={(patch) => save(editing, patch)}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
