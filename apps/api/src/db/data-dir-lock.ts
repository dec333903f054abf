import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/**
 * An exclusive lock on the embedded database's folder. PGlite has no lock of its own: two
 * servers on one folder both acknowledge writes and one of them is lost on reopening.
 *
 * The lock is a file beside the folder naming its owner (pid, host, the process's start
 * time). It is taken by hard-linking a fully written temporary file into place, which
 * either succeeds whole or fails because the lock exists; a half-written lock is never
 * seen. A lock whose owner process is gone (a kill -9, a power cut) is taken over at once.
 * Hand-rolled rather than proper-lockfile, whose staleness is an mtime refreshed by a
 * timer: PGlite runs on the event loop, and a long query would let a second server take a
 * live lock, while a dead owner's lock would hold the restart back for the stale period.
 */

type Owner = { pid: number; host: string; started: string | null; token: string };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly owner: Owner | null,
  ) {
    const who = owner ? `${owner.pid} @ ${owner.host}` : '?';
    const sameHost = owner?.host === os.hostname();
    super(
      [
        `Veri klasörü başka bir sunucu tarafından kullanılıyor: ${dataDir} (süreç ${who}).`,
        'Aynı gömülü veritabanını iki sunucu açamaz; önce diğer sunucuyu durdurun.',
        ...(sameHost ? [] : [`O sunucu artık çalışmıyorsa ${lockPath} dosyasını silin.`]),
        `The data folder ${dataDir} is in use by another server (process ${who}).`,
        'Two servers cannot open one embedded database; stop the other server first.',
        ...(sameHost ? [] : [`If that server is no longer running, delete ${lockPath}.`]),
      ].join('\n'),
    );
    this.name = 'DataDirLockedError';
  }
}

/** Locks held by this process: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/** The kernel's start time of a process (Linux), so that a reused pid is not taken for the owner. */
const startTimeOf = (pid: number): string | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may itself hold spaces and parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
};

const isAlive = (owner: Owner, lockPath: string): boolean => {
  // Another machine's process cannot be checked from here (a shared volume): assume it lives.
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const started = startTimeOf(owner.pid);
  return owner.started === null || started === null || started === owner.started;
};

const readOwner = (lockPath: string): { text: string; owner: Owner | null } | null => {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    return { text, owner: JSON.parse(text) as Owner };
  } catch {
    return { text, owner: null };
  }
};

const removeIfPresent = (file: string): void => {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
};

export type DataDirLock = { lockPath: string; release: () => void };

/** Takes the lock on `dataDir` or throws DataDirLockedError naming the holder. */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const lockPath = `${dataDir.replace(/[/\\]+$/, '')}.lock`;
  const owner: Owner = {
    pid: process.pid,
    host: os.hostname(),
    started: startTimeOf(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  const candidate = `${lockPath}.${owner.token}`;
  writeFileSync(candidate, JSON.stringify(owner), { flush: true });
  try {
    // A stale lock is removed and the link tried again; a few rounds cover a race with
    // another starting server, which then either holds the lock or finds ours.
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(candidate, lockPath);
        heldHere.add(lockPath);
        return {
          lockPath,
          release: () => {
            heldHere.delete(lockPath);
            // Only our own lock: never one a later owner has taken over.
            if (readOwner(lockPath)?.owner?.token === owner.token) removeIfPresent(lockPath);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readOwner(lockPath);
      if (!current) continue;
      // An unreadable lock was not written by this code (links appear whole): refuse, as for
      // a live one, rather than guess.
      if (!current.owner || isAlive(current.owner, lockPath)) {
        throw new DataDirLockedError(dataDir, lockPath, current.owner);
      }
      if (readOwner(lockPath)?.text === current.text) removeIfPresent(lockPath);
    }
    throw new DataDirLockedError(dataDir, lockPath, readOwner(lockPath)?.owner ?? null);
  } finally {
    removeIfPresent(candidate);
  }
};
