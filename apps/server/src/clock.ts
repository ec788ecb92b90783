/** Time is injected (STYLE habit 9): tests move it forward to expire codes and sessions. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A timer a `Scheduler` started; `cancel` stops it (again is harmless). */
export interface Timer {
  cancel(): void;
}

/**
 * Timers are injected like the clock: server modules never call `setTimeout`/`setInterval`
 * themselves (ESLint refuses them outside this file, boot code included), so a test can fire an
 * engine cycle or a market-status change by advancing a manual scheduler instead of sleeping.
 */
export interface Scheduler {
  /** Runs `run` every `ms` until cancelled. */
  every(ms: number, run: () => void): Timer;
  /** Runs `run` once after `ms`, unless cancelled first. */
  after(ms: number, run: () => void): Timer;
  /**
   * Runs `run` on the next turn of the event loop: work that joins what else becomes ready in
   * this turn (a batch), not a wait for time — a manual scheduler runs it on the next turn too.
   */
  soon(run: () => void): void;
  /** Milliseconds on this scheduler's own monotonic time, for measuring intervals between its runs. */
  nowMs(): number;
}

/**
 * Real timers that never keep the process alive on their own (`unref`): shutdown closes the
 * HTTP server and the database, and the timers go with the process.
 */
export const systemScheduler: Scheduler = {
  every(ms, run) {
    const handle = setInterval(run, ms);
    handle.unref();
    return { cancel: () => clearInterval(handle) };
  },
  after(ms, run) {
    const handle = setTimeout(run, ms);
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
  soon(run) {
    setImmediate(run);
  },
  nowMs: () => performance.now(),
};
