import type { FastifyPluginAsync } from 'fastify';
import { cashBookRoutes } from './cash-books/cash-book.routes';

/** The finance back office: cash books and what moves money between them. */
export const financeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(cashBookRoutes);
};
