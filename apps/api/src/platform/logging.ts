import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The logger's options: what a log line may carry. Logs are read by more people and kept
 * longer than the database's rows, so they never hold secrets, password hashes, tokens or
 * personal data:
 * - a request is logged by its path only (a query string carries search terms, names and
 *   e-mails), with the values of secret path parameters and anything shaped like a JWT
 *   replaced by `[gizli]` (GET auth/{token}/verify carries the access token in its path);
 * - headers are not logged at all (authorization, cookie, set-cookie);
 * - an error keeps its type, message, stack and the database's codes, never a failing
 *   query's parameters (drizzle puts them in the message) or PostgreSQL's `detail`
 *   (`Key (email)=(...) already exists`).
 */

export const REDACTED = '[gizli]';

/** Path parameters whose values are capabilities: whoever reads them can act with them. */
const SECRET_PARAMS = new Set(['token', 'code']);

const JWT = /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/;

const pathWithoutSecrets = (request: FastifyRequest): string => {
  const path = request.url.split('?')[0] ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  const secrets = new Set(
    Object.entries(params)
      .filter(([name, value]) => SECRET_PARAMS.has(name) && typeof value === 'string' && value !== '')
      .map(([, value]) => value as string),
  );
  return path
    .split('/')
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // A malformed escape is compared as it came.
      }
      return secrets.has(decoded) || JWT.test(decoded) ? REDACTED : segment;
    })
    .join('/');
};

/** Drizzle's "Failed query: …\nparams: …": the query text stays, the values go. */
const withoutParams = (text: string): string => {
  const at = text.indexOf('\nparams: ');
  if (at < 0) return text;
  const frames = text.indexOf('\n    at ', at);
  return `${text.slice(0, at)}\nparams: ${REDACTED}${frames < 0 ? '' : text.slice(frames)}`;
};

/** PostgreSQL quotes a refused value at the end of its message (`for type uuid: "…"`). */
const withoutQuotedValue = (text: string): string => text.replace(/(: )"[^"\n]*"/g, `$1"${REDACTED}"`);

const scrub = (text: string): string => withoutQuotedValue(withoutParams(text));

/** The database's codes say what failed without saying with which values. */
const SAFE_FIELDS = ['code', 'constraint', 'constraint_name', 'table', 'table_name', 'column', 'statusCode'];

type LoggedError = { type: string; message: string; stack: string; cause?: LoggedError } & Record<
  string,
  unknown
>;

export const serializeError = (error: unknown, depth = 0): LoggedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: REDACTED, stack: '' };
  const source = error as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
  };
  for (const field of SAFE_FIELDS) {
    const value = source[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
};

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: pathWithoutSecrets(request),
    remoteAddress: request.ip,
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  err: serializeError,
  error: serializeError,
};

/** Keys that are secret wherever they turn up in a logged object. */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'jwtToken',
  'refreshToken',
  'accessToken',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'citizenId',
  'phone',
  'mobilePhone',
];

/** Where log lines go: stdout by default; a test reads them from a stream of its own. */
export type LogStream = { write: (line: string) => void };

export const loggerOptions = (level: string, stream?: LogStream): FastifyServerOptions['logger'] =>
  level === 'silent' && !stream
    ? false
    : {
        level,
        serializers,
        redact: {
          paths: [
            'req.headers',
            'res.headers',
            'headers',
            ...SECRET_KEYS.flatMap((key) => (/^\w+$/.test(key) ? [key, `*.${key}`] : [`*["${key}"]`])),
          ],
          censor: REDACTED,
        },
        ...(stream ? { stream } : {}),
      };
