import path from 'node:path';
import { z } from 'zod';

const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(14),
  AUTH_FREE_FAILURES: z.coerce.number().int().positive().default(5),
  AUTH_FIRST_DELAY_SECONDS: z.coerce.number().int().positive().default(2),
  AUTH_IP_ATTEMPT_LIMIT: z.coerce.number().int().positive().default(60),
  AUTH_THROTTLE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  /** When absent, a secret is generated once and kept in the database (see platform/secrets). */
  jwtSecret: string | null;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * `freeFailures`: attempts one address may make at one e-mail back to back before each
   * further one waits a growing delay (never a lockout of the e-mail as a whole);
   * `firstDelaySeconds`: the first such wait, doubling with each further attempt;
   * `ipAttemptLimit`: attempts one address may make per window, whatever the e-mail.
   */
  authThrottle: {
    freeFailures: number;
    firstDelaySeconds: number;
    ipAttemptLimit: number;
    windowSeconds: number;
  };
  /** Proxies whose X-Forwarded-For is believed (IPs or CIDRs); nobody else's is. */
  trustedProxies: string[];
  webDist: string | null;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const e = ZEnvSchema.parse(env);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(e.DATA_DIR, 'pglite') },
    jwtSecret: e.JWT_SECRET ?? null,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    authThrottle: {
      freeFailures: e.AUTH_FREE_FAILURES,
      firstDelaySeconds: e.AUTH_FIRST_DELAY_SECONDS,
      ipAttemptLimit: e.AUTH_IP_ATTEMPT_LIMIT,
      windowSeconds: e.AUTH_THROTTLE_WINDOW_SECONDS,
    },
    trustedProxies: e.TRUSTED_PROXIES,
    webDist: e.WEB_DIST ?? null,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO,
  };
};
