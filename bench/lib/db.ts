import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../apps/api/src/db/migrate';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the benchmark database lives: the PostgreSQL at DATABASE_URL, or a file-backed PGlite. */
export type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export const targetFor = (scale: number, env: NodeJS.ProcessEnv = process.env): Target =>
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(ROOT, 'data', 'bench', `scale-${scale}`, 'pglite') };

export const describeTarget = (t: Target): string =>
  t.kind === 'postgres' ? `PostgreSQL ${t.url.replace(/\/\/[^@]*@/, '//')}` : `PGlite ${t.dataDir}`;

/** The environment the API server (and apps/api's config) needs to open the target. */
export const envFor = (t: Target): Record<string, string> =>
  t.kind === 'postgres' ? { DATABASE_URL: t.url } : { DATA_DIR: path.dirname(t.dataDir) };

/** A raw connection to the benchmark database: plain SQL and fast multi-row inserts. */
export type BenchDb = {
  kind: Target['kind'];
  query: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /** Several statements, no parameters. */
  exec: (text: string) => Promise<void>;
  /** Rows (arrays in column order) into a table: unnest arrays on PostgreSQL, COPY on PGlite. */
  insert: (table: string, columns: readonly string[], rows: unknown[][]) => Promise<void>;
  close: () => Promise<void>;
};

const columnTypes = async (query: BenchDb['query'], table: string) => {
  const rows = await query<{ column_name: string; udt_name: string }>(
    `select column_name, udt_name from information_schema.columns
     where table_schema = 'public' and table_name = $1`,
    [table],
  );
  return new Map(rows.map((r) => [r.column_name, r.udt_name]));
};

const csvField = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  const text = typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : String(v);
  return `"${text.replace(/"/g, '""')}"`;
};

export const connect = async (t: Target): Promise<BenchDb> => {
  if (t.kind === 'postgres') {
    const client = new pg.Client({ connectionString: t.url });
    await client.connect();
    const query: BenchDb['query'] = async (text, params) =>
      (await client.query(text, params as unknown[])).rows as never;
    const types = new Map<string, Map<string, string>>();
    return {
      kind: 'postgres',
      query,
      exec: async (text) => {
        await client.query(text);
      },
      insert: async (table, columns, rows) => {
        if (rows.length === 0) return;
        if (!types.has(table)) types.set(table, await columnTypes(query, table));
        const known = types.get(table)!;
        const arrays = columns.map((_, c) =>
          rows.map((r) => {
            const v = r[c];
            return v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
          }),
        );
        const casts = columns.map((c, i) => {
          const udt = known.get(c);
          if (!udt) throw new Error(`${table}.${c}: no such column`);
          return `$${i + 1}::${udt}[]`;
        });
        await client.query(
          `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) select * from unnest(${casts.join(', ')})`,
          arrays,
        );
      },
      close: () => client.end(),
    };
  }
  mkdirSync(t.dataDir, { recursive: true });
  const db = await PGlite.create(t.dataDir, { extensions: { pg_trgm } });
  return {
    kind: 'pglite',
    query: async (text, params) => (await db.query(text, params as unknown[])).rows as never,
    exec: async (text) => {
      await db.exec(text);
    },
    insert: async (table, columns, rows) => {
      if (rows.length === 0) return;
      const csv = rows.map((r) => r.map(csvField).join(',')).join('\n');
      await db.query(
        `copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from '/dev/blob' with (format csv)`,
        [],
        { blob: new Blob([csv]) },
      );
    },
    close: () => db.close(),
  };
};

/** Empties the target (only a benchmark database, or an empty one) and runs the real migrations. */
export const resetAndMigrate = async (t: Target, force: boolean): Promise<void> => {
  if (t.kind === 'pglite') {
    if (existsSync(t.dataDir)) rmSync(t.dataDir, { recursive: true, force: true });
    mkdirSync(t.dataDir, { recursive: true });
  } else {
    const db = await connect(t);
    try {
      const [row] = await db.query<{ tables: number; marked: boolean }>(
        `select (select count(*)::int from information_schema.tables where table_schema = 'public') as tables,
                exists (select 1 from information_schema.tables
                        where table_schema = 'public' and table_name = 'app_settings') as marked`,
      );
      let isBench = false;
      if (row!.marked)
        isBench =
          (await db.query(`select 1 from app_settings where key in ('bench:meta', 'bench:generating')`))
            .length > 0;
      if (row!.tables > 0 && !isBench && !force)
        throw new Error(
          'DATABASE_URL holds a database that the benchmark did not create. Point it at an empty database ' +
            '(createdb -h 127.0.0.1 -U postgres panel_bench) or pass --force to wipe it.',
        );
      await db.exec(
        'drop schema if exists drizzle cascade; drop schema public cascade; create schema public; grant all on schema public to public;',
      );
    } finally {
      await db.close();
    }
  }
  const handle = await openDatabase(
    t.kind === 'postgres' ? { kind: 'postgres', url: t.url } : { kind: 'pglite', dataDir: t.dataDir },
  );
  try {
    await runMigrations(handle);
  } finally {
    await handle.close();
  }
};

/** The benchmark metadata the generator leaves in app_settings, or null. */
export const readMeta = async <T>(t: Target): Promise<T | null> => {
  if (t.kind === 'pglite' && !existsSync(path.join(t.dataDir, 'PG_VERSION'))) return null;
  const db = await connect(t);
  try {
    const rows = await db
      .query<{ value: string }>(`select value from app_settings where key = 'bench:meta'`)
      .catch(() => []);
    return rows[0] ? (JSON.parse(rows[0].value) as T) : null;
  } finally {
    await db.close();
  }
};

/**
 * Whether every migration the database has applied is still in the folder as it was. A
 * migration rewritten since the data was generated (a branch under work) cannot be applied
 * on top of it: the data is generated again.
 */
export const migrationsMatch = async (t: Target): Promise<boolean> => {
  const folder = new Set(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.hash));
  const db = await connect(t);
  try {
    const applied = await db.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    return applied.every((m) => folder.has(m.hash));
  } catch {
    return false;
  } finally {
    await db.close();
  }
};
