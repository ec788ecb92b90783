import { MethodType } from '@fxdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../shared/auth/useCan';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import {
  numberColumn,
  DataTable,
  tableState,
  type Column,
  type DataTableProps,
} from '../../shared/ui/DataTable';
import { editColumn } from '../../shared/ui/EditColumn';
import { FormDialog } from '../../shared/ui/FormDialog';
import { formatMoney, formatNumber } from '../../shared/ui/format';
import { Card } from '../../shared/ui/Page';
import { toast } from '../../shared/ui/toast';
import {
  fetchReference,
  fundsKeys,
  saveChannel,
  type ChannelFields,
  type CurrencyPatch,
  type WireFields,
  saveWire,
  updateCurrency,
  type BankWire,
  type ChargeChannel,
  type FundCurrency,
} from './funds.api';
import { channelFields, currencyFields, wireFields } from './reference-fields';

type Editing =
  | { kind: 'currency'; row: FundCurrency }
  | { kind: 'channel'; row: ChargeChannel | null }
  | { kind: 'wire'; row: BankWire | null };

function OnOff({ on }: { on: number }) {
  const { t } = useTranslation();
  return <Badge tone={on ? 'success' : 'muted'}>{on ? t('common.on') : t('common.off')}</Badge>;
}

/** A wire's bank or payee: the name, and under it the address or account (`mono`: a number). */
function WithDetail({ name, detail, mono }: { name: string; detail: string; mono?: boolean }) {
  return (
    <div>
      {name}
      <div className={mono ? 'mono small muted' : 'muted small'}>{detail}</div>
    </div>
  );
}

/** One reference list in its card: the table and, where one may add to it, the add button. */
function ReferenceCard<T extends { id: number }>({
  title,
  add,
  table,
}: {
  title: string;
  add?: { label: string; onClick: () => void } | false;
  table: Omit<DataTableProps<T>, 'rowKey'>;
}) {
  return (
    <Card
      title={title}
      className="card-flush"
      actions={
        add && (
          <Button size="sm" onClick={add.onClick}>
            + {add.label}
          </Button>
        )
      }
    >
      <DataTable {...table} rowKey={(r) => r.id} />
    </Card>
  );
}

/** Withdraw currencies (usd_price, draw_rate, fee_type), coin channels and bank wires. */
export function ReferencePage() {
  const { t } = useTranslation();
  const canEdit = useCan('funds.reference');
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: fundsKeys.reference, queryFn: fetchReference });
  const [editing, setEditing] = useState<Editing | null>(null);
  const edit = (value: Editing) => (canEdit ? setEditing(value) : undefined);

  async function saved(promise: Promise<unknown>) {
    await promise;
    toast.success(t('common.saved'));
    await queryClient.invalidateQueries({ queryKey: fundsKeys.reference });
  }

  const editable = <T,>(make: (row: T) => Editing): Column<T>[] =>
    editColumn<T>(canEdit, t, (row) => edit(make(row)), { width: 60, variant: 'ghost' });

  const currencyColumns: Column<FundCurrency>[] = [
    { key: 'code', header: t('reference.currency'), render: (r) => <strong>{r.code}</strong> },
    { key: 'protocol', header: t('reference.protocol'), render: (r) => r.protocol || '—' },
    {
      key: 'type',
      header: t('funds.type'),
      render: (r) =>
        t(`funds.withdraw_type.${r.type === MethodType.BANK ? MethodType.BANK : MethodType.COIN}`),
    },
    numberColumn('usdPrice', t('reference.usd_price'), (r) => r.usdPrice, 8),
    {
      key: 'feeType',
      header: t('reference.fee_type'),
      render: (r) => t(r.feeType === 1 ? 'reference.fee_type_1' : 'reference.fee_type_2'),
    },
    {
      key: 'fee',
      header: t('reference.fee'),
      numeric: true,
      render: (r) =>
        r.feeType === 1 ? `${formatMoney(r.feeValue)} USD` : `${formatNumber(Number(r.drawRate) * 100, 6)}%`,
    },
    numberColumn('drawRate', t('reference.draw_rate'), (r) => r.drawRate, 8),
    {
      key: 'limits',
      header: t('reference.limits'),
      numeric: true,
      render: (r) => `${formatMoney(r.minAmount, 0)} – ${formatMoney(r.maxAmount, 0)}`,
    },
    { key: 'enabled', header: t('common.enabled'), render: (r) => <OnOff on={r.enabled} /> },
    ...editable<FundCurrency>((row) => ({ kind: 'currency', row })),
  ];
  const channelColumns: Column<ChargeChannel>[] = [
    { key: 'currency', header: t('reference.currency'), render: (r) => <strong>{r.currencyCode}</strong> },
    { key: 'protocol', header: t('reference.protocol'), render: (r) => r.protocolCode },
    {
      key: 'address',
      header: t('reference.address'),
      render: (r) => <code className="wrap">{r.address}</code>,
    },
    { key: 'enabled', header: t('common.enabled'), render: (r) => <OnOff on={r.enabled} /> },
    ...editable<ChargeChannel>((row) => ({ kind: 'channel', row })),
  ];
  const wireColumns: Column<BankWire>[] = [
    { key: 'currency', header: t('reference.currency'), render: (r) => <strong>{r.currencyCode}</strong> },
    {
      key: 'bank',
      header: t('reference.bank_name'),
      render: (r) => <WithDetail name={r.bankName} detail={r.bankAddress} />,
    },
    {
      key: 'swift',
      header: t('reference.swift'),
      render: (r) => <span className="mono">{r.bankSwift}</span>,
    },
    {
      key: 'payee',
      header: t('reference.payee_name'),
      render: (r) => <WithDetail name={r.payeeName} detail={r.payeeAccount} mono />,
    },
    { key: 'remark', header: t('reference.bank_remark'), render: (r) => r.bankRemark || '—' },
    { key: 'enabled', header: t('common.enabled'), render: (r) => <OnOff on={r.enabled} /> },
    ...editable<BankWire>((row) => ({ kind: 'wire', row })),
  ];

  // The lists a row is added to (switched on) or edited in, each with its own fields and route.
  const lists = {
    channel: {
      add: t('reference.add_channel'),
      edit: t('reference.edit_channel'),
      fields: channelFields(t),
      save: (id: number | null, values: Record<string, unknown>) => saveChannel(id, values as ChannelFields),
    },
    wire: {
      add: t('reference.add_wire'),
      edit: t('reference.edit_wire'),
      fields: wireFields(t),
      save: (id: number | null, values: Record<string, unknown>) => saveWire(id, values as WireFields),
    },
  };

  const data = query.data;
  const common = tableState(query);
  return (
    <div className="stack">
      <ReferenceCard
        title={t('reference.currencies')}
        table={{ columns: currencyColumns, rows: data?.currencies, testId: 'currencies-table', ...common }}
      />
      <ReferenceCard
        title={t('reference.channels')}
        add={
          canEdit && {
            label: lists.channel.add,
            onClick: () => edit({ kind: 'channel', row: null }),
          }
        }
        table={{ columns: channelColumns, rows: data?.channels, testId: 'channels-table', ...common }}
      />
      <ReferenceCard
        title={t('reference.wires')}
        add={canEdit && { label: lists.wire.add, onClick: () => edit({ kind: 'wire', row: null }) }}
        table={{ columns: wireColumns, rows: data?.wires, testId: 'wires-table', ...common }}
      />

      {editing?.kind === 'currency' && (
        <FormDialog
          title={`${t('reference.edit_currency')} · ${editing.row.code}${editing.row.protocol ? ` ${editing.row.protocol}` : ''}`}
          fields={currencyFields(t)}
          initial={editing.row as unknown as Record<string, unknown>}
          onSubmit={(values) => saved(updateCurrency(editing.row.id, values as CurrencyPatch))}
          onClose={() => setEditing(null)}
        />
      )}
      {editing && editing.kind !== 'currency' && (
        <FormDialog
          title={editing.row ? lists[editing.kind].edit : lists[editing.kind].add}
          fields={lists[editing.kind].fields}
          initial={editing.row ? (editing.row as unknown as Record<string, unknown>) : undefined}
          defaults={{ enabled: 1 }}
          onSubmit={(values) => saved(lists[editing.kind].save(editing.row?.id ?? null, values))}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
