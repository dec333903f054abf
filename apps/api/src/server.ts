import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { type DbHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { publicUrlWarning } from './platform/public-url';

/**
 * The exit code for "starting again would not help" (the data folder is another server's,
 * the configuration is invalid): scripts/supervisor.mjs does not restart after it.
 */
const EXIT_REFUSED = 78;
/** How long requests in flight may take to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 25_000;

let app: FastifyInstance | null = null;
let handle: DbHandle | null = null;
let serving = false;
let stopSignal: NodeJS.Signals | null = null;
let stopping: Promise<void> | null = null;

/** Stops accepting, lets requests in flight finish, then closes the database cleanly. */
const stop = (): Promise<void> => {
  stopping ??= (async () => {
    app?.log.info(`${stopSignal}: closing`);
    setTimeout(() => {
      console.error('Sunucu zamanında kapanamadı; çıkılıyor. / Shutdown timed out; exiting.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app?.close();
    await handle?.close();
    process.exit(0);
  })();
  return stopping;
};

// Registered before the database opens: a stop asked for during start-up waits for the
// migrations to finish instead of cutting them off. A repeated signal (Ctrl-C reaches the
// supervisor and the server alike) changes nothing.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopSignal ??= signal;
    if (serving) void stop();
  });
}

const refuse = (message: string): never => {
  console.error(message);
  return process.exit(EXIT_REFUSED);
};

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuse(`Yapılandırma geçersiz. / Invalid configuration.\n${(error as Error).message}`);
  }
})();
const database = await openDatabase(config.database).catch((error: unknown) =>
  error instanceof DataDirLockedError ? refuse(error.message) : Promise.reject(error),
);
handle = database;
await runMigrations(database);
if (config.seedDemo) await seedDemoIfEmpty(database.db);
app = await buildApp({ config, db: database.db });
const publicUrlProblem = publicUrlWarning(process.env);
if (publicUrlProblem) app.log.warn(publicUrlProblem);

if (stopSignal) await stop();
await app.listen({ port: config.port, host: config.host });
serving = true;
if (stopSignal) await stop();
app.log.info(`Panel: http://localhost:${config.port} (${database.kind})`);
// Tells the supervisor the server is up, so that its restart delay starts over.
process.send?.({ ready: true });
