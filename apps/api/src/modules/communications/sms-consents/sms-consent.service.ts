import type { Paged } from '@panel/shared/common/pagination';
import type { TSmsConsentInput, TSmsConsentQuery } from '@panel/shared/communications/sms';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { inBusiness, ofBusiness } from '../../../platform/tenancy';
import { smsConsents } from './sms-consent.table';

/** Whether the number's latest consent event in the business is a given consent (İYS). */
export const hasSmsConsent = async (db: Db, businessId: string, phone: string): Promise<boolean> => {
  const [latest] = await db
    .select({ state: smsConsents.state })
    .from(smsConsents)
    .where(and(ofBusiness(smsConsents.businessId, businessId), eq(smsConsents.phone, phone)))
    .orderBy(desc(smsConsents.occurredAt), desc(smsConsents.createdAt))
    .limit(1);
  return latest?.state === 'Given';
};

const toDto = (r: typeof smsConsents.$inferSelect) => ({
  id: r.id,
  phone: r.phone,
  state: r.state as TSmsConsentInput['state'],
  source: r.source as TSmsConsentInput['source'],
  occurredAt: r.occurredAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});
export type SmsConsentDto = ReturnType<typeof toDto>;

/** The business's consent events, newest first; a number narrows it to that number's history. */
export const findSmsConsents = async (
  db: Db,
  scope: TenantScope,
  query: TSmsConsentQuery,
): Promise<Paged<SmsConsentDto>> => {
  const page = await selectPage(db, query, {
    countTable: smsConsents,
    select: () => db.select().from(smsConsents).$dynamic(),
    where: and(
      inBusiness(smsConsents.businessId, scope),
      query.phone ? eq(smsConsents.phone, query.phone) : undefined,
    ),
    orderBy: [desc(smsConsents.occurredAt), desc(smsConsents.id)],
  });
  return { ...page, _data: page._data.map(toDto) };
};

/** Records one consent event: a given or withdrawn consent of a number, with its source and time. */
export const recordSmsConsent = async (
  db: Db,
  scope: TenantScope,
  input: TSmsConsentInput,
): Promise<SmsConsentDto> => {
  const [row] = await db
    .insert(smsConsents)
    .values({
      businessId: scope.businessId,
      phone: input.phone,
      state: input.state,
      source: input.source,
      occurredAt: input.occurredAt ? new Date(input.occurredAt) : new Date(),
      recordedByAccountId: scope.accountId,
    })
    .returning();
  return toDto(row!);
};
