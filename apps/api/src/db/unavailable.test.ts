import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../platform/errors';
import { databaseUnavailableReason } from './unavailable';

/** An error as drizzle throws it: its own message names the query, the driver's is the cause. */
const failedQuery = (cause: object) =>
  Object.assign(new Error('Failed query: insert into "students" ...\nparams: 12345678901'), { cause });

const answerTo = async (error: Error) => {
  const app = Fastify();
  registerErrorHandling(app);
  app.get('/boom', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return res;
};

describe('a database that cannot be reached', () => {
  it.each([
    [
      'a terminated backend',
      { code: '57P01', message: 'terminating connection due to administrator command' },
    ],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a client already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 in Turkish in the spec shape for %s, asking to try again', async (_, cause) => {
    const res = await answerTo(failedQuery(cause));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      title: 'Hizmet Kullanılamıyor',
      message: 'Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
      errors: ['Veritabanına şu anda ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.'],
    });
  });

  it('leaves the refusals of a reachable database and plain bugs to their own answers', async () => {
    expect((await answerTo(failedQuery({ code: '23505', constraint: 'x' }))).statusCode).toBe(400);
    expect((await answerTo(failedQuery({ code: '22003', message: 'integer out of range' }))).statusCode).toBe(
      500,
    );
  });

  it('gives a reason fit for the log: a code or the driver text, never the query or its parameters', () => {
    expect(databaseUnavailableReason(failedQuery({ code: '57P01' }))).toBe('57P01');
    expect(databaseUnavailableReason(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(
      'Connection terminated unexpectedly',
    );
    expect(databaseUnavailableReason(failedQuery({ code: '23505' }))).toBeNull();
  });
});
