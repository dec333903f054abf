import { todayInIstanbul } from '@panel/shared/common/dates';
import type { ZPublicSubmissionSchema } from '@panel/shared/crm/campaigns';
import {
  CAMPAIGN_ALREADY_SUBMITTED,
  CAMPAIGN_CLOSED_MESSAGE,
  CAMPAIGN_ENDED_MESSAGE,
  CAMPAIGN_NOT_STARTED_MESSAGE,
  CAMPAIGN_THANK_YOU,
  type TPublicCampaign,
} from '@panel/shared/crm/campaigns';
import { nationalDigits } from '@panel/shared/validation/phone';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { businessScope, ownedBy } from '../../../platform/scope';
import { branchesOfBusiness } from '../../administration/branches/branch.service';
import { hitThrottle } from '../../auth/auth-throttle';
import { addToCampaignPool } from '../call-lists/call-list.service';
import { crmCustomers, crmReferences } from '../crm.table';
import { insertCustomers } from '../customer-rows';
import { campaigns } from './campaign.table';

/** Submissions one address may send in an hour: a family or a school's shared line, not a script. */
export const PUBLIC_FORM_IP_LIMIT = 20;
const REFERENCE_NAME = 'Kampanya formu';

type Campaign = typeof campaigns.$inferSelect;

const closedMessage = (c: Campaign, today: string): string | null =>
  !c.publicFormEnabled
    ? CAMPAIGN_CLOSED_MESSAGE
    : today > c.endsOn
      ? CAMPAIGN_ENDED_MESSAGE
      : today < c.startsOn
        ? CAMPAIGN_NOT_STARTED_MESSAGE
        : null;

const branchesOf = (db: Db, c: Campaign) => branchesOfBusiness(db, c.businessId, c.branchIds);

const campaignOrThrow = async (db: Db, id: string, lock = false) => {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Kampanya bulunamadı.');
  return row;
};

/** What the anonymous page shows: the campaign's name, branches and KVKK text, or why it is closed. */
export const viewPublicCampaign = async (db: Db, id: string): Promise<TPublicCampaign> => {
  const c = await campaignOrThrow(db, id);
  const closed = closedMessage(c, todayInIstanbul());
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    open: closed === null,
    closedMessage: closed,
    branches: closed ? [] : await branchesOf(db, c),
    kvkkText: closed ? null : c.kvkkText,
    kvkkVersion: closed ? null : c.kvkkVersion,
  };
};

type Submission = z.output<typeof ZPublicSubmissionSchema>;

/**
 * A submission becomes a customer of the campaign (its reference the business's "Kampanya
 * formu" when kept) in the campaign's pool. A filled honeypot answers the same thank-you and
 * stores nothing; the same phone within the hour is told it was received, and not stored twice.
 */
export const submitPublicCampaign = async (
  db: Db,
  id: string,
  ip: string,
  input: Submission,
): Promise<{ accepted: boolean; message: string }> => {
  const { count, retryAfterSeconds } = await hitThrottle(db, `campaign-form:${ip}`, 3600);
  if (count > PUBLIC_FORM_IP_LIMIT)
    throw tooManyRequests(
      'Çok fazla başvuru gönderildi. Lütfen daha sonra tekrar deneyiniz.',
      retryAfterSeconds,
    );
  if (input.website) {
    await campaignOrThrow(db, id);
    return { accepted: true, message: CAMPAIGN_THANK_YOU };
  }
  return db.transaction(async (tx) => {
    // The row lock orders a campaign's submissions: the phone check and the pool see each other.
    const c = await campaignOrThrow(tx, id, true);
    const closed = closedMessage(c, todayInIstanbul());
    if (closed) throw badRequest(closed, { title: 'Kampanya' });
    const branch = (await branchesOf(tx, c)).find((b) => b.id === input.branchId);
    if (!branch) throw badRequest('Lütfen Şube Seçiniz!');
    const phoneDigits = nationalDigits(input.phone)!;
    const recentId = await firstId(
      tx,
      crmCustomers,
      and(
        ownedBy(crmCustomers, businessScope(c.businessId)),
        eq(crmCustomers.campaignId, c.id),
        eq(crmCustomers.phoneDigits, phoneDigits),
        gt(crmCustomers.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
    if (recentId) return { accepted: false, message: CAMPAIGN_ALREADY_SUBMITTED };
    const referenceId = await firstId(
      tx,
      crmReferences,
      and(
        ownedBy(crmReferences, businessScope(c.businessId)),
        eq(crmReferences.name, REFERENCE_NAME),
        eq(crmReferences.active, true),
      ),
    );
    const [customerId] = await insertCustomers(tx, [
      {
        businessId: c.businessId,
        branchId: branch.id,
        studentFirstName: input.studentFirstName,
        studentLastName: input.studentLastName,
        gradeLevel: input.gradeLevel,
        parentFirstName: input.parentFirstName,
        parentLastName: input.parentLastName,
        phoneDigits,
        campaignId: c.id,
        referenceId,
        source: 'Campaign',
        kvkkConsentVersion: c.kvkkVersion,
        kvkkConsentText: c.kvkkText,
        kvkkConsentAt: new Date(),
      },
    ]);
    await addToCampaignPool(tx, {
      businessId: c.businessId,
      branchId: branch.id,
      campaignId: c.id,
      campaignName: c.name,
      customerId: customerId!,
    });
    return { accepted: true, message: CAMPAIGN_THANK_YOU };
  });
};
