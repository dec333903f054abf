import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { SMS_HELD_NOTICE } from '@panel/shared/communications/sms';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZPrivateSmsSchema } from '@panel/shared/students/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSms } from '../../integrations/sms/sms';
import { smsMessages } from '../../integrations/sms/sms-message.table';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { fetchPage } from '../../platform/listing';
import { tenantOf } from '../../platform/tenancy';
import { studentsInScope } from './student.service';
import { contacts, parents, studentParents } from './student.table';

const PURPOSE = 'student-private';

/** /education/student/private-sms: a message to chosen students' parents through the SMS adapter. */
export const privateSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.students.sms };

  app.post(
    '/education/student/private-sms',
    { config, schema: { body: ZPrivateSmsSchema } },
    async (request) => {
      const auth = requireAuth(request);
      const scope = tenantOf(auth);
      const { studentIds, recipients, text } = request.body;
      const chosen = await studentsInScope(db, scope, studentIds);
      const phonesOf = new Map<string, string[]>();
      if (recipients === 'Student') {
        const rows = await db
          .select({ studentId: contacts.personId, phone: contacts.value, isPrimary: contacts.isPrimary })
          .from(contacts)
          .where(
            and(
              inArray(contacts.personId, studentIds),
              eq(contacts.contactType, 'Phone'),
              eq(contacts.contactOption, 'Mobile'),
            ),
          );
        for (const r of rows.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)))
          if (!phonesOf.has(r.studentId)) phonesOf.set(r.studentId, [r.phone]);
      } else {
        const rows = await db
          .select({ studentId: studentParents.studentId, phone: parents.mobilePhone })
          .from(studentParents)
          .innerJoin(parents, eq(parents.id, studentParents.parentId))
          .where(
            and(
              inArray(studentParents.studentId, studentIds),
              recipients === 'PaymentPerson' ? eq(studentParents.isPaymentPerson, true) : undefined,
            ),
          );
        for (const r of rows)
          if (r.phone) phonesOf.set(r.studentId, [...(phonesOf.get(r.studentId) ?? []), r.phone]);
      }
      let sent = 0;
      let failed = 0;
      let held = 0;
      const unreachable: string[] = [];
      // One message per phone and student: siblings' shared parent hears about each child.
      for (const student of chosen) {
        const phones = [...new Set(phonesOf.get(student.id) ?? [])];
        if (phones.length === 0) unreachable.push(student.name);
        for (const to of phones) {
          const record = await sendSms(db, app.sms, {
            to,
            text: text.replaceAll('{ogrenci}', student.name),
            purpose: PURPOSE,
            businessId: scope.businessId,
            senderUserId: auth.userId,
            senderAccountId: auth.accountId,
          });
          if (record.status === 'Sent') sent++;
          else if (record.status === 'Failed') failed++;
          else held++;
        }
      }
      await writeAudit(db, request, {
        action: 'create',
        entity: 'student-sms',
        entityId: chosen[0]!.id,
        before: null,
        after: { studentIds, recipients, sent, failed, held },
      });
      const parts = [`${sent} SMS gönderildi.`];
      if (failed > 0) parts.push(`${failed} SMS gönderilemedi.`);
      if (held > 0) parts.push(SMS_HELD_NOTICE(held));
      if (unreachable.length > 0)
        parts.push(
          `Telefonu olmayanlar: ${unreachable.slice(0, 5).join(', ')}${unreachable.length > 5 ? '...' : ''}`,
        );
      return { sent, failed, unreachable, message: parts.join(' ') };
    },
  );

  app.get(
    '/education/student/private-sms',
    { config, schema: { querystring: ZListQuerySchema } },
    (request) => {
      const scope = tenantOf(requireAuth(request));
      const where = and(eq(smsMessages.businessId, scope.businessId), eq(smsMessages.purpose, PURPOSE));
      return fetchPage(request.query, {
        rows: (limit, offset) =>
          db
            .select({
              id: smsMessages.id,
              to: smsMessages.to,
              text: smsMessages.text,
              units: smsMessages.units,
              status: smsMessages.status,
              createdAt: smsMessages.createdAt,
            })
            .from(smsMessages)
            .where(where)
            .orderBy(desc(smsMessages.createdAt))
            .limit(limit)
            .offset(offset),
        total: async () => (await db.select({ n: count() }).from(smsMessages).where(where))[0]?.n ?? 0,
      });
    },
  );
};
