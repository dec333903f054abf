import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DbHandle, openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo-seed';
import type { EInvoiceIntegrator } from '../integrations/einvoice/einvoice-integrator';
import type { MailSender } from '../integrations/mail/mail';
import type { SmsProvider } from '../integrations/sms/sms';
import type { LogStream } from '../platform/logging';

export type TestApp = { app: FastifyInstance; handle: DbHandle; config: Config; close: () => Promise<void> };

type Options = {
  seed?: boolean;
  env?: Record<string, string>;
  mail?: MailSender;
  sms?: SmsProvider;
  einvoice?: EInvoiceIntegrator;
  logStream?: LogStream;
};

const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A fresh database per call: in-memory PGlite, or a throwaway database on the server at
 * TEST_DATABASE_URL (dropped again on close), migrated and optionally seeded.
 */
export const createTestApp = async (options: Options = {}): Promise<TestApp> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: Config['database'] = { kind: 'pglite', dataDir: null };
  if (serverUrl) {
    const name = `panel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    database = { kind: 'postgres', url: withDatabase(serverUrl, name) };
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }),
    database,
    webDist: '/nonexistent',
  };
  const handle = await openDatabase(config.database);
  await runMigrations(handle);
  if (options.seed !== false) await seedDemoIfEmpty(handle.db);
  const app = await buildApp({
    config,
    db: handle.db,
    ...(options.mail ? { mail: options.mail } : {}),
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.einvoice ? { einvoice: options.einvoice } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      await handle.close();
      if (dropDatabase) await dropDatabase();
    },
  };
};
