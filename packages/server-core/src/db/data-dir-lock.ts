// Node only (files and process ids): db/index.ts, which main.ts uses, takes the lock before PGlite opens.
import { readFileSync } from 'node:fs';
import { open, readFile, rename, stat, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { format, serverMessages as m } from '../messages.ts';

/**
 * One process per PGlite data folder. PGlite is Postgres compiled to WebAssembly with no postmaster:
 * two processes on one folder each keep their own buffers, see only their own writes and overwrite
 * each other's files (issue 22 §4: 20 of 40 acknowledged rows gone after a restart). So the server
 * takes `server.lock` in the folder before opening it and refuses to start while another live
 * process holds it.
 *
 * The lock file is created with O_EXCL (atomic on local file systems) and holds who took it. A lock
 * left by a process that is gone (crash, kill -9, a container restarted) is taken over: its process id
 * is not running on this host, or it was taken in another boot, or it names this very process id (a
 * restarted container's pid 1). Two processes taking over the same stale lock at once are settled by
 * a second O_EXCL file, `server.lock.takeover`: one wins, the other refuses.
 */

export const LOCK_FILE = 'server.lock';
const TAKEOVER_FILE = `${LOCK_FILE}.takeover`;
/** Lock files this process holds: a second open in the same process is refused too (same pid, not stale). */
const held = new Set<string>();

/** A takeover file older than this was left by a process that died while taking over. */
const TAKEOVER_STALE_MS = 10_000;

interface Holder {
  pid: number;
  host: string;
  bootId: string | null;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file (only if it is still ours). */
  release(): Promise<void>;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null; // not Linux: pid and host decide
  }
}

function me(): Holder {
  return { pid: process.pid, host: hostname(), bootId: bootId(), startedAt: new Date().toISOString() };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    if (typeof h.pid !== 'number' || typeof h.host !== 'string') return null;
    return {
      pid: h.pid,
      host: h.host,
      bootId: typeof h.bootId === 'string' ? h.bootId : null,
      startedAt: String(h.startedAt ?? ''),
    };
  } catch {
    return null;
  }
}

/** Whether the holder may still be using the folder. A holder on another host cannot be checked: it counts as alive. */
function isAlive(holder: Holder, self: Holder): boolean {
  if (holder.host !== self.host) return true;
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) return false;
  if (holder.pid === self.pid) return false;
  return isRunning(holder.pid);
}

async function createExclusive(path: string, content: string): Promise<boolean> {
  try {
    const file = await open(path, 'wx');
    try {
      await file.writeFile(content);
      await file.sync();
    } finally {
      await file.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function lockedMessage(dir: string, holder: Holder | null): string {
  if (!holder) return format(m.dataDirLockedUnknown, { dir });
  return format(m.dataDirLocked, { dir, pid: holder.pid, host: holder.host, since: holder.startedAt });
}

/** Takes the data folder's lock or throws DataDirLockedError naming who holds it. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = resolve(dir, LOCK_FILE);
  const self = me();
  const content = JSON.stringify(self);
  let released = false;
  const lock: DataDirLock = {
    path,
    async release() {
      if (released) return;
      released = true;
      held.delete(path);
      const now = await readFile(path, 'utf8').catch(() => null);
      if (now === content) await unlink(path).catch(() => undefined);
    },
  };
  if (held.has(path)) {
    const ours = parseHolder((await readFile(path, 'utf8').catch(() => null)) ?? '');
    throw new DataDirLockedError(lockedMessage(dir, ours));
  }
  await take(dir, path, self, content);
  held.add(path);
  return lock;
}

/** Creates the lock file, taking over a stale one; throws DataDirLockedError when it is held. */
async function take(dir: string, path: string, self: Holder, content: string): Promise<true> {
  if (await createExclusive(path, content)) return true;

  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) {
    // Released between our attempt and the read: try once more.
    if (await createExclusive(path, content)) return true;
    throw new DataDirLockedError(lockedMessage(dir, null));
  }
  const holder = parseHolder(text);
  // An unreadable lock file may be one being written this instant: treat it as held.
  if (!holder || isAlive(holder, self)) throw new DataDirLockedError(lockedMessage(dir, holder));

  // Stale: take it over, one process at a time.
  const takeover = resolve(dir, TAKEOVER_FILE);
  const leftover = await stat(takeover).catch(() => null);
  if (leftover && Date.now() - leftover.mtimeMs > TAKEOVER_STALE_MS) await unlink(takeover).catch(() => undefined);
  if (!(await createExclusive(takeover, content))) throw new DataDirLockedError(lockedMessage(dir, holder));
  try {
    // Still the same stale lock? (Another process may have taken it over and released the takeover.)
    if ((await readFile(path, 'utf8').catch(() => null)) !== text)
      throw new DataDirLockedError(lockedMessage(dir, holder));
    const aside = `${path}.stale-${process.pid}`;
    await rename(path, aside);
    await unlink(aside).catch(() => undefined);
    if (!(await createExclusive(path, content))) throw new DataDirLockedError(lockedMessage(dir, null));
    return true;
  } finally {
    await unlink(takeover).catch(() => undefined);
  }
}
