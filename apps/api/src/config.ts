import path from 'node:path';
import { CENTRE_EXPORT_ROWS } from '@panel/shared/reports/report-centre';
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
  REPORT_RETENTION_DAYS: z.coerce.number().int().positive().default(7),
  REPORT_JOBS_PER_BUSINESS: z.coerce.number().int().positive().default(2),
  REPORT_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
  REPORT_MAX_ATTEMPTS: z.coerce.number().int().positive().default(2),
  REPORT_EXPORT_ROWS: z.coerce.number().int().positive().default(CENTRE_EXPORT_ROWS),
  SMTP_URL: z.string().optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().default(587),
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().optional(),
  SMS_PROVIDER: z.enum(['local', 'netgsm']).default('local'),
  SMS_USER: z.string().optional(),
  SMS_PASSWORD: z.string().optional(),
  SMS_HEADER: z.string().optional(),
  SMS_API_URL: z.string().optional(),
  SMS_PER_MINUTE: z.coerce.number().int().positive().default(1000),
  SMS_INLINE_MAX: z.coerce.number().int().positive().default(50),
  DB_HOLD_WARN_MS: z.coerce.number().int().nonnegative().default(200),
});

/**
 * An SMTP server for outgoing mail: `url` (smtp://user:pass@host:port, smtps:// for TLS from
 * the start) or host and port; `secure` is TLS from the start (port 465), otherwise STARTTLS
 * when the server offers it.
 */
export type SmtpConfig = {
  url: string | null;
  host: string | null;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  from: string;
};

/**
 * The SMS provider: the local one records every message as sent; NetGSM sends through its
 * REST API (`user`/`password`: the API user's, `header`: the approved sender name). `perMinute`
 * is how many messages one business may send a minute, whatever the provider.
 */
export type SmsConfig = {
  provider:
    | { kind: 'local' }
    | { kind: 'netgsm'; user: string; password: string; header: string; apiUrl: string };
  perMinute: number;
  /** A bulk send to more numbers than this goes through the job queue, with its progress. */
  inlineMax: number;
};

const smsOf = (e: z.output<typeof ZEnvSchema>): SmsConfig => {
  if (e.SMS_PROVIDER === 'local')
    return { provider: { kind: 'local' }, perMinute: e.SMS_PER_MINUTE, inlineMax: e.SMS_INLINE_MAX };
  // A provider without its credentials refuses every message: fail at start, not at the first SMS.
  if (!e.SMS_USER || !e.SMS_PASSWORD || !e.SMS_HEADER)
    throw new Error('SMS_USER, SMS_PASSWORD and SMS_HEADER are required when SMS_PROVIDER is netgsm.');
  return {
    provider: {
      kind: 'netgsm',
      user: e.SMS_USER,
      password: e.SMS_PASSWORD,
      header: e.SMS_HEADER,
      apiUrl: e.SMS_API_URL ?? 'https://api.netgsm.com.tr',
    },
    perMinute: e.SMS_PER_MINUTE,
    inlineMax: e.SMS_INLINE_MAX,
  };
};

const smtpOf = (e: z.output<typeof ZEnvSchema>): SmtpConfig | null => {
  if (!e.SMTP_URL && !e.SMTP_HOST) return null;
  // Without a sender address a server refuses every message: fail at start, not at the first mail.
  if (!e.SMTP_FROM) throw new Error('SMTP_FROM is required when SMTP_URL or SMTP_HOST is set.');
  return {
    url: e.SMTP_URL ?? null,
    host: e.SMTP_HOST ?? null,
    port: e.SMTP_PORT,
    secure: e.SMTP_SECURE,
    user: e.SMTP_USER ?? null,
    password: e.SMTP_PASSWORD ?? null,
    from: e.SMTP_FROM,
  };
};

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
  /** On the embedded database: a request that held it longer than this at once is logged (0: none). */
  dbHoldWarnMs: number;
  seedDemo: boolean;
  /**
   * The report centre (modules/reports): how long a made document is kept, how many of one
   * business's documents are made at once, how long one run may take, and how many runs a
   * document gets (a run cut short by a restart counts).
   */
  reports: {
    retentionDays: number;
    perBusiness: number;
    timeoutSeconds: number;
    maxAttempts: number;
    /** A report screen's Excel longer than this is made by the report centre. */
    exportRows: number;
  };
  /** Outgoing mail through this server; null records mail in the outbox only (the local sender). */
  smtp: SmtpConfig | null;
  sms: SmsConfig;
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
    dbHoldWarnMs: e.DB_HOLD_WARN_MS,
    seedDemo: e.SEED_DEMO,
    reports: {
      retentionDays: e.REPORT_RETENTION_DAYS,
      perBusiness: e.REPORT_JOBS_PER_BUSINESS,
      timeoutSeconds: e.REPORT_TIMEOUT_SECONDS,
      maxAttempts: e.REPORT_MAX_ATTEMPTS,
      exportRows: e.REPORT_EXPORT_ROWS,
    },
    smtp: smtpOf(e),
    sms: smsOf(e),
  };
};
