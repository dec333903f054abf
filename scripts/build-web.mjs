// Builds the web app when its build is missing or older than any of its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './ensure-install.mjs';

const newest = (p) => {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
};

export const ensureWebBuild = () => {
  const built = path.join(root, 'apps/web/dist/index.html');
  const sources = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/shared/src',
    'package-lock.json',
  ];
  const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) return;
  console.log('> Web uygulaması derleniyor...');
  const status = run('npm', ['run', 'build', '-w', '@panel/web']);
  if (status !== 0) process.exit(status);
};
