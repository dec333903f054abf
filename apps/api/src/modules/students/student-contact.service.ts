import type { TContactInput } from '@panel/shared/students/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { updateAudited } from '../../platform/crud';
import type { TenantScope } from '../../platform/tenancy';
import { listContacts } from './student.queries';
import { refreshSearchKey, replaceContacts } from './student.service';

/** The student's own contacts, replaced as a whole: the form sends every one of them. */
export const updateStudentContacts = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  studentId: string,
  body: { contacts: TContactInput[] },
) => {
  const before = await listContacts(db, scope, studentId);
  await updateAudited(
    db,
    request,
    { entity: 'student-contacts', id: studentId, before, after: body },
    async (tx) => {
      await replaceContacts(tx, scope.businessId, studentId, body.contacts);
      await refreshSearchKey(tx, studentId);
    },
  );
};
