import { bidLookupFrom, openCosts } from '@fxdesk/domain';
import { describe, expect, it } from 'vitest';
import { EURUSD, PAIRS, USDJPY, pair } from '../../../test/fixtures';
import {
  bidsOf,
  bookOf,
  canStepLotsDown,
  checkTicket,
  estimate,
  initialTicket,
  stepLotsDown,
  stepLotsUp,
  submitBody,
  type Ticket,
} from './ticket';

const live = { bid: 1.08761, ask: 1.08773 };
const ticket = (patch: Partial<Ticket> = {}): Ticket => ({ ...initialTicket(EURUSD, 100), ...patch });

describe('order ticket (SPEC §5, §9)', () => {
  it('estimates exactly what openCosts books for the same quote', () => {
    const bids = bidsOf(PAIRS, {});
    const got = estimate({
      pair: EURUSD,
      quote: live,
      ticket: ticket({ lots: '0.25' }),
      tradeFeeType: 2,
      bids,
    });
    const want = openCosts({
      pairCode: 'EURUSD',
      side: 1,
      entry: 'market',
      book: { bid: '1.08761', spread: '0.00012' },
      lots: '0.25',
      unitsPerLot: 100000,
      leverage: 100,
      marginModeFixed: false,
      tradeFeeType: 2,
      feeRate: 0.0005,
      bids: bidLookupFrom({}),
    });
    expect(got).toEqual(want);
    expect(got).toMatchObject({ priceQuote: '1.08773', marginUsd: '271.932500', feeUsd: '0.135967' });
  });

  it('prices a sell on the bid, a pending order on its target, fee per lot with trade_fee_type 1', () => {
    const bids = bidsOf(PAIRS, {});
    const sell = estimate({ pair: EURUSD, quote: live, ticket: ticket({ side: 2 }), tradeFeeType: 1, bids });
    expect(sell?.priceQuote).toBe('1.08761');
    expect(sell?.feeUsd).toBe('0.000005');
    const pending = estimate({
      pair: EURUSD,
      quote: live,
      ticket: ticket({ entry: 'pending', targetPrice: '1.08' }),
      tradeFeeType: 2,
      bids,
    });
    expect(pending?.priceQuote).toBe('1.08');
    expect(pending?.marginUsd).toBe('10.800000');
  });

  it('converts a JPY-quoted margin to USD with the USDJPY bid on its grid', () => {
    const quotes = { USDJPY: { bid: 151.2, ask: 151.212 } } as never;
    const got = estimate({
      pair: USDJPY,
      quote: { bid: 151.2, ask: 151.212 },
      ticket: { ...initialTicket(USDJPY, 100), lots: '1' },
      tradeFeeType: 2,
      bids: bidsOf(PAIRS, quotes),
    });
    const want = openCosts({
      pairCode: 'USDJPY',
      side: 1,
      entry: 'market',
      book: bookOf(USDJPY, { bid: 151.2, ask: 151.212 }),
      lots: '1',
      unitsPerLot: 100000,
      leverage: 100,
      marginModeFixed: false,
      tradeFeeType: 2,
      feeRate: 0.0005,
      bids: bidLookupFrom({ USDJPY: '151.200' }),
    });
    expect(got).toEqual(want);
    expect(got?.marginUsd).toBe('1000.079366');
  });

  it('gives no estimate while the ticket cannot be priced', () => {
    const bids = bidsOf(PAIRS, {});
    const base = { pair: EURUSD, quote: live, tradeFeeType: 2, bids };
    expect(estimate({ ...base, quote: undefined, ticket: ticket() })).toBeNull();
    expect(estimate({ ...base, ticket: ticket({ lots: 'abc' }) })).toBeNull();
    expect(estimate({ ...base, ticket: ticket({ entry: 'pending', targetPrice: '' }) })).toBeNull();
    expect(estimate({ ...base, ticket: ticket({ leverage: null }) })).toBeNull();
  });

  it('fixed margin needs no leverage: lots × units per lot', () => {
    const fixed = pair({ Id: 9, Code: 'EURUSD', MarginMode: 1, ForexContNum: 1000, HasForexMultiple: [] });
    const got = estimate({
      pair: fixed,
      quote: live,
      ticket: { ...initialTicket(fixed), lots: '0.5' },
      tradeFeeType: 2,
      bids: bidsOf([fixed], {}),
    });
    expect(got?.marginUsd).toBe('500.000000');
  });

  it('steps lots by Pip exactly and never below the minimum (SPEC §5 lot amount)', () => {
    expect(stepLotsUp('0.01', EURUSD)).toBe('0.02');
    expect(stepLotsUp('0.29', EURUSD)).toBe('0.30');
    expect(stepLotsDown('0.3', EURUSD)).toBe('0.29');
    expect(canStepLotsDown('0.01', EURUSD)).toBe(false);
    expect(stepLotsDown('0.01', EURUSD)).toBe('0.01');
    expect(canStepLotsDown('0.02', EURUSD)).toBe(true);
    const coarse = pair({ Id: 5, Code: 'EURUSD', ForexMinCont: 0.1, Pip: 0.01 });
    expect(canStepLotsDown('0.1', coarse)).toBe(false);
    expect(canStepLotsDown('0.11', coarse)).toBe(true);
    expect(canStepLotsDown('', EURUSD)).toBe(false);
  });

  it('sends 0 for a stop level whose toggle is off, whatever was typed (SPEC §5)', () => {
    const body = submitBody(
      EURUSD,
      ticket({ stopLoss: '1.07', stopLossOn: false, takeProfit: '1.1', takeProfitOn: true }),
    );
    expect(body).toEqual({
      type: 1,
      cont: '0.01',
      forex_id: 1,
      status: 1,
      target_price: 0,
      stop_loss_price: 0,
      target_profit_price: '1.1',
      multiple: 100,
    });
    expect(submitBody(EURUSD, ticket({ entry: 'pending', targetPrice: ' 1.05 ' }))).toMatchObject({
      status: 0,
      target_price: '1.05',
    });
  });

  it('checks the ticket before anything is sent', () => {
    const noLever = pair({ Id: 6, Code: 'EURUSD', HasForexMultiple: [], MarginMode: 2 });
    expect(checkTicket(noLever, live, initialTicket(noLever))).toEqual({ key: 'no_lever' });
    expect(checkTicket(EURUSD, live, ticket({ lots: '0.015' }))?.key).toBe('lots_invalid');
    expect(checkTicket(EURUSD, live, ticket({ lots: '0' }))?.key).toBe('lots_invalid');
    expect(checkTicket(EURUSD, live, ticket({ leverage: null }))?.key).toBe('leverage_required');
    expect(checkTicket(EURUSD, live, ticket({ entry: 'pending' }))?.key).toBe('target_required');
    expect(checkTicket(EURUSD, live, ticket({ stopLossOn: true, stopLoss: 'x' }))?.key).toBe('price_invalid');
    // A buy closes on the bid (1.08761): its stop loss must be below, its take profit above.
    expect(checkTicket(EURUSD, live, ticket({ stopLossOn: true, stopLoss: '1.09' }))?.key).toBe(
      'sl_wrong_side',
    );
    expect(checkTicket(EURUSD, live, ticket({ takeProfitOn: true, takeProfit: '1.08' }))?.key).toBe(
      'tp_wrong_side',
    );
    expect(checkTicket(EURUSD, live, ticket({ side: 2, stopLossOn: true, stopLoss: '1.08' }))?.key).toBe(
      'sl_wrong_side',
    );
    expect(
      checkTicket(
        EURUSD,
        live,
        ticket({ stopLossOn: true, stopLoss: '1.08', takeProfitOn: true, takeProfit: '1.1' }),
      ),
    ).toBeNull();
    // An untoggled level is never checked.
    expect(checkTicket(EURUSD, live, ticket({ stopLoss: '1.09' }))).toBeNull();
  });
});
