import type { ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { requireAuth } from '../../platform/auth';
import { type TenantScope, tenantOf } from '../../platform/tenancy';

/**
 * POST {path} for a finance document: `record` writes it with its posting and audit row (one
 * transaction) as the caller, and the answer says what the screen shows of it.
 */
export const registerCreateRoute = <B extends z.ZodType, A extends z.ZodType, R>(
  app: FastifyInstance,
  spec: {
    path: string;
    permission: ActionKey;
    body: B;
    answer: A;
    record: (
      db: Db,
      request: FastifyRequest,
      scope: TenantScope,
      userId: string,
      input: z.output<B>,
    ) => Promise<R>;
    answerOf: (row: R) => z.output<A>;
  },
) => {
  // answerOf is checked against the answer's schema where it is written; here any answer will do.
  const answer: z.ZodType = spec.answer;
  app.withTypeProvider<ZodTypeProvider>().post(
    spec.path,
    {
      config: { permission: spec.permission },
      schema: { body: spec.body, response: { 200: answer } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const input = request.body as z.output<B>;
      return spec.answerOf(await spec.record(app.db, request, tenantOf(auth), auth.userId, input));
    },
  );
};
