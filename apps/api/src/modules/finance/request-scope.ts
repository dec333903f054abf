import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/auth';
import { type TenantScope, tenantOf } from '../../platform/tenancy';

/** The tenant scope of a request's signed-in caller: what a finance read is limited to. */
export const requestScope = (request: FastifyRequest): TenantScope => tenantOf(requireAuth(request));
