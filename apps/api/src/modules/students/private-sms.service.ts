import type { ZPrivateSmsSchema } from '@panel/shared/students/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendAuditedSms } from '../../platform/audited-sms';
import type { TenantScope } from '../../platform/tenancy';
import { PRIVATE_SMS_PURPOSE, phonesOfStudents } from './private-sms.queries';
import { studentsInScope } from './student.queries';

/**
 * A message to chosen students (or their parents) through the SMS adapter, answered as the
 * student list shows it (the students no phone reaches among them).
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
  return sendAuditedSms(app, request, {
    purpose: PRIVATE_SMS_PURPOSE,
    title: 'Öğrenci SMS',
    messages,
    unreachable,
    audit: { entity: 'student-sms', entityId: chosen[0]!.id, asked: { studentIds, recipients } },
    sentText: (sent) => `${sent} SMS gönderildi.`,
  });
};
