/**
 * Where a cold load's main-thread time goes: one load of a page of the running built server as
 * the cold-load bench does it (phone, CPU 4× slower, cold cache), with the V8 sampling profiler
 * on. Prints each busy stretch over 50 ms (≈ a long task) with the files and functions that
 * took its time, and the requests with their start times.
 *
 *   npx tsx bench/cold-load/profile.ts --url http://127.0.0.1:8080 [--path /#/trade] [--ms 9000]
 *
 * STRETCH_US=15000 lists shorter stretches too (microseconds; 50,000 by default).
 */
import { launchChromium, PROFILES } from '../../e2e/chromium.mjs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function flag(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : (process.argv[at + 1] ?? fallback);
}

const base = flag('--url', 'http://127.0.0.1:8080');
const target = `${base}${flag('--path', '/#/trade')}`;
const windowMs = Number(flag('--ms', '9000'));

const shortUrl = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';
const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');

function busyStretches(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  let t = profile.startTime;
  let stretch: { start: number; end: number; files: Map<string, number>; fns: Map<string, number> } | null =
    null;
  const print = () => {
    if (!stretch || stretch.end - stretch.start < Number(process.env.STRETCH_US ?? 50_000)) return;
    console.log(
      `${((stretch.start - profile.startTime) / 1000).toFixed(0).padStart(6)} ms +${((stretch.end - stretch.start) / 1000).toFixed(0)} ms  files: ${top(stretch.files, 5)}\n          fns: ${top(stretch.fns, 8)}`,
    );
  };
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    const node = byId.get(id);
    const name = node?.callFrame.functionName ?? '';
    if (name === '(idle)' || name === '(program)') {
      if (stretch && t - stretch.end > 4_000) {
        print();
        stretch = null;
      }
      return;
    }
    stretch ??= { start: t, end: t, files: new Map(), fns: new Map() };
    stretch.end = t;
    const file = node ? shortUrl(node.callFrame.url) : '?';
    const fn = `${name || '(anon)'}@${file}:${node?.callFrame.lineNumber}:${node?.callFrame.columnNumber}`;
    stretch.files.set(file, (stretch.files.get(file) ?? 0) + delta / 1000);
    stretch.fns.set(fn, (stretch.fns.get(fn) ?? 0) + delta / 1000);
  });
  print();
}

const browser = await launchChromium();
const context = await browser.newContext({ ...PROFILES.mobile, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
await cdp.send('Profiler.start');
await page.goto(target, { waitUntil: 'load' });
await page.waitForTimeout(windowMs);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
interface Entry {
  name: string;
  startTime: number;
  duration: number;
}
// Runs in the page (bench/ has no DOM types); no named inner functions (tsx would wrap them in
// a helper the page lacks, as page-metrics.ts says).
const timeline = await page.evaluate(() => {
  const perf = globalThis.performance as unknown as { getEntriesByType(type: string): Entry[] };
  return {
    paints: perf.getEntriesByType('paint').map((e) => `${e.name} ${e.startTime.toFixed(0)}`),
    resources: perf
      .getEntriesByType('resource')
      .map(
        (e) =>
          `${e.startTime.toFixed(0).padStart(6)} → ${(e.startTime + e.duration).toFixed(0).padStart(6)} ${e.name.replace(/^.*\//, '')}`,
      ),
  };
});
console.log(timeline.paints.join('; '));
console.log(timeline.resources.join('\n'));
busyStretches(profile);
await browser.close();
