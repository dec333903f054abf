import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type DbHandle, openDatabase } from '../db/client';
import type { EInvoiceIntegrator } from '../integrations/einvoice/einvoice-integrator';
import type { MailSender } from '../integrations/mail/mail';
import type { SmsProvider } from '../integrations/sms/sms';
import type { LogStream } from '../platform/logging';
import { signInAs } from './auth-helpers';
import { adminQuery, withDatabase } from './database-template';

export type TestApp = { app: FastifyInstance; handle: DbHandle; config: Config; close: () => Promise<void> };

type Options = {
  seed?: boolean;
  env?: Record<string, string>;
  mail?: MailSender;
  sms?: SmsProvider;
  einvoice?: EInvoiceIntegrator;
  logStream?: LogStream;
};

/** Migrating and seeding a fresh database is slow on a busy machine; no assertion is timed. */
export const SETUP_TIMEOUT_MS = 180_000;

/**
 * A fresh database per call, copied from the run's migrated template (test/database-template.ts):
 * in-memory PGlite, or a throwaway database on the server at TEST_DATABASE_URL (dropped again
 * on close), empty or with the demo seed.
 */
export const createTestApp = async (options: Options = {}): Promise<TestApp> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = inject('databaseTemplates');
  const template = options.seed === false ? templates.empty : templates.seeded;
  let dropDatabase: (() => Promise<void>) | null = null;
  let database: Config['database'] = { kind: 'pglite', dataDir: null };
  let image: Blob | undefined;
  if (serverUrl) {
    if (templates.kind !== 'postgres') throw new Error('The PostgreSQL pass needs templates on the server.');
    const name = `panel_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    database = { kind: 'postgres', url: withDatabase(serverUrl, name) };
    dropDatabase = () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    image = new Blob([readFileSync(template)]);
  }
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env }),
    database,
    webDist: '/nonexistent',
  };
  const handle = await openDatabase(config.database, image);
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

/** A test app with the tokens of the demo users a test file acts as, by the names the file gives them. */
export type SignedInApp<Name extends string> = TestApp & { token: Record<Name, string> };

/**
 * The usual start of a route test file: a fresh seeded app, opened before the file's tests with
 * `users` signed in and closed after them. A file signs in more often than the per-address limit
 * allows a browser, so the limit is raised. Call it at the top level of the file; the returned
 * object is filled by `beforeAll`, so read its fields inside tests and hooks only.
 */
export const setUpTestApp = <Name extends string = never>(
  users: Record<Name, string> = {} as Record<Name, string>,
  options: Options = {},
): SignedInApp<Name> => {
  const t = { token: {} } as SignedInApp<Name>;
  beforeAll(async () => {
    Object.assign(
      t,
      await createTestApp({ ...options, env: { AUTH_IP_ATTEMPT_LIMIT: '1000', ...options.env } }),
    );
    for (const [name, email] of Object.entries(users) as [Name, string][]) {
      t.token[name] = (await signInAs(t.app, email)).token;
    }
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => t.close());
  return t;
};
