// Installs dependencies when they are missing or older than the lockfile, so `npm start`
// and `npm test` work on a fresh clone with nothing but Node.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

export const run = (cmd, args, options = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
};

export const ensureInstall = () => {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && mtime(marker) >= mtime(lock)) return;
  console.log('> Bağımlılıklar kuruluyor...');
  // Not `npm ci`: the registry here lacks some other platforms' optional binaries (Biome's
  // darwin builds), which the lockfile therefore omits and `npm ci` would refuse.
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
};
