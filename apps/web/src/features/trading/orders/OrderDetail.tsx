import { OrderStatus } from '@fxdesk/contract';
import { validateStops } from '@fxdesk/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { useIsDesktop } from '../../../shared/device/device';
import { useLang } from '../../../shared/i18n';
import { formatLots, formatMoney, formatPrice, toneOf } from '../../../shared/ui/figures';
import { formatServerTime } from '../../../shared/ui/format';
import { useFieldError } from '../../../shared/ui/useFieldError';
import { PriceInput } from '../order-form/fields';
import { cancelOrder, closeOrder, setStopPrice, type OrderView } from '../api/trading.api';
import { isBuy, isCancelled } from './order-format';
import { SideTag, useLiveOrder } from './OrderRow';
import { dialog } from '../../../shared/ui/dialog/dialog';
import { Sheet } from '../../../shared/ui/dialog/Sheet';

interface OrderDetailProps {
  order: OrderView | null;
  onClose: () => void;
  /** After a close, cancel or stop edit: the lists reload. */
  onChanged: () => void;
}

/** SPEC §2/§4 detail popup: every figure of the order, and close / edit SL-TP / cancel. */
export function OrderDetail({ order, onClose, onChanged }: OrderDetailProps) {
  const desktop = useIsDesktop();
  return (
    <Sheet
      visible={order !== null}
      onClose={onClose}
      position={desktop ? 'center' : 'bottom'}
      popupClassName={desktop ? 'fx-order-popup' : undefined}
      bodyClassName={desktop ? undefined : 'fx-order-popup fx-order-popup--sheet'}
      label={order?.ForexTradeLists.ShowCode}
    >
      {order ? <DetailBody order={order} onClose={onClose} onChanged={onChanged} /> : null}
    </Sheet>
  );
}

function DetailBody({
  order,
  onClose,
  onChanged,
}: {
  order: OrderView;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const live = useLiveOrder(order);
  const [editing, setEditing] = useState(false);
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (v: number) => (v > 0 ? formatPrice(v, precision, lang.locale) : t('orders.not_set'));
  const holding = order.Status === OrderStatus.HOLDING;
  const pending = order.Status === OrderStatus.PENDING;
  const history = order.Status === OrderStatus.HISTORY;
  const cancelled = isCancelled(order);

  const confirmThen = async (content: string, run: () => Promise<unknown>) => {
    const ok = await dialog.confirm({
      content,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await run();
      onClose();
      onChanged();
    } catch {
      // The API client has shown the server's message; the popup stays for another try.
    }
  };
  /** Close (a holding) or cancel (a pending order): red, and only once the user confirms. */
  const dangerAction = (action: 'close' | 'cancel', run: () => Promise<unknown>) => (
    <button
      type="button"
      className="fx-btn fx-btn--danger"
      onClick={() => void confirmThen(t(`orders.${action}_confirm`), run)}
      data-testid={`order-${action}`}
    >
      {t(`orders.${action}`)}
    </button>
  );

  const rows: [string, ReactNode][] = [
    [t('orders.order_no'), `#${order.Id}`],
    [t('orders.lots'), formatLots(order.Quantity, lang.locale)],
    [t('orders.multiplier'), order.Multiple > 0 ? `1:${order.Multiple}` : '--'],
    [
      pending || cancelled ? t('orders.target_price') : t('orders.open_price'),
      price(pending || cancelled ? order.Price : order.OriginPrice),
    ],
  ];
  if (holding) rows.push([t('orders.current_price'), price(live.price)]);
  if (history && !cancelled) rows.push([t('orders.close_price'), price(order.ClosePrice)]);
  rows.push(
    [t('orders.stop_loss'), price(order.TargetLossPrice)],
    [t('orders.take_profit'), price(order.TargetProfitPrice)],
    [t('orders.margin'), formatMoney(order.CautionMoney, lang.locale, 'margin', { minDecimals: 2 })],
    [t('orders.fee'), formatMoney(order.TradeFee, lang.locale, 'fee', { minDecimals: 2 })],
    [t('orders.open_time'), formatServerTime(order.CreateTimeHandler, lang.locale)],
  );
  if (history) {
    rows.push([t('orders.close_time'), formatServerTime(order.CloseTimeHandler, lang.locale)]);
    rows.push([t('orders.close_reason'), order.CloseReasonTran || '--']);
  }

  return (
    <div className="fx-order-detail" data-testid="order-detail" data-order-id={order.Id}>
      <header className="fx-order-detail-head">
        <SideTag order={order} />
        <h2 className="fx-order-detail-title" dir="ltr">
          {order.ForexTradeLists.ShowCode}
        </h2>
        <button type="button" className="fx-icon-button" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      {pending || cancelled ? null : (
        <div className={`fx-order-detail-pnl fx-order-pnl--${toneOf(live.pnl)}`}>
          <span className="fx-order-label">{t('orders.pnl')}</span>
          <span className="fx-num" data-testid="order-detail-pnl">
            {formatMoney(live.pnl, lang.locale, 'profit', { minDecimals: 2, signed: true })}
          </span>
        </div>
      )}
      <dl className="fx-order-detail-grid">
        {rows.map(([label, value]) => (
          <div key={label} className="fx-order-detail-item">
            <dt>{label}</dt>
            <dd className="fx-num">{value}</dd>
          </div>
        ))}
      </dl>
      {editing ? (
        <StopsEditor
          order={order}
          livePrice={live.price}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {holding && !editing ? (
        <div className="fx-order-actions">
          <button
            type="button"
            className="fx-btn fx-btn--ghost"
            onClick={() => setEditing(true)}
            data-testid="order-edit-stops"
          >
            {t('orders.edit_stops')}
          </button>
          {dangerAction('close', () => closeOrder(order.Id))}
        </div>
      ) : null}
      {pending ? (
        <div className="fx-order-actions">{dangerAction('cancel', () => cancelOrder(order.Id))}</div>
      ) : null}
    </div>
  );
}

interface StopsEditorProps {
  order: OrderView;
  /** The closing-side price now: the levels must be on the right side of it. */
  livePrice: number;
  onDone: () => void;
  onCancel: () => void;
}

const levelText = (v: number) => (v > 0 ? String(v) : '');

/** Edits stop loss and take profit; an empty field removes the level (sent as 0). */
function StopsEditor({ order, livePrice, onDone, onCancel }: StopsEditorProps) {
  const { t } = useTranslation();
  const [stopLoss, setStopLoss] = useState(levelText(order.TargetLossPrice));
  const [takeProfit, setTakeProfit] = useState(levelText(order.TargetProfitPrice));
  const precision = order.ForexTradeLists.PricePrecision;
  const fieldError = useFieldError<'sl' | 'tp'>();

  const save = async () => {
    const sl = stopLoss.trim() || '0';
    const tp = takeProfit.trim() || '0';
    const reference = livePrice > 0 ? livePrice.toFixed(precision) : null;
    if (reference) {
      const check = validateStops({
        side: isBuy(order) ? 1 : 2,
        referencePriceQuote: reference,
        stopLossPriceQuote: sl,
        takeProfitPriceQuote: tp,
      });
      if (!check.ok) {
        const first = check.errors[0];
        const field = first === 'stopLossWrongSide' || first === 'stopLossInvalid' ? 'sl' : 'tp';
        const message =
          first === 'stopLossWrongSide'
            ? t('order_form.sl_wrong_side')
            : first === 'takeProfitWrongSide'
              ? t('order_form.tp_wrong_side')
              : t('order_form.price_invalid');
        fieldError.show(field, message, `order-edit-${field}`);
        return;
      }
    }
    try {
      await setStopPrice(order.Id, sl, tp);
      onDone();
    } catch {
      // Shown by the API client.
    }
  };

  return (
    <div className="fx-stops-editor" data-testid="order-stops-editor">
      <LevelField
        field="sl"
        label={t('orders.stop_loss')}
        value={stopLoss}
        onChange={fieldError.edit(setStopLoss)}
        error={fieldError.errorOf('sl')}
      />
      <LevelField
        field="tp"
        label={t('orders.take_profit')}
        value={takeProfit}
        onChange={fieldError.edit(setTakeProfit)}
        error={fieldError.errorOf('tp')}
      />
      <div className="fx-order-actions">
        <button type="button" className="fx-btn fx-btn--ghost" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="fx-btn fx-btn--primary"
          onClick={() => void save()}
          data-testid="order-stops-save"
        >
          {t('orders.save')}
        </button>
      </div>
    </div>
  );
}

/** One level of the stops editor; empty reads "not set". Its test ids are order-edit-sl / -tp. */
function LevelField(props: {
  field: 'sl' | 'tp';
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  const id = `order-edit-${props.field}`;
  return (
    <label className="fx-ticket-field">
      <span className="fx-ticket-label">{props.label}</span>
      <PriceInput
        id={id}
        value={props.value}
        onChange={props.onChange}
        placeholder={t('orders.not_set')}
        error={props.error}
      />
    </label>
  );
}
