import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ZPrivateSmsSchema } from '@panel/shared/students/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkSmsAnswer, sendBulkSms } from '../../integrations/sms/bulk-sms';
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
      const outcome = await sendBulkSms(app, request, { purpose: PURPOSE, title: 'Öğrenci SMS', messages });
      await writeAudit(db, request, {
        action: 'create',
        entity: 'student-sms',
        entityId: chosen[0]!.id,
        before: null,
        after: { studentIds, recipients, ...outcome },
      });
      const message = bulkSmsAnswer(
        { ...outcome, unreachable, total: messages.length },
        (sent) => `${sent} SMS gönderildi.`,
      );
      return { sent: outcome.sent, failed: outcome.failed, unreachable, message, reportId: outcome.reportId };
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
