import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { EURUSD } from '../../test/fixtures';
import { manualFrames } from '../lib/frame';
import { socket } from '../socket';
import { startQuoteFeed } from './quote-feed';
import { seedQuotes, useQuotesStore } from './quotes.store';

const q = (close: number, time: number) => ({
  close,
  change: 0.1,
  open: 1,
  high: 2,
  low: 0.5,
  bid: close,
  ask: close + 0.0001,
  volume: 5,
  time,
});

describe('quote feed (DESIGN §8 DAY_MARKET_BATCH, STYLE habit 10)', () => {
  let stop: () => void;
  const frames = manualFrames();

  beforeEach(() => {
    stop = startQuoteFeed(socket, frames);
    socket.start();
    FakeSocket.latest().open();
  });
  afterEach(() => stop());

  it('subscribes to the conflated batch topic', () => {
    expect(FakeSocket.latest().messages()).toContainEqual({ type: 'sub', params: ['DAY_MARKET_BATCH'] });
  });

  it('applies batches once per animation frame, newest quote per symbol', () => {
    const server = FakeSocket.latest();
    server.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation: q(1.1, 1) }] });
    server.receive({
      type: 'DAY_MARKET_BATCH',
      data: [
        { symbol: 'EURUSD', quotation: q(1.2, 2) },
        { symbol: 'GBPUSD', quotation: q(1.3, 2) },
      ],
    });
    expect(useQuotesStore.getState().quotes).toEqual({});
    expect(frames.pending()).toBe(1);
    frames.flush();
    const quotes = useQuotesStore.getState().quotes;
    expect(quotes.EURUSD?.close).toBe(1.2);
    expect(quotes.GBPUSD?.close).toBe(1.3);
  });

  it('marks the direction of a move and bumps the flash counter', () => {
    const server = FakeSocket.latest();
    server.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation: q(1.1, 1) }] });
    frames.flush();
    server.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation: q(1.05, 2) }] });
    frames.flush();
    expect(useQuotesStore.getState().quotes.EURUSD).toMatchObject({ close: 1.05, dir: 'down', seq: 1 });
    server.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation: q(1.05, 3) }] });
    frames.flush();
    expect(useQuotesStore.getState().quotes.EURUSD).toMatchObject({ dir: 'down', seq: 1, time: 3 });
  });

  it('also takes per-symbol DAY_MARKET frames', () => {
    FakeSocket.latest().receive({ type: 'DAY_MARKET', data: { symbol: 'EURUSD', quotation: q(1.4, 9) } });
    frames.flush();
    expect(useQuotesStore.getState().quotes.EURUSD?.close).toBe(1.4);
  });

  it('ignores a quote older than the one shown, and the trade list never overrides a newer one', () => {
    const server = FakeSocket.latest();
    server.receive({
      type: 'DAY_MARKET_BATCH',
      data: [{ symbol: 'EURUSD', quotation: q(1.2, EURUSD.ForexQuotations.Time + 5) }],
    });
    frames.flush();
    server.receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD', quotation: q(1.1, 1) }] });
    frames.flush();
    seedQuotes([EURUSD]);
    expect(useQuotesStore.getState().quotes.EURUSD?.close).toBe(1.2);
  });

  it('drops malformed items', () => {
    FakeSocket.latest().receive({ type: 'DAY_MARKET_BATCH', data: [{ symbol: 'EURUSD' }, 'x', null] });
    frames.flush();
    expect(useQuotesStore.getState().quotes).toEqual({});
  });
});
