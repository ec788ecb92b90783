/**
 * STYLE habit 10, "coalesce, don't react": socket frames arrive many times a second, the screen
 * is drawn at most once per animation frame. Values pushed between two frames are merged by key
 * (the newest wins) and handed over in one call.
 */
export interface FrameScheduler {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const animationFrames: FrameScheduler = {
  request: (callback) => requestAnimationFrame(() => callback()),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export interface FrameBatcher<K, V> {
  push(key: K, value: V): void;
  /** Drops whatever is waiting (the screen went away). */
  cancel(): void;
}

export function createFrameBatcher<K, V>(
  flush: (values: Map<K, V>) => void,
  scheduler: FrameScheduler = animationFrames,
): FrameBatcher<K, V> {
  let pending = new Map<K, V>();
  let handle: number | null = null;

  const run = () => {
    handle = null;
    const values = pending;
    pending = new Map();
    if (values.size > 0) flush(values);
  };

  return {
    push(key, value) {
      pending.set(key, value);
      if (handle === null) handle = scheduler.request(run);
    },
    cancel() {
      if (handle !== null) scheduler.cancel(handle);
      handle = null;
      pending = new Map();
    },
  };
}

/** A scheduler tests step by hand: `flush()` runs the frame. */
export function manualFrames(): FrameScheduler & { flush: () => void; pending: () => number } {
  let callbacks = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback) => {
      callbacks.set(next, callback);
      return next++;
    },
    cancel: (handle) => void callbacks.delete(handle),
    flush: () => {
      const run = callbacks;
      callbacks = new Map();
      for (const callback of run.values()) callback();
    },
    pending: () => callbacks.size,
  };
}
