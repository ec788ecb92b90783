import { OrderStatus } from '@fxdesk/contract';
import { useTranslation } from '../../../shared/i18n';
import { useLang } from '../../../shared/i18n';
import { PriceText } from '../../../shared/market/QuoteText';
import { useQuotesStale } from '../../../shared/socket';
import { formatLots, formatMoney, formatPrice, toneOf } from '../../../shared/ui/figures';
import { formatServerTime } from '../../../shared/ui/format';
import type { OrderTab, OrderView } from '../api/trading.api';
import { useOrderMark } from '../account/account-feed';
import { isBuy, isCancelled } from './order-format';

interface OrderRowProps {
  order: OrderView;
  tab: OrderTab;
  onOpen: (order: OrderView) => void;
  /** `order` on the order page, `position` in the desktop positions panel. */
  testIdPrefix?: string;
}

/** The live mark of an open position: the pushed one, else what the list answered. */
export function useLiveOrder(order: OrderView): { price: number; pnl: number } {
  const mark = useOrderMark(order.Id);
  if (order.Status !== OrderStatus.HOLDING || !mark)
    return { price: order.UpdatePrice, pnl: order.FactProfits };
  return { price: mark.UpdatePrice, pnl: mark.FactProfits };
}

export function SideTag({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const buy = isBuy(order);
  return (
    <span className={buy ? 'fx-side fx-side--buy' : 'fx-side fx-side--sell'}>
      {buy ? t('orders.buy') : t('orders.sell')}
    </span>
  );
}

/** One order: side, pair, lots and leverage, prices, and live P&L or why it closed. */
export function OrderRow({ order, tab, onOpen, testIdPrefix = 'order' }: OrderRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const live = useLiveOrder(order);
  const stale = useQuotesStale() && tab === 'holding';
  const precision = order.ForexTradeLists.PricePrecision;
  const price = (v: number) => formatPrice(v, precision, lang.locale);
  const tone = toneOf(live.pnl);
  // A pending order cancelled before it filled never had a close price or a P&L.
  const cancelled = tab === 'history' && isCancelled(order);

  return (
    <button
      type="button"
      className="fx-row-button fx-order-row"
      onClick={() => onOpen(order)}
      data-testid={`${testIdPrefix}-row-${order.Id}`}
    >
      <span className="fx-order-main">
        <span className="fx-order-title">
          <SideTag order={order} />
          <span className="fx-order-code" dir="ltr">
            {order.ForexTradeLists.ShowCode}
          </span>
          <span className="fx-order-lots">
            {t('orders.lots_value', { lots: formatLots(order.Quantity, lang.locale) })}
          </span>
          {order.Multiple > 0 ? <span className="fx-order-lots fx-num">1:{order.Multiple}</span> : null}
          {order.FollowId > 0 ? (
            // A copy of a followed trader's position (DESIGN §7), closed with theirs.
            <span className="fx-order-copy" data-testid={`${testIdPrefix}-copy-${order.Id}`}>
              {t('orders.copy_tag')}
            </span>
          ) : null}
        </span>
        <span className="fx-order-prices">
          {cancelled ? (
            <>
              <span>{t('orders.target_price')}</span>
              <span className="fx-num" data-testid={`${testIdPrefix}-price-${order.Id}`}>
                {price(order.Price)}
              </span>
            </>
          ) : tab === 'dealing' ? (
            <>
              <span>{t('orders.target_price')}</span>
              <span className="fx-num">{price(order.Price)}</span>
              <span className="fx-order-arrow">·</span>
              <span>{t('orders.current_price')}</span>
              <PriceText
                code={order.ForexTradeLists.Code}
                precision={precision}
                field={isBuy(order) ? 'ask' : 'bid'}
                flash={false}
              />
            </>
          ) : (
            // Open → current (or close) price: numbers read left to right in every language.
            <span className="fx-num">
              {price(order.OriginPrice)}
              <span className="fx-order-arrow" aria-hidden="true">
                {' → '}
              </span>
              {price(tab === 'history' ? order.ClosePrice : live.price)}
            </span>
          )}
        </span>
        <span className="fx-order-time">
          {tab === 'history'
            ? formatServerTime(order.CloseTimeHandler, lang.locale)
            : formatServerTime(order.CreateTimeHandler, lang.locale)}
        </span>
      </span>
      <span className="fx-order-side">
        {tab === 'dealing' ? (
          <span className="fx-order-margin fx-num">
            <span className="fx-order-label">{t('orders.margin')}</span>
            {formatMoney(order.CautionMoney, lang.locale, 'margin', { decimals: 2 })}
          </span>
        ) : cancelled ? null : (
          <span
            className={`fx-order-pnl fx-order-pnl--${tone} fx-num${stale ? ' fx-stale' : ''}`}
            data-testid={`${testIdPrefix}-pnl-${order.Id}`}
          >
            {formatMoney(live.pnl, lang.locale, 'profit', { minDecimals: 2, signed: true })}
          </span>
        )}
        {tab === 'history' && order.CloseReasonTran ? (
          <span
            className={cancelled ? 'fx-order-reason fx-order-reason--cancelled' : 'fx-order-reason'}
            data-testid={`${testIdPrefix}-reason-${order.Id}`}
          >
            {order.CloseReasonTran}
          </span>
        ) : null}
      </span>
    </button>
  );
}
