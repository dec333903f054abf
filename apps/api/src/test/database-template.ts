import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoIfEmpty } from '../db/seed/demo-seed';

/**
 * Where each test file's fresh database is copied from: the migrated database, empty and with
 * the demo seed. Migrating and seeding took most of a test file's setup, once per file and
 * per database; a copy costs a fraction (a tar image for PGlite, CREATE DATABASE ... TEMPLATE
 * on the server).
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; empty: string; seeded: string }
  | { kind: 'postgres'; empty: string; seeded: string };

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export const withDatabase = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

export const adminQuery = async (serverUrl: string, statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const pgliteTemplates = async (): Promise<{ templates: DatabaseTemplates; teardown: () => void }> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'panel-test-db-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: null });
  const { image } = handle;
  if (!image) throw new Error('The embedded database gives no image.');
  const save = async (name: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, Buffer.from(await (await image()).arrayBuffer()));
    return file;
  };
  await runMigrations(handle);
  const empty = await save('empty.tar');
  await seedDemoIfEmpty(handle.db);
  const seeded = await save('seeded.tar');
  await handle.close();
  return {
    templates: { kind: 'pglite', empty, seeded },
    teardown: () => rmSync(dir, { recursive: true, force: true }),
  };
};

const postgresTemplates = async (
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; teardown: () => Promise<void> }> => {
  const stem = `panel_tpl_${randomBytes(4).toString('hex')}`;
  const names = { empty: `${stem}_empty`, seeded: `${stem}_seeded` };
  for (const [kind, name] of Object.entries(names)) {
    await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
    const handle = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) });
    await runMigrations(handle);
    if (kind === 'seeded') await seedDemoIfEmpty(handle.db);
    await handle.close();
  }
  return {
    templates: { kind: 'postgres', ...names },
    teardown: async () => {
      for (const name of Object.values(names))
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};

/** Vitest's global setup of the API projects: builds the templates once per run. */
export default async function setup(project: TestProject) {
  const serverUrl = project.config.env.TEST_DATABASE_URL;
  const { templates, teardown } = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return teardown;
}
