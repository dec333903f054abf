import type { TExternalLinkInput, TExternalStart } from '@panel/shared/assessments/contracts';
import { EXTERNAL_TARGET } from '@panel/shared/assessments/contracts';
import { foldTurkish } from '@panel/shared/common/text';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound, tooManyRequests } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { hitThrottle } from '../auth/auth-throttle';
import { getAssessmentOrThrow } from './assessment.service';
import { assessmentAssignments, assessmentExternalRespondents, assessmentLinks } from './assessment.table';
import { externalUrl, newLinkToken, sendingValues } from './assessment-assignment.service';
import { branchOfBusiness, sendingByShareToken } from './assessment-external.queries';
import { countMiss, STATE_MESSAGES, stateOf } from './assessment-form.service';

/** New respondents one address may start per hour: a family's or a lab's, not a script's. */
const STARTS_PER_HOUR = 60;

const ALREADY_ANSWERED = 'Bu telefon numarasıyla bu form daha önce yanıtlandı. Teşekkür ederiz.';

/** Staff create a shareable link of an inventory, open between two days, for people outside the institution. */
export const createExternalLink = async (
  db: Db,
  scope: TenantScope,
  accountId: string | null,
  publicUrl: string,
  input: TExternalLinkInput,
) => {
  if (input.closesOn < input.opensOn) throw badRequest('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  if (scope.branchId && input.branchId && input.branchId !== scope.branchId) throw notFound();
  const branchId = scope.branchId ?? input.branchId;
  if (!branchId) throw badRequest('Lütfen Şube Seçiniz!');
  if (!(await branchOfBusiness(db, scope.businessId, branchId))) throw notFound();
  const assessment = await getAssessmentOrThrow(db, scope, input.assessmentId);
  const shareToken = newLinkToken();
  const [row] = await db
    .insert(assessmentAssignments)
    .values({
      ...sendingValues(scope, branchId, assessment, input, accountId),
      target: EXTERNAL_TARGET,
      shareToken,
    })
    .returning({ id: assessmentAssignments.id });
  return { id: row!.id, url: externalUrl(publicUrl, shareToken) };
};

/** What the external form shows before the name and phone: the inventory and whether it is open. */
export const viewExternal = async (db: Db, shareToken: string, ip: string) => {
  const sending = await sendingByShareToken(db, shareToken);
  if (!sending) {
    await countMiss(db, ip);
    return { state: 'Unknown' as const, message: STATE_MESSAGES.Unknown };
  }
  const state = stateOf({ ...sending, submittedAt: null });
  const head = { state, institution: sending.institution, name: sending.name };
  if (state !== 'Open') return { ...head, state, message: STATE_MESSAGES[state] };
  return { ...head, state, message: null, description: sending.description, closesOn: sending.closesOn };
};

/**
 * The person gives a name and a mobile phone and gets his own link token, on which he answers
 * as a student does. One phone answers a sending once; a phone that started and did not
 * finish starts over on a new token, so whoever merely knows a number cannot read its draft.
 */
export const startExternal = async (db: Db, shareToken: string, ip: string, input: TExternalStart) => {
  const sending = await sendingByShareToken(db, shareToken);
  if (!sending) {
    await countMiss(db, ip);
    throw badRequest(STATE_MESSAGES.Unknown);
  }
  const state = stateOf({ ...sending, submittedAt: null });
  if (state !== 'Open') throw badRequest(STATE_MESSAGES[state]);
  const { count, retryAfterSeconds } = await hitThrottle(db, `assessment-start:${ip}`, 3600);
  if (count > STARTS_PER_HOUR)
    throw tooManyRequests(
      'Bu bağlantıdan çok fazla form başlatıldı. Lütfen daha sonra deneyin.',
      retryAfterSeconds,
    );
  const token = newLinkToken();
  return db.transaction(async (tx) => {
    const person = {
      fullName: input.fullName,
      searchKey: foldTurkish(input.fullName),
      relation: input.relation,
    };
    const [created] = await tx
      .insert(assessmentExternalRespondents)
      .values({
        businessId: sending.businessId,
        branchId: sending.branchId,
        assignmentId: sending.id,
        mobilePhone: input.mobilePhone,
        ...person,
      })
      .onConflictDoNothing()
      .returning({ id: assessmentExternalRespondents.id });
    if (created) {
      await tx.insert(assessmentLinks).values({
        businessId: sending.businessId,
        branchId: sending.branchId,
        assignmentId: sending.id,
        respondentId: created.id,
        token,
      });
      return { token };
    }
    const [existing] = await tx
      .select({ id: assessmentExternalRespondents.id, submittedAt: assessmentLinks.submittedAt })
      .from(assessmentExternalRespondents)
      .innerJoin(assessmentLinks, eq(assessmentLinks.respondentId, assessmentExternalRespondents.id))
      .where(
        and(
          eq(assessmentExternalRespondents.assignmentId, sending.id),
          eq(assessmentExternalRespondents.mobilePhone, input.mobilePhone),
        ),
      )
      .for('update');
    if (!existing) throw badRequest('Form başlatılamadı. Lütfen tekrar deneyin.');
    if (existing.submittedAt) throw badRequest(ALREADY_ANSWERED);
    await tx
      .update(assessmentExternalRespondents)
      .set(person)
      .where(eq(assessmentExternalRespondents.id, existing.id));
    await tx
      .update(assessmentLinks)
      .set({ token, answers: [] })
      .where(eq(assessmentLinks.respondentId, existing.id));
    return { token };
  });
};
