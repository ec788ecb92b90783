import type { KlinePush } from '@fxdesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { manualFrames } from '../../../shared/lib/frame';
import { socket } from '../../../shared/socket';
import { FakeSocket } from '../../../test/fake-socket';
import { liveBar, startKlineFeed } from './kline-feed';
import { priceFormat } from './kline-series';

const frame = (Period: KlinePush['kline']['Period'], Time: number, Close: number) => ({
  type: 'KLINE.EURUSD',
  data: { kline: { Period, Time, Open: 1, High: 2, Low: 0.5, Close, Volume: 10 } },
});

describe('kline feed (SPEC §2 chart, STYLE habit 10)', () => {
  it('keeps only the bars of the period on screen', () => {
    expect(liveBar(frame('15min', 60, 1.1).data, '15min')).toMatchObject({ Time: 60, Close: 1.1 });
    expect(liveBar(frame('1min', 60, 1.1).data, '15min')).toBeNull();
  });

  it('subscribes KLINE.{code} and draws once per frame, oldest bar first, newest values', () => {
    const frames = manualFrames();
    const apply = vi.fn();
    const stop = startKlineFeed(socket, 'EURUSD', '15min', apply, frames);
    socket.start();
    const server = FakeSocket.latest();
    server.open();
    expect(server.messages()).toContainEqual({ type: 'sub', params: ['KLINE.EURUSD'] });
    server.receive(frame('15min', 900, 1.1));
    server.receive(frame('1min', 960, 9));
    server.receive(frame('15min', 1800, 1.2));
    server.receive(frame('15min', 900, 1.15));
    expect(apply).not.toHaveBeenCalled();
    frames.flush();
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ Time: 900, Close: 1.15 }),
      expect.objectContaining({ Time: 1800, Close: 1.2 }),
    ]);
    stop();
    expect(server.messages().at(-1)).toEqual({ type: 'unsub', params: ['KLINE.EURUSD'] });
  });

  it('formats prices at the pair precision, in the marks of the language', () => {
    expect(priceFormat(5, 'en')).toMatchObject({ type: 'custom', minMove: 0.00001 });
    expect(priceFormat(2, 'en')).toMatchObject({ minMove: 0.01 });
    expect(priceFormat(5, 'en').formatter(1.087814)).toBe('1.08781');
    expect(priceFormat(5, 'de').formatter(1.087815)).toBe('1,08782');
    expect(priceFormat(3, 'ru').formatter(2346.6789)).toBe('2\u00a0346,679');
  });
});
