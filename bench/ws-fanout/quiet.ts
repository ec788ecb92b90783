import { cpus } from 'node:os';
import { sleep } from './children.js';
import { machineBusyPercent, machineCpu } from './proc.js';

/** Other work on the machine below this (in % of one core) counts as quiet. */
const QUIET_BUSY_PERCENT = 25;
/** Seconds in a row the machine must be quiet: one quiet second often sits between two test files. */
const QUIET_SECONDS = 3;

/**
 * Waits, at most `maxWaitS`, until the machine has been quiet for 3 seconds: on a shared 2-core machine a
 * test run in another process would otherwise be measured as fan-out latency. Returns the busy
 * share seen last, so the report can say how loaded the machine was.
 */
export async function waitForQuiet(maxWaitS: number): Promise<number> {
  const deadlineMs = Date.now() + maxWaitS * 1000;
  const cores = cpus().length;
  let warned = false;
  let quietSeconds = 0;
  for (;;) {
    const before = machineCpu();
    await sleep(1000);
    const busy = machineBusyPercent(before, machineCpu(), cores);
    quietSeconds = busy < QUIET_BUSY_PERCENT ? quietSeconds + 1 : 0;
    if (quietSeconds >= QUIET_SECONDS || Date.now() >= deadlineMs) {
      if (busy >= QUIET_BUSY_PERCENT)
        console.warn(`  machine still ${Math.round(busy)} % busy with other work; measuring anyway`);
      return busy;
    }
    if (!warned && busy >= QUIET_BUSY_PERCENT) {
      console.log(`  machine ${Math.round(busy)} % busy with other work; waiting up to ${maxWaitS} s`);
      warned = true;
    }
  }
}
