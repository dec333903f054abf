import type { TListQuery } from '@panel/shared/common/list-query';
import type { SmsRecipients } from '@panel/shared/students/contracts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsMessages } from '../../integrations/sms/sms-message.table';
import { selectPage } from '../../platform/select-page';
import type { TenantScope } from '../../platform/tenancy';
import { inBusiness } from '../../platform/tenancy';
import { ownMobilesOf } from './student.queries';
import { parents, studentParents } from './student.table';

export const PRIVATE_SMS_PURPOSE = 'student-private';

/** The phones each student's message goes to: their own primary mobile, or their parents'. */
export const phonesOfStudents = async (db: Db, studentIds: string[], recipients: SmsRecipients) => {
  if (recipients === 'Student') return ownMobilesOf(db, studentIds);
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
  const phonesOf = new Map<string, string[]>();
  for (const r of rows)
    if (r.phone) phonesOf.set(r.studentId, [...(phonesOf.get(r.studentId) ?? []), r.phone]);
  return phonesOf;
};

/** The business's messages sent from the student list, newest first. */
export const findPrivateSms = (db: Db, scope: TenantScope, query: TListQuery) => {
  const where = and(inBusiness(smsMessages.businessId, scope), eq(smsMessages.purpose, PRIVATE_SMS_PURPOSE));
  return selectPage(db, query, {
    countTable: smsMessages,
    select: () =>
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
        .$dynamic(),
    where,
    orderBy: [desc(smsMessages.createdAt)],
    row: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  });
};
