import type { ZPrivateSmsSchema } from '@panel/shared/students/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendBulkSms } from '../../integrations/sms/bulk-sms';
import { writeAudit } from '../../platform/audit';
import type { TenantScope } from '../../platform/tenancy';
import { PRIVATE_SMS_PURPOSE, phonesOfStudents } from './private-sms.queries';
import { studentsInScope } from './student.queries';

/**
 * A message to chosen students (or their parents) through the SMS adapter. Answers the
 * adapter's outcome, the students no phone reaches, and how many messages went out.
 */
export const sendPrivateSms = async (
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TenantScope,
  body: z.infer<typeof ZPrivateSmsSchema>,
) => {
  const { db } = app;
  const { studentIds, recipients, text } = body;
  const chosen = await studentsInScope(db, scope, studentIds);
  const phonesOf = await phonesOfStudents(db, studentIds, recipients);
  const unreachable: string[] = [];
  // One message per phone and student: siblings' shared parent hears about each child.
  const messages = chosen.flatMap((student) => {
    const phones = [...new Set(phonesOf.get(student.id) ?? [])];
    if (phones.length === 0) unreachable.push(student.name);
    return phones.map((to) => ({
      name: student.name,
      to,
      text: text.replaceAll('{ogrenci}', student.name),
    }));
  });
  const outcome = await sendBulkSms(app, request, {
    purpose: PRIVATE_SMS_PURPOSE,
    title: 'Öğrenci SMS',
    messages,
  });
  await writeAudit(db, request, {
    action: 'create',
    entity: 'student-sms',
    entityId: chosen[0]!.id,
    before: null,
    after: { studentIds, recipients, ...outcome },
  });
  return { outcome, unreachable, total: messages.length };
};
