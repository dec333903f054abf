// Runs the API server (apps/api/src/server.ts) as a child process and starts it again when it
// dies, so that one crash does not leave the school without its panel. `npm start` runs this;
// `node scripts/supervisor.mjs` runs it alone (no install, no web build).
//
// - An unexpected end (a crash, an out-of-memory kill, kill -9) is followed by a restart after
//   1 s, doubling to at most 30 s while the server keeps dying before it is up; the delay
//   starts over once a server reports that it is listening.
// - SIGINT and SIGTERM are passed on to the server, which finishes its requests in flight and
//   closes the database; the supervisor then exits with the server's code and does not restart.
// - A server that ends with code 0 stopped on purpose, and one that ends with 78 refused to
//   start (the data folder is another server's, the configuration is invalid): neither is
//   restarted, since starting again would not help.
// - The server's V8 heap is capped (HEAP_LIMIT_MB): see heapLimitMb below.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server's exit code for "do not start me again" (EXIT_REFUSED in apps/api/src/server.ts). */
const EXIT_REFUSED = 78;
const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;

/**
 * V8 grows its heap up to a limit set by the machine's memory (about 4 GB on a large one)
 * and collects late: the server's RSS was measured over 400 MB of garbage, not of live
 * data. A limit of a quarter of the machine's memory, between 256 and 512 MB, makes it
 * collect sooner while leaving room for the Excel import's peak, PGlite's own memory
 * (outside the heap) and the rest of the machine. HEAP_LIMIT_MB overrides it.
 */
export const heapLimitMb = (env = process.env) => {
  const asked = Number(env.HEAP_LIMIT_MB);
  if (Number.isInteger(asked) && asked >= 64) return asked;
  const quarter = Math.floor(os.totalmem() / 4 / 1024 / 1024);
  return Math.min(512, Math.max(256, quarter));
};

const say = (line) => console.log(`> ${line}`);

export const supervise = (env = process.env) => {
  const heap = heapLimitMb(env);
  let child = null;
  let restartTimer = null;
  let stopSignal = null;
  let failures = 0;

  const start = () => {
    restartTimer = null;
    child = spawn(
      process.execPath,
      [`--max-old-space-size=${heap}`, '--import', 'tsx', 'apps/api/src/server.ts'],
      {
        cwd: root,
        // The IPC channel carries the server's "listening" message.
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: { NODE_ENV: 'production', ...env },
      },
    );
    say(`Sunucu başlatıldı (süreç ${child.pid}, bellek sınırı ${heap} MB).`);
    child.on('message', (message) => {
      if (message?.ready) failures = 0;
    });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopSignal) process.exit(code ?? 0);
      if (code === 0 || code === EXIT_REFUSED) {
        if (code === EXIT_REFUSED) say('Sunucu başlamayı reddetti; yeniden başlatılmayacak.');
        process.exit(code);
      }
      const delay = Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** failures);
      failures++;
      say(
        `Sunucu beklenmedik biçimde durdu (${signal ?? `çıkış kodu ${code}`}); ${delay / 1000} sn sonra yeniden başlatılıyor.`,
      );
      restartTimer = setTimeout(start, delay);
    });
  };

  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopSignal) return;
      stopSignal = signal;
      if (restartTimer) clearTimeout(restartTimer);
      if (child) child.kill(signal);
      else process.exit(0);
    });
  }
  start();
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) supervise();
