import { readFileSync } from 'node:fs';

/** Resident set size of a process in bytes (`VmRSS` of /proc/<pid>/status); undefined once it is gone. */
export function rssBytes(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** CPU time (user + system, or system only) a process has used so far, in ms; undefined once it is gone. */
export function cpuTimeMs(pid: number, systemOnly = false): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may itself hold spaces: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (((systemOnly ? 0 : Number(fields[11])) + Number(fields[12])) * 1000) / USER_HZ;
  } catch {
    return undefined;
  }
}

/** Limits on open files of this process (children inherit them; a shell may raise soft to hard). */
export function openFilesLimits(): { soft: number; hard: number } {
  const match = /^Max open files\s+(\d+|unlimited)\s+(\d+|unlimited)/m.exec(
    readFileSync('/proc/self/limits', 'utf8'),
  );
  const parse = (value: string | undefined) =>
    value === undefined || value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  return { soft: parse(match?.[1]), hard: parse(match?.[2]) };
}

/** Machine-wide CPU counters (all cores) from /proc/stat, in USER_HZ ticks. */
export interface MachineCpu {
  busy: number;
  total: number;
}

export function machineCpu(): MachineCpu {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
  return { busy: total - idle, total };
}

/** Busy share of the whole machine between two samples, in % of one core (2 cores busy = 200 %). */
export function machineBusyPercent(before: MachineCpu, after: MachineCpu, cores: number): number {
  const total = after.total - before.total;
  return total > 0 ? ((after.busy - before.busy) / total) * 100 * cores : 0;
}
