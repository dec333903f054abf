import { randomBytes } from 'node:crypto';
import type {
  ASSESSMENT_ASSIGNMENT_SORTS,
  AssignmentTarget,
  EXTERNAL_TARGET,
  SmsRecipient,
  TAssignmentInput,
} from '@panel/shared/assessments/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
import { fetchPage, listOrder, searchOver, turkishOrder } from '../../platform/listing';
import {
  classKeyVisibleTo,
  inBranchScope,
  studentKeyVisibleTo,
  studentsVisibleTo,
  type TenantScope,
} from '../../platform/scope';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { contacts, parents, studentParents, students } from '../students/student.table';
import { getAssessmentOrThrow } from './assessment.service';
import { assessmentAssignments, assessmentLinks } from './assessment.table';

export const externalUrl = (publicUrl: string, shareToken: string): string =>
  `${publicUrl}/assessment/external-profile/${shareToken}`;

/** More people than one sending is meant for: split a bigger branch by class. */
export const MAX_RECIPIENTS = 2000;
const SMS_PURPOSE = 'assessment';

/** 256 random bits: a link cannot be guessed from another or from any id. */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const linkUrl = (publicUrl: string, token: string): string => `${publicUrl}/assessment/${token}`;

export const assignmentsVisibleTo = (scope: TenantScope) =>
  inBranchScope(assessmentAssignments.businessId, assessmentAssignments.branchId, scope);

/**
 * The links of an assignment a caller may see: a counselor's own classes' students, and the
 * external respondents of the links he shared himself.
 */
export const linksVisibleTo = (scope: TenantScope) => {
  const ownStudents = studentKeyVisibleTo(assessmentLinks.studentId, scope);
  const ownExternal = scope.accountId
    ? and(
        isNotNull(assessmentLinks.respondentId),
        sql`${assessmentLinks.assignmentId} in (select ${assessmentAssignments.id} from ${assessmentAssignments} where ${assessmentAssignments.createdByAccountId} = ${scope.accountId})`,
      )
    : undefined;
  return and(
    inBranchScope(assessmentLinks.businessId, assessmentLinks.branchId, scope),
    ownStudents && ownExternal ? or(ownStudents, ownExternal) : ownStudents,
  );
};

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
  const visible = studentsVisibleTo(scope);
  if (input.target === 'Students') {
    const ids = [...new Set(input.studentIds)];
    if (ids.length === 0) throw badRequest('Lütfen en az bir öğrenci seçin.');
    const rows = await db
      .select({ id: students.id, branchId: students.branchId })
      .from(students)
      .where(and(visible, inArray(students.id, ids)));
    if (rows.length !== ids.length) throw notFound();
    const branchIds = [...new Set(rows.map((r) => r.branchId))];
    if (branchIds.length > 1) throw badRequest('Seçilen öğrenciler aynı şubede olmalıdır.');
    return { branchId: branchIds[0]!, studentIds: rows.map((r) => r.id) };
  }
  let branchId = scope.branchId ?? input.branchId;
  if (input.target === 'Class') {
    if (!input.schoolClassId) throw badRequest('Lütfen Sınıf Seçiniz!');
    const [klass] = await db
      .select({ id: schoolClasses.id, branchId: schoolClasses.branchId })
      .from(schoolClasses)
      .where(
        and(
          inBranchScope(schoolClasses.businessId, schoolClasses.branchId, scope),
          eq(schoolClasses.id, input.schoolClassId),
          classKeyVisibleTo(schoolClasses.id, scope),
        ),
      );
    if (!klass) throw notFound();
    branchId = klass.branchId;
  }
  if (!branchId) throw badRequest('Lütfen Şube Seçiniz!');
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        visible,
        eq(students.branchId, branchId),
        input.target === 'Class' ? eq(students.schoolClassId, input.schoolClassId!) : undefined,
      ),
    )
    .orderBy(asc(students.sortKey))
    .limit(MAX_RECIPIENTS + 1);
  return { branchId, studentIds: rows.map((r) => r.id) };
};

/** The phones an SMS goes to, per student: his own mobile, or each parent's. */
const phonesOf = async (db: Db, studentIds: string[], to: SmsRecipient) => {
  const out = new Map<string, string[]>();
  if (studentIds.length === 0 || to === 'None') return out;
  if (to === 'Student') {
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
      if (!out.has(r.studentId)) out.set(r.studentId, [r.phone]);
    return out;
  }
  const rows = await db
    .select({ studentId: studentParents.studentId, phone: parents.mobilePhone })
    .from(studentParents)
    .innerJoin(parents, eq(parents.id, studentParents.parentId))
    .where(inArray(studentParents.studentId, studentIds));
  for (const r of rows)
    if (r.phone) out.set(r.studentId, [...new Set([...(out.get(r.studentId) ?? []), r.phone])]);
  return out;
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
  const phones = await phonesOf(
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

const studentName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

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
        businessId: scope.businessId,
        branchId,
        assessmentId: assessment.id,
        name: assessment.name,
        description: assessment.description,
        displayMode: assessment.displayMode,
        definition: assessment.definition,
        target: input.target,
        schoolClassId: input.target === 'Class' ? input.schoolClassId : null,
        opensOn: input.opensOn,
        closesOn: input.closesOn,
        createdByAccountId: auth.accountId,
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
  const names = await db
    .select({ id: students.id, name: studentName })
    .from(students)
    .where(inArray(students.id, studentIds));
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
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

export const findAssignments = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & ListSort<(typeof ASSESSMENT_ASSIGNMENT_SORTS)[number]>,
) => {
  const where = and(assignmentsVisibleTo(scope), searchOver(query._searchTerm, assessmentAssignments.name));
  const visibleLinks = linksVisibleTo(scope);
  return fetchPage(query, {
    rows: (limit, offset) =>
      db
        .select({
          id: assessmentAssignments.id,
          name: assessmentAssignments.name,
          target: sql<AssignmentTarget | typeof EXTERNAL_TARGET>`${assessmentAssignments.target}`,
          schoolClassName: schoolClasses.name,
          opensOn: assessmentAssignments.opensOn,
          closesOn: assessmentAssignments.closesOn,
          total: sql<number>`(select count(*)::int from ${assessmentLinks} where ${assessmentLinks.assignmentId} = ${assessmentAssignments.id}${visibleLinks ? sql` and ${visibleLinks}` : sql``})`,
          answered: sql<number>`(select count(*)::int from ${assessmentLinks} where ${assessmentLinks.assignmentId} = ${assessmentAssignments.id} and ${assessmentLinks.submittedAt} is not null${visibleLinks ? sql` and ${visibleLinks}` : sql``})`,
        })
        .from(assessmentAssignments)
        .leftJoin(schoolClasses, eq(schoolClasses.id, assessmentAssignments.schoolClassId))
        .where(where)
        .orderBy(
          ...listOrder(
            query,
            {
              name: turkishOrder(assessmentAssignments.name),
              opensOn: assessmentAssignments.opensOn,
              closesOn: assessmentAssignments.closesOn,
            },
            [desc(assessmentAssignments.createdAt), desc(assessmentAssignments.id)],
            [assessmentAssignments.id],
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(assessmentAssignments).where(where))[0]?.n ?? 0,
  });
};

/** Every visible link of an assignment, for the printed list: name, class, address, state. */
export const listAssignmentLinks = async (db: Db, scope: TenantScope, publicUrl: string, id: string) => {
  const assignment = await getAssignmentOrThrow(db, scope, id);
  const rows = await db
    .select({
      id: assessmentLinks.id,
      studentId: assessmentLinks.studentId,
      studentName,
      schoolClassName: schoolClasses.name,
      token: assessmentLinks.token,
      submittedAt: assessmentLinks.submittedAt,
      smsSentAt: assessmentLinks.smsSentAt,
    })
    .from(assessmentLinks)
    .innerJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(and(eq(assessmentLinks.assignmentId, id), linksVisibleTo(scope)))
    .orderBy(asc(schoolClasses.sortKey), asc(students.sortKey));
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
  const pending = await app.db
    .select({
      id: assessmentLinks.id,
      studentId: assessmentLinks.studentId,
      token: assessmentLinks.token,
      studentName,
    })
    .from(assessmentLinks)
    .innerJoin(students, eq(students.id, assessmentLinks.studentId))
    .where(
      and(
        eq(assessmentLinks.assignmentId, assignment.id),
        isNull(assessmentLinks.submittedAt),
        isNotNull(assessmentLinks.studentId),
        linksVisibleTo(scope),
      ),
    );
  if (pending.length === 0) throw badRequest('Yanıtlamayan öğrenci yok.');
  return textLinks(app, request, pending, input.sms, assignment.name, true);
};
