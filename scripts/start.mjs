// `npm start`: install what is missing, build the web app if stale, then serve API and web.
// The server migrates the database and seeds the demo data into an empty one.
import { spawn } from 'node:child_process';
import { ensureWebBuild } from './build-web.mjs';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();
ensureWebBuild();

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
