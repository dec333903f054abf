import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

/**
 * Which sessions were live a moment ago, so that a guarded request usually costs no database
 * read: the bench's profile (four calls) paid four extra reads, a third of its throughput.
 *
 * Every change that ends sessions notifies every API process on PostgreSQL's channel below:
 * the session functions do it themselves, and triggers (migration 0033) do it for any
 * UPDATE of the columns a live session depends on, even from a path that forgot to end
 * sessions. NOTIFY is delivered when the writing transaction commits, never before, so a
 * request that read the old state cannot outlive the notice: each notice empties the cache
 * and bumps `generation`, and a read begun before a notice is not kept.
 *
 * Between an ending call in this process and its own notice coming back, this process reads
 * the database on every request: the caller's next request (the other tab after sign-out)
 * already sees the end. Another process sees it when the notice arrives (milliseconds). With
 * no working listener nothing is cached, and each request reads, as before.
 */
export const SESSION_END_CHANNEL = 'auth_sessions_ended';

/** A safety net only: an entry is read again after this even when no notice came. */
const ENTRY_TTL_MS = 60_000;
const MAX_ENTRIES = 100_000;
/** A transaction that rolled back sends no notice: its wait ends after this. */
const PENDING_MS = 10_000;

const live = new Map<string, number>();
/** Ending calls of this process whose notice has not come back yet, with their deadlines. */
const pending = new Map<string, number>();
let generation = 0;
let listeners = 0;
let heardWaiters: (() => void)[] = [];

const cacheUsable = (now: number): boolean => {
  if (listeners === 0) return false;
  for (const [token, deadline] of pending) if (deadline <= now) pending.delete(token);
  return pending.size === 0;
};

const heard = (payload: string): void => {
  live.clear();
  generation++;
  pending.delete(payload);
  const waiters = heardWaiters;
  heardWaiters = [];
  for (const w of waiters) w();
};

/**
 * Whether the session is live, from the cache when it may answer, else from `read`. The key
 * holds every claim the read checks. A session found ended is never cached.
 */
export const cachedSessionCheck = async (key: string, read: () => Promise<boolean>): Promise<boolean> => {
  const now = Date.now();
  if (cacheUsable(now)) {
    const at = live.get(key);
    if (at !== undefined && now - at < ENTRY_TTL_MS) return true;
  }
  const before = generation;
  const isLive = await read();
  if (isLive && before === generation && cacheUsable(Date.now())) {
    if (live.size >= MAX_ENTRIES) live.clear();
    live.set(key, now);
  }
  return isLive;
};

/**
 * Called by every function that ends sessions, inside its transaction: this process stops
 * trusting its cache now, and every process empties it when the transaction commits.
 */
export const announceSessionsEnded = async (db: Db): Promise<void> => {
  const token = randomUUID();
  live.clear();
  generation++;
  pending.set(token, Date.now() + PENDING_MS);
  await db.execute(sql`select pg_notify(${SESSION_END_CHANNEL}, ${token})`);
};

/** Resolves at the next notice this process hears: for a test that ends sessions by hand. */
export const nextSessionEndHeard = (): Promise<void> =>
  new Promise((resolve) => {
    heardWaiters.push(resolve);
  });

type Listener = { stop: () => Promise<void> };

const listenOnPglite = async (client: PGlite): Promise<Listener> => {
  const unlisten = await client.listen(SESSION_END_CHANNEL, heard);
  listeners++;
  return {
    stop: async () => {
      listeners--;
      live.clear();
      await unlisten().catch(() => {});
    },
  };
};

/** A connection of its own; when it drops, nothing is cached until it is back. */
const listenOnPostgres = async (pool: pg.Pool): Promise<Listener> => {
  let stopped = false;
  let client: pg.Client | null = null;
  let up = false;
  let retry: NodeJS.Timeout | null = null;
  const down = () => {
    if (up) listeners--;
    up = false;
    live.clear();
    generation++;
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    const lost = () => {
      if (client !== next) return;
      client = null;
      down();
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1_000).unref();
    };
    next.on('error', lost);
    next.on('end', lost);
    next.on('notification', (message) => heard(message.payload ?? ''));
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_END_CHANNEL}`);
    } catch (error) {
      lost();
      throw error;
    }
    if (stopped || client !== next) return;
    up = true;
    listeners++;
  };
  await connect().catch(() => {
    // The server answers without the cache until the listener is back.
  });
  return {
    stop: async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      down();
      await current?.end().catch(() => {});
    },
  };
};

/** Starts hearing session ends for this database; the app stops it when it closes. */
export const listenForSessionEnds = async (db: Db): Promise<Listener> => {
  // Drizzle keeps its driver on `$client`, which its generic database type does not name.
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return listenOnPglite(client);
  if (client instanceof pg.Pool) return listenOnPostgres(client);
  return { stop: async () => {} };
};
