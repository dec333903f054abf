import type { TAccountCreate } from '@panel/shared/accounts/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { getPersonnelOrThrow } from '../personnel/personnel.queries';
import { createAccount } from './account-admin.service';
import { type Actor, assertMayGrantRole } from './account-rules';

/** A sign-in for a member of staff: their name and branch, a staff role at or below the caller's. */
export const createPersonnelAccount = async (
  db: Db,
  request: FastifyRequest,
  actor: Actor,
  scope: TenantScope,
  personnelId: string,
  input: Pick<TAccountCreate, 'email' | 'password' | 'role'>,
) => {
  const person = await getPersonnelOrThrow(db, scope, personnelId);
  if (input.role === 'Parent' || input.role === 'Student')
    throw badRequest('Personele veli veya öğrenci rolü verilemez.');
  assertMayGrantRole(actor, input.role);
  return createAccount(
    db,
    request,
    actor,
    scope.businessId,
    { ...input, firstName: person.firstName, lastName: person.lastName, branchId: person.branchId },
    { personnelId: person.id },
  );
};
