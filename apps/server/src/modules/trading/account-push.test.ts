import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUSH_INTERVAL_MS, PushThrottle } from './account-push.js';

describe('FOREX_TRADE throttle (DESIGN §5: at most 4 pushes an account in any second)', () => {
  it('never grants a fifth push inside any 1,000 ms window, whatever the mix of order changes and cycles', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gapMs: fc.integer({ min: 0, max: 400 }),
            immediate: fc.boolean(),
            user: fc.integer({ min: 1, max: 3 }),
          }),
          {
            maxLength: 200,
          },
        ),
        (steps) => {
          let now = 0;
          const throttle = new PushThrottle(() => now);
          const granted = new Map<number, number[]>();
          for (const step of steps) {
            now += step.gapMs;
            const ok = step.immediate ? throttle.takeImmediate(step.user) : throttle.take(step.user);
            if (ok) granted.set(step.user, [...(granted.get(step.user) ?? []), now]);
          }
          for (const times of granted.values())
            for (const first of times)
              expect(times.filter((t) => t >= first && t - first < 1000).length).toBeLessThanOrEqual(4);
        },
      ),
    );
  });

  it('an order change right after a push waits; a cycle later it goes', () => {
    let now = 0;
    const throttle = new PushThrottle(() => now);
    expect(throttle.takeImmediate(7)).toBe(true);
    now += PUSH_INTERVAL_MS - 1;
    expect(throttle.takeImmediate(7)).toBe(false);
    expect(throttle.takeImmediate(8)).toBe(true);
    now += 1;
    expect(throttle.takeImmediate(7)).toBe(true);
  });
});
