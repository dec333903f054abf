/**
 * Whether a failure means the database could not be reached or dropped the connection
 * (a restart, `pg_terminate_backend`, a network cut, a full pool), as opposed to a
 * refusal of the query itself. Such a request failed through no fault of its caller and
 * may be retried: the error handler answers it 503.
 */

// SQLSTATE class 08 (connection exception), the server's shutdown and start-up states, and
// "too many connections".
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300)$/;
// The socket errors of node:net that a lost or refused connection raises.
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres raises these without a code; its messages have been stable across 8.x.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
];

type Failure = { code?: unknown; message?: unknown; cause?: unknown };

/**
 * The reason as a code or the driver's fixed text (safe to log: never the query or its
 * parameters, which drizzle's own message carries), or null when the database answered.
 */
export const databaseUnavailableReason = (error: unknown): string | null => {
  // Drizzle wraps the driver's error as `cause` ("Failed query: ..."); look a few levels down.
  for (let e = error as Failure | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && (UNAVAILABLE_STATES.test(e.code) || SOCKET_CODES.has(e.code))) {
      return e.code;
    }
    const message = typeof e.message === 'string' ? e.message : '';
    if (DRIVER_MESSAGES.some((m) => m.test(message))) return message;
    e = e.cause as Failure | undefined;
  }
  return null;
};
