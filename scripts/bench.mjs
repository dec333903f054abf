// `npm run bench`: install what is missing, then the benchmark suite (bench/run.ts): bundle
// sizes, the large-institution data, the API under load and its budgets. See README "Benchmarks".
import { spawn } from 'node:child_process';
import { ensureInstall, root } from './ensure-install.mjs';

ensureInstall();

const bench = spawn(process.execPath, ['--import', 'tsx', 'bench/run.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => bench.kill(signal));
bench.on('exit', (code) => process.exit(code ?? 0));
