import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const root = mkdtempSync(path.join(os.tmpdir(), 'panel-lock-'));
let n = 0;
const freshDir = () => {
  const dataDir = path.join(root, `data-${++n}`, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A process that has started and ended: its pid names nobody now. */
const deadPid = () =>
  new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['-e', '0']);
    child.on('exit', () => resolve(child.pid!));
  });

const ownerFile = (dataDir: string, owner: object) => {
  writeFileSync(`${dataDir}.lock`, JSON.stringify({ started: null, token: 'theirs', ...owner }));
};

describe('the embedded database folder lock', () => {
  it('refuses a second open of the same folder with a Turkish and English message, and allows it once closed', async () => {
    const dataDir = freshDir();
    const first = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const second = openDatabase({ kind: 'pglite', dataDir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/Veri klasörü başka bir sunucu tarafından kullanılıyor/);
      await expect(second).rejects.toThrow(/is in use by another server/);
      // The refused open left the holder's lock and database as they were.
      expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8')).pid).toBe(process.pid);
      expect(await first.db.execute(sql`select 1`)).toBeTruthy();
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openDatabase({ kind: 'pglite', dataDir });
    await again.close();
  }, 120_000); // three file-backed PGlite starts

  it('takes over the lock of a process that is gone (a kill -9, a power cut)', async () => {
    const dataDir = freshDir();
    ownerFile(dataDir, { pid: await deadPid(), host: os.hostname() });
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lock.lockPath, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('refuses while the owner process lives, even when it is not a server', async () => {
    const dataDir = freshDir();
    const owner = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      ownerFile(dataDir, { pid: owner.pid, host: os.hostname() });
      expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    } finally {
      owner.kill();
    }
  });

  it('refuses a lock taken on another machine (a shared volume) and says which file to delete if it is stale', async () => {
    const dataDir = freshDir();
    ownerFile(dataDir, { pid: await deadPid(), host: 'another-machine' });
    expect(() => lockDataDir(dataDir)).toThrow(`${dataDir}.lock`);
  });
});
