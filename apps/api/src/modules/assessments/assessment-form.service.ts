import type { LinkState } from '@panel/shared/assessments/contracts';
import {
  type Answer,
  answerProblems,
  type DisplayMode,
  scoreAnswers,
} from '@panel/shared/assessments/scoring';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../platform/errors';
import { hitThrottle } from '../auth/auth-throttle';
import { assessmentLinks, assessmentScores } from './assessment.table';
import { linkByToken } from './assessment-form.queries';

/** Unknown links one address may try per minute: enough for typos, useless for guessing. */
const MISSES_PER_MINUTE = 30;

export const STATE_MESSAGES: Record<Exclude<LinkState, 'Open'>, string> = {
  Used: 'Bu form daha önce gönderildi. Yanıtlarınız için teşekkür ederiz.',
  Closed: 'Bu formun yanıtlama süresi sona erdi.',
  NotYetOpen: 'Bu form henüz yanıtlamaya açılmadı.',
  Unknown: 'Bu bağlantı geçerli değil. Lütfen size gönderilen bağlantıyı kontrol edin.',
};

/** Whether a link (or an external sending, which is never submitted itself) can be answered today. */
export const stateOf = (
  link: { submittedAt: Date | null; opensOn: string; closesOn: string },
  today = todayInIstanbul(),
): LinkState => {
  if (link.submittedAt) return 'Used';
  if (today < link.opensOn) return 'NotYetOpen';
  if (today > link.closesOn) return 'Closed';
  return 'Open';
};

/** Counts a miss of the address; past the limit the caller waits. */
export const countMiss = async (db: Db, ip: string) => {
  const { count, retryAfterSeconds } = await hitThrottle(db, `assessment-miss:${ip}`, 60);
  if (count > MISSES_PER_MINUTE)
    throw tooManyRequests(
      'Çok fazla geçersiz bağlantı denendi. Lütfen biraz sonra tekrar deneyin.',
      retryAfterSeconds,
    );
};

/**
 * What the form page shows. Scoring stays on the server: the questions go out without
 * their points, so a student cannot read which answer gives which result.
 */
export const viewLink = async (db: Db, token: string, ip: string) => {
  const link = await linkByToken(db, token);
  if (!link) {
    await countMiss(db, ip);
    return { state: 'Unknown' as const, message: STATE_MESSAGES.Unknown };
  }
  const state = stateOf(link);
  const head = { state, institution: link.institution, name: link.name };
  if (state !== 'Open') return { ...head, state, message: STATE_MESSAGES[state] };
  return {
    ...head,
    state,
    message: null,
    description: link.description,
    displayMode: link.displayMode as DisplayMode,
    firstName: link.firstName,
    closesOn: link.closesOn,
    questions: link.definition.questions.map((q) => ({
      key: q.key,
      text: q.text,
      kind: q.kind,
      required: q.required,
      options: q.options.map((o) => ({ key: o.key, label: o.label })),
    })),
    answers: link.answers,
  };
};

/** The link, open for answers, or the Turkish reason it is not. */
const openLinkOrThrow = async (db: Db, token: string, ip: string) => {
  const link = await linkByToken(db, token);
  if (!link) {
    await countMiss(db, ip);
    throw badRequest(STATE_MESSAGES.Unknown);
  }
  const state = stateOf(link);
  if (state !== 'Open') throw badRequest(STATE_MESSAGES[state]);
  return link;
};

/** Saves the answers so far: a dropped connection or a reload loses nothing. */
export const saveDraft = async (db: Db, token: string, ip: string, answers: Answer[]) => {
  const link = await openLinkOrThrow(db, token, ip);
  const problems = answerProblems(link.definition, answers, false);
  if (problems.length > 0) throw badRequest(problems[0]!, { errors: problems });
  await db
    .update(assessmentLinks)
    .set({ answers })
    .where(and(eq(assessmentLinks.id, link.id), isNull(assessmentLinks.submittedAt)));
  return { saved: answers.length };
};

/**
 * The one submission of a link: the answers, the submission time and every dimension's
 * score in one transaction. The guarded update lets exactly one of two racing submits win.
 */
export const submitLink = async (db: Db, token: string, ip: string, answers: Answer[]) => {
  const link = await openLinkOrThrow(db, token, ip);
  const problems = answerProblems(link.definition, answers, true);
  if (problems.length > 0) throw badRequest(problems[0]!, { errors: problems });
  const scores = scoreAnswers(link.definition, answers);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(assessmentLinks)
      .set({ answers, submittedAt: new Date() })
      .where(and(eq(assessmentLinks.id, link.id), isNull(assessmentLinks.submittedAt)))
      .returning({ id: assessmentLinks.id });
    if (claimed.length === 0) throw badRequest(STATE_MESSAGES.Used);
    await tx.insert(assessmentScores).values(
      scores.map((s, position) => ({
        businessId: link.businessId,
        branchId: link.branchId,
        linkId: link.id,
        assignmentId: link.assignmentId,
        studentId: link.studentId,
        dimensionKey: s.dimensionKey,
        dimensionName: s.dimensionName,
        position,
        scoreCenti: s.scoreCenti,
        bandLabel: s.bandLabel,
        interpretation: s.interpretation,
      })),
    );
  });
  return { message: 'Yanıtlarınız kaydedildi. Teşekkür ederiz.' };
};
