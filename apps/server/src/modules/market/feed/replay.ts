import fs from 'node:fs';
import type { Tick } from '../market-state.js';
import type { PriceFeed } from './types.js';

interface Row {
  offsetMs: number;
  code: string;
  bid: number;
  ask: number;
  volume: number;
}

/**
 * Replays a CSV of ticks (`time,code,bid,ask[,volume]`) or of 1-minute bars
 * (`time,code,open,high,low,close[,volume]`, expanded to open → high/low → close ticks)
 * shifted to start now, looping when it runs out. `spreadOf(code)` gives the ask for bars.
 */
export class ReplayFeed implements PriceFeed {
  readonly name = 'replay';
  private readonly rows: Row[];
  private readonly spanMs: number;
  private cursor = 0;
  private loop = 0;

  constructor(
    csv: string,
    private readonly startMs: number,
    spreadOf: (code: string) => number,
  ) {
    this.rows = parseReplayCsv(csv, spreadOf);
    if (this.rows.length === 0) throw new Error('replay feed: the CSV has no rows');
    this.spanMs = (this.rows.at(-1)?.offsetMs ?? 0) + 1000;
  }

  static fromFile(path: string, startMs: number, spreadOf: (code: string) => number): ReplayFeed {
    return new ReplayFeed(fs.readFileSync(path, 'utf8'), startMs, spreadOf);
  }

  take(untilMs: number): Tick[] {
    const out: Tick[] = [];
    for (;;) {
      const row = this.rows[this.cursor];
      if (!row) break;
      const timeMs = this.startMs + this.loop * this.spanMs + row.offsetMs;
      if (timeMs > untilMs) break;
      out.push({ code: row.code, bid: row.bid, ask: row.ask, timeMs, volume: row.volume });
      if (++this.cursor === this.rows.length) {
        this.cursor = 0;
        this.loop++;
      }
    }
    return out;
  }
}

export function parseReplayCsv(csv: string, spreadOf: (code: string) => number): Row[] {
  const lines = csv
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const header = lines.shift()?.toLowerCase().split(',') ?? [];
  const isBars = header.includes('open');
  const col = (name: string) => header.indexOf(name);
  const rows: Row[] = [];
  let firstMs: number | undefined;
  for (const line of lines) {
    const cells = line.split(',');
    const cell = (name: string) => cells[col(name)] ?? '';
    const rawTime = cell('time');
    const timeMs = /^\d+$/.test(rawTime)
      ? Number(rawTime) * (rawTime.length <= 10 ? 1000 : 1)
      : Date.parse(rawTime);
    if (!Number.isFinite(timeMs)) throw new Error(`replay feed: bad time "${rawTime}"`);
    firstMs ??= timeMs;
    const code = cell('code').toUpperCase();
    const volume = Number(cell('volume') || 1);
    if (!isBars) {
      rows.push({
        offsetMs: timeMs - firstMs,
        code,
        bid: Number(cell('bid')),
        ask: Number(cell('ask')),
        volume,
      });
      continue;
    }
    const [open, high, low, close] = ['open', 'high', 'low', 'close'].map((n) => Number(cell(n))) as [
      number,
      number,
      number,
      number,
    ];
    const spread = spreadOf(code);
    const path = close >= open ? [open, low, high, close] : [open, high, low, close];
    path.forEach((bid, i) =>
      rows.push({
        offsetMs: timeMs - firstMs! + i * 15_000,
        code,
        bid,
        ask: bid + spread,
        volume: volume / 4,
      }),
    );
  }
  for (const row of rows) {
    if (!Number.isFinite(row.bid) || !Number.isFinite(row.ask) || row.bid <= 0)
      throw new Error(`replay feed: bad price for ${row.code}`);
  }
  return rows.sort((a, b) => a.offsetMs - b.offsetMs);
}
