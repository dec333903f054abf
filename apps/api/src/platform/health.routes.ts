import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from '../db/readiness';
import { AppError } from './errors';

const ZHealthSchema = z.object({ status: z.literal('ok') });

const NOT_READY = {
  unreachable: 'Veritabanına ulaşılamıyor.',
  'migrations-pending': 'Veritabanı güncel değil: uygulanmamış geçişler var.',
} as const;

/**
 * Readiness for a load balancer, the supervisor's operator or the browser suite: 200 when
 * the database answers and is migrated, 503 otherwise. Public, and it tells nothing more.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: ZHealthSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const readiness = await checkReadiness(app.db);
      if (readiness !== 'ready') {
        const message = NOT_READY[readiness];
        throw new AppError(503, { title: 'Hizmet Kullanılamıyor', message, errors: [message] });
      }
      return { status: 'ok' as const };
    },
  );
};
