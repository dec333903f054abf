import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { seedDemoIfEmpty } from './db/seed/demo-seed';
import { publicUrlWarning } from './platform/public-url';

const config = loadConfig();
const handle = await openDatabase(config.database);
await runMigrations(handle);
if (config.seedDemo) await seedDemoIfEmpty(handle.db);
const app = await buildApp({ config, db: handle.db });
const publicUrlProblem = publicUrlWarning(process.env);
if (publicUrlProblem) app.log.warn(publicUrlProblem);

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Panel: http://localhost:${config.port} (${handle.kind})`);
