import { randomBytes } from 'node:crypto';
import type { SmsRecipient, TAssignmentInput } from '@panel/shared/assessments/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  type BulkMessage,
  type BulkSmsOutcome,
  bulkSmsAnswer,
  sendBulkSms,
} from '../../integrations/sms/bulk-sms';
import { requireAuth } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import type { TenantScope } from '../../platform/scope';
import { getAssessmentOrThrow } from './assessment.service';
import { assessmentAssignments, assessmentLinks } from './assessment.table';
import {
  assignmentStudentLinks,
  assignmentsVisibleTo,
  branchStudentIds,
  pendingStudentLinks,
  smsPhonesOf,
  studentNamesById,
  visibleClass,
  visibleStudentsAmong,
} from './assessment-assignment.queries';

export const externalUrl = (publicUrl: string, shareToken: string): string =>
  `${publicUrl}/assessment/external-profile/${shareToken}`;

/** More people than one sending is meant for: split a bigger branch by class. */
export const MAX_RECIPIENTS = 2000;
const SMS_PURPOSE = 'assessment';

/**
 * A sending's row, whoever it goes to: its business and branch, the days it is open, who sent
 * it, and its own copy of the inventory, so a later edit of the inventory leaves it as it was.
 */
export const sendingValues = (
  scope: TenantScope,
  branchId: string,
  assessment: Awaited<ReturnType<typeof getAssessmentOrThrow>>,
  days: { opensOn: string; closesOn: string },
  accountId: string | null,
) => ({
  businessId: scope.businessId,
  branchId,
  assessmentId: assessment.id,
  name: assessment.name,
  description: assessment.description,
  displayMode: assessment.displayMode,
  definition: assessment.definition,
  opensOn: days.opensOn,
  closesOn: days.closesOn,
  createdByAccountId: accountId,
});

/** 256 random bits: a link cannot be guessed from another or from any id. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const linkUrl = (publicUrl: string, token: string): string => `${publicUrl}/assessment/${token}`;

export const getAssignmentOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select()
    .from(assessmentAssignments)
    .where(and(assignmentsVisibleTo(scope), eq(assessmentAssignments.id, id)));
  if (!row) throw notFound();
  return row;
};

/**
 * The students a target names, among those the caller sees, and the one branch they are in:
 * a branch account's own; for a business account the class's, the students' or the chosen one.
 */
const targetStudents = async (db: Db, scope: TenantScope, input: TAssignmentInput) => {
  if (scope.branchId && input.branchId && input.branchId !== scope.branchId) throw notFound();
  if (input.target === 'Students') {
    const ids = [...new Set(input.studentIds)];
    if (ids.length === 0) throw badRequest('Lütfen en az bir öğrenci seçin.');
    const rows = await visibleStudentsAmong(db, scope, ids);
    if (rows.length !== ids.length) throw notFound();
    const branchIds = [...new Set(rows.map((r) => r.branchId))];
    if (branchIds.length > 1) throw badRequest('Seçilen öğrenciler aynı şubede olmalıdır.');
    return { branchId: branchIds[0]!, studentIds: rows.map((r) => r.id) };
  }
  let branchId = scope.branchId ?? input.branchId;
  if (input.target === 'Class') {
    if (!input.schoolClassId) throw badRequest('Lütfen Sınıf Seçiniz!');
    const klass = await visibleClass(db, scope, input.schoolClassId);
    if (!klass) throw notFound();
    branchId = klass.branchId;
  }
  if (!branchId) throw badRequest('Lütfen Şube Seçiniz!');
  const rows = await branchStudentIds(
    db,
    scope,
    branchId,
    input.target === 'Class' ? input.schoolClassId! : undefined,
    MAX_RECIPIENTS + 1,
  );
  return { branchId, studentIds: rows.map((r) => r.id) };
};

/** What became of a sending's SMS: the bulk door's outcome, who has no phone, how many messages. */
export type LinkSmsOutcome = BulkSmsOutcome & { unreachable: string[]; total: number };

/**
 * Texts each link to the student or the parents through the screens' bulk door (a long
 * list goes to the job queue) and marks it sent: in the request once one of its messages
 * went, or when the job queue takes them (the batch's result tells each message's fate).
 */
export const textLinks = async (
  app: FastifyInstance,
  request: FastifyRequest,
  links: { id: string; studentId: string | null; token: string; studentName: string }[],
  to: SmsRecipient,
  assessmentName: string,
  /** A reminder says so: the family sees why a second message came, and it is no duplicate. */
  reminder = false,
): Promise<LinkSmsOutcome> => {
  const phones = await smsPhonesOf(
    app.db,
    links.flatMap((l) => (l.studentId ? [l.studentId] : [])),
    to,
  );
  const unreachable: string[] = [];
  const messages: (BulkMessage & { linkId: string })[] = [];
  for (const link of links) {
    const numbers = link.studentId ? (phones.get(link.studentId) ?? []) : [];
    if (numbers.length === 0) unreachable.push(link.studentName);
    const text = `${reminder ? 'Hatırlatma: ' : ''}${link.studentName} için "${assessmentName}" formu: ${linkUrl(app.config.publicUrl, link.token)}`;
    for (const phone of numbers) messages.push({ linkId: link.id, name: link.studentName, to: phone, text });
  }
  const total = messages.length;
  if (total === 0) return { sent: 0, failed: 0, held: 0, unreachable, total };
  const delivered = new Set<string>();
  const outcome = await sendBulkSms(app, request, {
    purpose: SMS_PURPOSE,
    title: `${assessmentName} ${reminder ? 'Hatırlatma' : 'Bağlantı'} SMS`,
    messages: messages.map(({ linkId: _linkId, ...m }) => m),
    onSent: (index, status) => {
      if (status === 'Sent') delivered.add(messages[index]!.linkId);
    },
  });
  const marked = outcome.reportId ? [...new Set(messages.map((m) => m.linkId))] : [...delivered];
  if (marked.length > 0)
    await app.db
      .update(assessmentLinks)
      .set({ smsSentAt: new Date() })
      .where(inArray(assessmentLinks.id, marked));
  return { ...outcome, unreachable, total };
};

/** A sending's answer to its screen: the SMS counts, the notice, and a queued send's result to open. */
export const sendingAnswer = (
  lead: string,
  sms: LinkSmsOutcome | null,
  sentText: (sent: number) => string,
) => ({
  sent: sms?.sent ?? 0,
  unreachable: sms?.unreachable ?? [],
  reportId: sms?.reportId,
  message: [lead, sms ? bulkSmsAnswer(sms, sentText) : ''].filter(Boolean).join(' '),
});

export const createAssignment = async (
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TenantScope,
  input: TAssignmentInput,
) => {
  const { db } = app;
  if (input.closesOn < input.opensOn) throw badRequest('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  const assessment = await getAssessmentOrThrow(db, scope, input.assessmentId);
  const { branchId, studentIds } = await targetStudents(db, scope, input);
  if (studentIds.length === 0) throw badRequest('Seçilen hedefte öğrenci bulunamadı.');
  if (studentIds.length > MAX_RECIPIENTS)
    throw badRequest(
      `Bir gönderimde en fazla ${MAX_RECIPIENTS} öğrenci olabilir. Lütfen sınıf sınıf gönderin.`,
    );
  const auth = requireAuth(request);
  const { assignment, links } = await db.transaction(async (tx) => {
    const [assignment] = await tx
      .insert(assessmentAssignments)
      .values({
        ...sendingValues(scope, branchId, assessment, input, auth.accountId),
        target: input.target,
        schoolClassId: input.target === 'Class' ? input.schoolClassId : null,
      })
      .returning();
    const links = await tx
      .insert(assessmentLinks)
      .values(
        studentIds.map((studentId) => ({
          businessId: scope.businessId,
          branchId,
          assignmentId: assignment!.id,
          studentId,
          token: newLinkToken(),
        })),
      )
      .returning({
        id: assessmentLinks.id,
        studentId: assessmentLinks.studentId,
        token: assessmentLinks.token,
      });
    return { assignment: assignment!, links };
  });
  if (input.sms === 'None') return { id: assignment.id, count: links.length, sms: null };
  const nameOf = await studentNamesById(db, studentIds);
  // After the links' transaction: a queued batch texts only links that exist.
  const sms = await textLinks(
    app,
    request,
    links.map((l) => ({ ...l, studentName: nameOf.get(l.studentId ?? '') ?? '' })),
    input.sms,
    assessment.name,
  );
  return { id: assignment.id, count: links.length, sms };
};

/** Every visible link of an assignment, for the printed list: name, class, address, state. */
export const listAssignmentLinks = async (db: Db, scope: TenantScope, publicUrl: string, id: string) => {
  const assignment = await getAssignmentOrThrow(db, scope, id);
  const rows = await assignmentStudentLinks(db, scope, id);
  return {
    id: assignment.id,
    name: assignment.name,
    opensOn: assignment.opensOn,
    closesOn: assignment.closesOn,
    /** An External sending's one shared address; its respondents' own links are theirs alone. */
    shareUrl: assignment.shareToken ? externalUrl(publicUrl, assignment.shareToken) : null,
    links: rows.map(({ token, submittedAt, smsSentAt, ...r }) => ({
      ...r,
      url: linkUrl(publicUrl, token),
      answered: submittedAt !== null,
      smsSent: smsSentAt !== null,
    })),
  };
};

/** A reminder to those who have not answered yet, through the SMS adapter. */
export const remindPending = async (
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TenantScope,
  input: { assignmentId: string; sms: SmsRecipient },
) => {
  const assignment = await getAssignmentOrThrow(app.db, scope, input.assignmentId);
  if (input.sms === 'None') throw badRequest('Lütfen SMS Seçiniz!');
  const pending = await pendingStudentLinks(app.db, scope, assignment.id);
  if (pending.length === 0) throw badRequest('Yanıtlamayan öğrenci yok.');
  return textLinks(app, request, pending, input.sms, assignment.name, true);
};
