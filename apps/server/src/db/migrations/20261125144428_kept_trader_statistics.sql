-- Copy-trading statistics (DESIGN §7), kept incrementally in the transaction that changes the
-- money, so they are always exactly what the ledger and the closed positions say.
--
-- trader_days: one row per account and UTC day of its ledger. Trading entries (fees, realized
-- P&L, negative-balance resets) are the day's pnl; every other entry (deposits, withdrawals,
-- demo credits and resets, adjustments) is flow. The time-weighted return index multiplies
-- (1 + pnl ÷ (open balance + flow)) day by day, so money moved in or out is never counted as
-- profit: twr_index(d) = round(twr_index(d-1) × (base + pnl) ÷ base, 12) with base = open + flow
-- (a day with base ≤ 0 leaves the index unchanged). packages/domain `twrStep` is the same rule;
-- a property test checks the two agree. A session may set fxdesk.stats_off = 'on' to write
-- these rows itself (the demo-trader back-fill batches them).
CREATE FUNCTION fxdesk_twr_step(prev numeric, open_balance numeric, flow numeric, pnl numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN open_balance + flow <= 0 THEN prev
    ELSE round((prev * (open_balance + flow + pnl))::numeric(60, 30) / (open_balance + flow), 12) END
$$;
--> statement-breakpoint
CREATE FUNCTION trader_days_from_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE 'UTC')::date;
  trading boolean := NEW.kind IN ('fee', 'realized_pnl', 'negative_balance_reset');
  prev numeric;
  f numeric := CASE WHEN trading THEN 0 ELSE NEW.amount END;
  p numeric := CASE WHEN trading THEN NEW.amount ELSE 0 END;
BEGIN
  IF NEW.amount = 0 OR current_setting('fxdesk.stats_off', true) = 'on' THEN
    RETURN NEW;
  END IF;
  SELECT twr_index INTO prev FROM trader_days
    WHERE account_id = NEW.account_id AND day < d ORDER BY day DESC LIMIT 1;
  prev := coalesce(prev, 1);
  INSERT INTO trader_days AS t (account_id, day, open_balance, close_balance, flow, pnl, twr_index)
  VALUES (NEW.account_id, d, NEW.balance_after - NEW.amount, NEW.balance_after, f, p,
          fxdesk_twr_step(prev, NEW.balance_after - NEW.amount, f, p))
  ON CONFLICT (account_id, day) DO UPDATE SET
    close_balance = EXCLUDED.close_balance,
    flow = t.flow + EXCLUDED.flow,
    pnl = t.pnl + EXCLUDED.pnl,
    twr_index = fxdesk_twr_step(prev, t.open_balance, t.flow + EXCLUDED.flow, t.pnl + EXCLUDED.pnl);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_trader_days AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION trader_days_from_ledger();
--> statement-breakpoint
-- A position that closes (status 1 → 3 with a realized P&L; a demo reset is not a trade) counts
-- on its close day, its pair and its leverage.
CREATE FUNCTION trader_trades_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.closed_at AT TIME ZONE 'UTC')::date;
BEGIN
  IF current_setting('fxdesk.stats_off', true) = 'on' THEN
    RETURN NEW;
  END IF;
  INSERT INTO trader_trade_days AS t (account_id, day, closed_orders, wins, gross_pnl)
  VALUES (NEW.account_id, d, 1, CASE WHEN NEW.realized_pnl > 0 THEN 1 ELSE 0 END, NEW.realized_pnl)
  ON CONFLICT (account_id, day) DO UPDATE SET
    closed_orders = t.closed_orders + 1,
    wins = t.wins + EXCLUDED.wins,
    gross_pnl = t.gross_pnl + EXCLUDED.gross_pnl;
  INSERT INTO trader_pairs AS t (account_id, pair_id, closed_orders) VALUES (NEW.account_id, NEW.pair_id, 1)
  ON CONFLICT (account_id, pair_id) DO UPDATE SET closed_orders = t.closed_orders + 1;
  INSERT INTO trader_leverages AS t (account_id, leverage, closed_orders) VALUES (NEW.account_id, NEW.leverage, 1)
  ON CONFLICT (account_id, leverage) DO UPDATE SET closed_orders = t.closed_orders + 1;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_trader_trades AFTER UPDATE OF status ON orders
  FOR EACH ROW WHEN (OLD.status = 1 AND NEW.status = 3 AND NEW.realized_pnl IS NOT NULL
    AND NEW.close_reason IS DISTINCT FROM 'demo_reset')
  EXECUTE FUNCTION trader_trades_from_orders();
