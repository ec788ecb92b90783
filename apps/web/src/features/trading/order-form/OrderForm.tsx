import { OrderSide } from '@fxdesk/contract';
import type { ForexItem } from '@fxdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation, type MessageKey } from '../../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useBasicInfo } from '../../../shared/api/queries';
import { useLang } from '../../../shared/i18n';
import { STORAGE_KEYS, storage } from '../../../shared/lib/storage';
import { useMarketOpen, useQuote, useQuotesStore } from '../../../shared/market/quotes.store';
import { loginPath } from '../../../shared/routes/paths';
import { useIsLoggedIn, useSession } from '../../../shared/session/session.store';
import { formatMoney, formatNumber } from '../../../shared/ui/figures';
import { FieldError, invalidProps } from '../../../shared/ui/TextField';
import { toast } from '../../../shared/ui/toast';
import { useFieldError } from '../../../shared/ui/useFieldError';
import { useAccountSummary } from '../account/useAccountSummary';
import { submitOrder, tradingKeys } from '../api/trading.api';
import { LotStepper, PriceInput, StopField, Segmented } from './fields';
import {
  bidsOf,
  checkTicket,
  estimate,
  hasNoLever,
  initialTicket,
  isFixedMargin,
  submitBody,
  ticketField,
  withSide,
  type Ticket,
  type TicketField,
} from './ticket';
import { Fact } from '../../../shared/ui/Fact';

/** The two costs the ticket estimates before sending, both in USD with two decimals at least. */
const COST_KINDS = ['margin', 'fee'] as const;

const storedLeverage = (): number | null => {
  const value = Number(storage.get(STORAGE_KEYS.leverage));
  return Number.isFinite(value) && value > 0 ? value : null;
};

interface OrderFormProps {
  pair: ForexItem;
  pairs: readonly ForexItem[];
}

/**
 * The order ticket (SPEC §5): side, market or pending, lots, leverage, stop loss and take
 * profit, and live estimates computed by the same domain function the server books with.
 * A new pair starts a new ticket (the form is keyed by pair).
 */
export function OrderForm({ pair, pairs }: OrderFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const token = useSession((s) => s.token);
  const [ticket, setTicket] = useState<Ticket>(() => initialTicket(pair, storedLeverage()));
  const quote = useQuote(pair.Code);
  const quotes = useQuotesStore((s) => s.quotes);
  const basicInfo = useBasicInfo();
  const summary = useAccountSummary();
  const marketOpen = useMarketOpen(pair);
  const fixed = isFixedMargin(pair);
  const fieldError = useFieldError<TicketField>();
  const update = (patch: Partial<Ticket>) => {
    setTicket((current) => ({ ...current, ...patch }));
    fieldError.clear();
  };

  const bids = useMemo(() => bidsOf(pairs, quotes), [pairs, quotes]);
  const tradeFeeType = basicInfo.data?.trade_fee_type;
  const costs = tradeFeeType === undefined ? null : estimate({ pair, quote, ticket, tradeFeeType, bids });

  const submit = async () => {
    if (!loggedIn) {
      navigate(loginPath(`${location.pathname}${location.search}`));
      return;
    }
    const problem = checkTicket(pair, quote, ticket);
    if (problem) {
      const message = t(`order_form.${problem.key}`, problem.values);
      const field = ticketField(problem.key, ticket);
      // A problem with one field shows beside it; one with the market (no quote) as a toast.
      if (field) fieldError.show(field, message, `order-${field}`);
      else toast.error(message);
      return;
    }
    try {
      await submitOrder(submitBody(pair, ticket));
    } catch {
      return; // The API client has toasted the server's message (1301, 1304, …).
    }
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: tradingKeys.orders(token) }),
      queryClient.invalidateQueries({ queryKey: tradingKeys.detail(token) }),
    ]);
  };

  const switchEntry = (entry: Ticket['entry']) => {
    // A pending order starts from the current price, ready to be adjusted.
    const targetPrice =
      entry === 'pending' && !ticket.targetPrice && quote
        ? quote.close.toFixed(pair.PricePrecision)
        : ticket.targetPrice;
    update({ entry, targetPrice });
  };

  const buy = ticket.side === OrderSide.BUY;
  let submitLabel = t(buy ? 'order_form.submit_buy' : 'order_form.submit_sell', { pair: pair.ShowCode });
  if (!marketOpen) submitLabel = t('order_form.market_closed');
  else if (!loggedIn) submitLabel = t('order_form.login_to_trade');

  const dash = '--';
  const usdLabel = (key: MessageKey) => (
    <>
      {t(key)} <span className="fx-unit">USD</span>
    </>
  );
  return (
    <form
      className="fx-ticket"
      data-testid="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Segmented
        className="fx-ticket-sides"
        label={t('a11y.side')}
        value={ticket.side}
        onChange={(side) => {
          fieldError.clear();
          setTicket((current) => withSide(current, side));
        }}
        disabled={!marketOpen}
        options={[
          { value: 1 as const, label: t('order_form.buy'), testId: 'order-side-buy', tone: 'buy' },
          { value: 2 as const, label: t('order_form.sell'), testId: 'order-side-sell', tone: 'sell' },
        ]}
      />
      <Segmented
        className="fx-ticket-types"
        label={t('a11y.order_type')}
        value={ticket.entry}
        onChange={switchEntry}
        options={[
          { value: 'market' as const, label: t('order_form.market'), testId: 'order-type-market' },
          { value: 'pending' as const, label: t('order_form.pending'), testId: 'order-type-pending' },
        ]}
      />
      {ticket.entry === 'pending' ? (
        <label className="fx-ticket-field">
          <span className="fx-ticket-label">{t('order_form.target_price')}</span>
          <PriceInput
            id="order-target-price"
            value={ticket.targetPrice}
            onChange={(targetPrice) => update({ targetPrice })}
            placeholder={t('order_form.target_price_placeholder')}
            error={fieldError.errorOf('target-price')}
          />
        </label>
      ) : null}
      <LotStepper
        pair={pair}
        lots={ticket.lots}
        onChange={(lots) => update({ lots })}
        error={fieldError.errorOf('lots')}
      />
      <label className="fx-ticket-field">
        <span className="fx-ticket-label">{t('order_form.leverage')}</span>
        {pair.HasForexMultiple.length > 0 ? (
          <select
            className="fx-ticket-input fx-ticket-select fx-num"
            value={ticket.leverage ?? ''}
            onChange={(e) => {
              const leverage = Number(e.target.value);
              storage.set(STORAGE_KEYS.leverage, String(leverage));
              update({ leverage });
            }}
            {...invalidProps('order-leverage', fieldError.errorOf('leverage'))}
            data-testid="order-leverage"
          >
            {pair.HasForexMultiple.map((m) => (
              <option key={m.Value} value={m.Value}>
                1:{m.Value}
              </option>
            ))}
          </select>
        ) : (
          <span className="fx-ticket-static" data-testid="order-leverage">
            {fixed ? t('order_form.fixed_margin') : t('order_form.no_lever_short')}
          </span>
        )}
        <FieldError
          id="order-leverage-error"
          error={fieldError.errorOf('leverage')}
          testId="order-leverage-error"
        />
      </label>
      <StopField
        kind="sl"
        label={t('order_form.stop_loss')}
        on={ticket.stopLossOn}
        value={ticket.stopLoss}
        onToggle={(stopLossOn) => update({ stopLossOn })}
        onChange={(stopLoss) => update({ stopLoss })}
        error={fieldError.errorOf('sl')}
      />
      <StopField
        kind="tp"
        label={t('order_form.take_profit')}
        on={ticket.takeProfitOn}
        value={ticket.takeProfit}
        onToggle={(takeProfitOn) => update({ takeProfitOn })}
        onChange={(takeProfit) => update({ takeProfit })}
        error={fieldError.errorOf('tp')}
      />
      <dl className="fx-figures fx-ticket-estimates">
        {COST_KINDS.map((kind) => (
          <Fact
            key={kind}
            label={usdLabel(`order_form.estimated_${kind}`)}
            className="fx-num"
            data-testid={`order-estimate-${kind}`}
            data-value={costs?.[`${kind}Usd`] ?? ''}
          >
            {costs ? formatMoney(costs[`${kind}Usd`], lang.locale, kind, { minDecimals: 2 }) : dash}
          </Fact>
        ))}
        <Fact
          label={usdLabel('order_form.available')}
          className="fx-num"
          data-testid="order-estimate-available"
        >
          {loggedIn && summary.freeMargin !== null ? formatNumber(summary.freeMargin, lang.locale, 2) : dash}
        </Fact>
        <Fact label={t('order_form.unit_per_lot')} className="fx-num" data-testid="order-unit-per-lot">
          {formatNumber(pair.ForexContNum, lang.locale, 0)}
        </Fact>
      </dl>
      {hasNoLever(pair) ? <p className="fx-ticket-note">{t('order_form.no_lever')}</p> : null}
      <button
        type="submit"
        className={`fx-ticket-submit ${buy ? 'fx-ticket-submit--buy' : 'fx-ticket-submit--sell'}`}
        disabled={!marketOpen}
        data-testid="order-submit"
      >
        {submitLabel}
      </button>
    </form>
  );
}
