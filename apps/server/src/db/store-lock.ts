import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../clock.js';

/**
 * The single-writer lock of the embedded database (security issue, defect 1).
 *
 * PGlite is one PostgreSQL backend inside one process: a second process opening the same
 * directory writes over the first one's WAL and loses acknowledged data. So before the
 * directory is opened, the process creates `<dataDir>/pg.lock` exclusively (`O_EXCL`) with its
 * pid, host and start time. A second process finds it, sees its holder alive and refuses with
 * a message naming that holder. A lock left behind by `kill -9` names a dead process (or, on
 * Linux, a pid reused by a process that started later): it is recovered under a short
 * exclusive recovery file, so two processes recovering at once cannot both win.
 */
export interface StoreLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

export interface LockHolder {
  pid: number;
  host: string;
  /** Process start in clock ticks since boot (Linux /proc), to tell a reused pid apart. */
  startTicks: number | null;
  startedAt: string;
  command: string;
}

export class StoreLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by another FXDesk process ` +
        `(pid ${holder.pid} on ${holder.host}, started ${holder.startedAt}: ${holder.command}). ` +
        'Only one process may open it: stop that process first, or use DATABASE_URL (PostgreSQL) to run several. ' +
        `If no such process exists, remove ${lockPath}.`,
    );
    this.name = 'StoreLockedError';
  }
}

const LOCK_FILE = 'pg.lock';
const MAX_ATTEMPTS = 5;

/** The start time of `pid` in clock ticks since boot, where /proc has it (Linux). */
function processStartTicks(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command in field 2 may hold spaces, so count after its ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== os.hostname()) return true; // cannot tell: never steal another host's lock
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: a live process of another user.
  }
  if (holder.startTicks !== null) {
    const now = processStartTicks(holder.pid);
    if (now !== null && now !== holder.startTicks) return false; // the pid was reused
  }
  return true;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      startTicks: typeof parsed.startTicks === 'number' ? parsed.startTicks : null,
      startedAt: String(parsed.startedAt ?? 'unknown'),
      command: String(parsed.command ?? 'unknown'),
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // A torn or foreign file: treat it as held by nobody we can check.
    return null;
  }
}

function me(): LockHolder {
  return {
    pid: process.pid,
    host: os.hostname(),
    startTicks: processStartTicks(process.pid),
    startedAt: systemClock().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
  };
}

/**
 * Creates `file` with our holder record, or returns false when it already exists. The record
 * is written to a private temporary file first and then hard-linked into place (atomic, fails
 * when the name exists), so nobody ever reads a half-written lock.
 */
function createExclusive(file: string, holder: LockHolder): boolean {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(temp, JSON.stringify(holder), { mode: 0o600, flush: true });
  try {
    fs.linkSync(temp, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/**
 * Removes a stale lock whose content is `stale`, under an exclusive recovery file so that of
 * two processes recovering the same stale lock only one removes it (the other retries and
 * then finds the winner's live lock).
 */
function recoverStale(lockPath: string, stale: LockHolder, holder: LockHolder): void {
  const recoveryPath = `${lockPath}.recover`;
  if (!createExclusive(recoveryPath, holder)) {
    const recovering = readHolder(recoveryPath);
    // A recoverer that died mid-recovery leaves its file: clear it for the next attempt.
    if (!recovering || !isAlive(recovering)) fs.rmSync(recoveryPath, { force: true });
    return;
  }
  try {
    const current = readHolder(lockPath);
    if (current && current.pid === stale.pid && current.startedAt === stale.startedAt) {
      fs.rmSync(lockPath, { force: true });
    } else if (!current && fs.existsSync(lockPath)) {
      fs.rmSync(lockPath, { force: true }); // unreadable leftover
    }
  } finally {
    fs.rmSync(recoveryPath, { force: true });
  }
}

/** Takes the embedded database's single-writer lock in `dataDir`, or throws StoreLockedError. */
export function acquireStoreLock(dataDir: string): StoreLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const holder = me();
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (createExclusive(lockPath, holder)) return held(lockPath, holder);
    const current = readHolder(lockPath);
    if (current && isAlive(current)) throw new StoreLockedError(lockPath, current);
    recoverStale(
      lockPath,
      current ?? { pid: -1, host: '', startTicks: null, startedAt: '', command: '' },
      holder,
    );
  }
  const current = readHolder(lockPath);
  throw new StoreLockedError(
    lockPath,
    current ?? { pid: -1, host: 'unknown', startTicks: null, startedAt: 'unknown', command: 'unknown' },
  );
}

function held(lockPath: string, holder: LockHolder): StoreLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const current = readHolder(lockPath);
    if (current && current.pid === holder.pid && current.startedAt === holder.startedAt) {
      fs.rmSync(lockPath, { force: true });
    }
  };
  process.on('exit', release);
  return { path: lockPath, release };
}
