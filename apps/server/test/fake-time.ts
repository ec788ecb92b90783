import type { Scheduler, Timer } from '../src/clock.js';
import { FAKE_CLOCK_START_MS } from './test-constants.js';

interface FakeTimer {
  due: number;
  /** Set for `every`: the period. */
  everyMs?: number;
  run: () => void;
}

/**
 * A clock the test moves by hand, with the timers of a test app built with `manualTimers`: a
 * timer runs only when `advance` passes its due time, so a test fires an engine cycle by moving
 * time instead of sleeping for it.
 */
export class FakeClock {
  private nowMs = FAKE_CLOCK_START_MS;
  private readonly timers = new Set<FakeTimer>();
  readonly now = () => new Date(this.nowMs);

  /**
   * Moves time on by `ms`, running every timer that falls due on the way, in due order and
   * with the clock at its due time. The timers' callbacks only start their work: the test
   * awaits what it expects of it (`engine.idle()`, a frame).
   */
  advance(ms: number): void {
    const end = this.nowMs + ms;
    for (let next = this.nextDue(end); next; next = this.nextDue(end)) {
      this.nowMs = Math.max(this.nowMs, next.due);
      if (next.everyMs === undefined) this.timers.delete(next);
      else next.due += next.everyMs;
      next.run();
    }
    this.nowMs = end;
  }

  /** Timers started and not cancelled (a test can check an engine stopped its cycle). */
  pendingTimers(): number {
    return this.timers.size;
  }

  /** The Scheduler of a `manualTimers` app: its timers count in this clock's time. */
  readonly scheduler: Scheduler = {
    every: (ms, run) => this.start({ due: this.nowMs + Math.max(1, ms), everyMs: Math.max(1, ms), run }),
    after: (ms, run) => this.start({ due: this.nowMs + Math.max(0, ms), run }),
    // A turn of the event loop, not time: it runs on the next turn, as the system scheduler's does.
    soon: (run) => void setImmediate(run),
    nowMs: () => this.nowMs,
  };

  private start(timer: FakeTimer): Timer {
    this.timers.add(timer);
    return { cancel: () => this.timers.delete(timer) };
  }

  private nextDue(end: number): FakeTimer | undefined {
    let next: FakeTimer | undefined;
    for (const timer of this.timers) if (timer.due <= end && (!next || timer.due < next.due)) next = timer;
    return next;
  }
}
