import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { ZFinanceCancelSchema } from '@panel/shared/finance/contracts';
import type { ActionKey } from '@panel/shared/permissions/keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { tenantOf } from '../../platform/tenancy';
import type { CancelRecord } from './finance-records';

type Cancelled = { id: string; cancelReason: string | null; cancelTransactionId: string | null };

/**
 * POST {path}/:id/cancel with `{ reason }` for a finance record that is cancelled by a
 * reversing transaction, not deleted. The audit keeps which transaction reversed it, so
 * the record's ledger effect can be traced from the log.
 */
export const registerCancelRoute = <R extends Cancelled>(
  app: FastifyInstance,
  spec: {
    path: string;
    permission: ActionKey;
    entity: string;
    cancel: CancelRecord<R>;
    /** For a record whose cancel posts more than one reversal (a virman's two sides). */
    auditAlso?: (row: R) => Record<string, unknown>;
    message: string;
  },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  api.post(
    `${spec.path}/:id/cancel`,
    {
      config: { permission: spec.permission },
      schema: {
        params: ZIdParamsSchema,
        body: ZFinanceCancelSchema,
        response: { 200: ZMessageAnswerSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      await db.transaction(async (tx) => {
        const row = await spec.cancel(tx, scope, auth.userId, request.params.id, request.body.reason);
        await writeAudit(tx, request, {
          action: 'cancel',
          entity: spec.entity,
          entityId: row.id,
          before: { cancelledAt: null },
          after: {
            cancelReason: row.cancelReason,
            cancelTransactionId: row.cancelTransactionId,
            ...spec.auditAlso?.(row),
          },
        });
      });
      return { message: spec.message };
    },
  );
};
