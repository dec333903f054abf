import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import {
  BOOKLETS,
  type Booklet,
  type ExamKind,
  type Matching,
  type Penalty,
} from '@panel/shared/exams/constants';
import type {
  EXAM_SORTS,
  TCancellationInput,
  TExamInput,
  TOpticalFormInput,
} from '@panel/shared/exams/contracts';
import {
  type Cancellation,
  type FormFieldRange,
  formProblems,
  netValue,
  type ScoredSection,
  type ScoringExam,
  scoreValue,
  toMilli,
} from '@panel/shared/exams/scoring';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { listOrder, searchOver, turkishOrder } from '../../platform/listing';
import { BUSINESS_DEFINITION_MESSAGE, type TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { inBusiness, ofBusiness } from '../../platform/tenancy';
import { examOpticalForms, examResults, exams, type SectionCounts, type StoredSection } from './exam.table';
import { branchesOfBusiness } from './exam-student.queries';
import { unknownOutcomeProblems } from './learning-outcome.service';

export const CHAIN_EXAM_MESSAGE =
  'Birden çok şubenin sınavını yalnızca kurum genelinde yetkili hesaplar değiştirebilir.';

const invalid = (message: string, errors: string[]) => badRequest(message, { errors });

/* ---------- optical forms ---------- */

/** A branch scope sees its branch's forms and the business-wide ones. */
const formsVisibleTo = (scope: TenantScope): SQL =>
  and(
    inBusiness(examOpticalForms.businessId, scope),
    scope.branchId
      ? or(isNull(examOpticalForms.branchId), eq(examOpticalForms.branchId, scope.branchId))
      : undefined,
  )!;

const formSummary = {
  id: examOpticalForms.id,
  name: examOpticalForms.name,
  branchId: examOpticalForms.branchId,
  fields: examOpticalForms.fields,
  sampleLine: examOpticalForms.sampleLine,
  createdAt: examOpticalForms.createdAt,
};

export const findForms = (db: Db, scope: TenantScope, query: TListQuery) => {
  const where = and(formsVisibleTo(scope), searchOver(query._searchTerm, examOpticalForms.searchKey));
  return selectPage(db, query, {
    countTable: examOpticalForms,
    select: () => db.select(formSummary).from(examOpticalForms).$dynamic(),
    where,
    orderBy: [asc(examOpticalForms.searchKey), desc(examOpticalForms.id)],
  });
};

export const getFormOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select(formSummary)
    .from(examOpticalForms)
    .where(and(formsVisibleTo(scope), eq(examOpticalForms.id, id)));
  if (!row) throw notFound();
  return row;
};

const formFieldsOf = (input: TOpticalFormInput): FormFieldRange[] =>
  input.fields.map((f) => ({
    field: f.field,
    start: f.start,
    length: f.length,
    ...(f.field === 'answers' ? { section: f.section?.trim() ?? '' } : {}),
  }));

export const createForm = async (db: Db, scope: TenantScope, input: TOpticalFormInput) => {
  const fields = formFieldsOf(input);
  const problems = formProblems(fields, input.sampleLine);
  if (problems.length > 0)
    throw invalid(
      'Optik form kaydedilemedi. Lütfen alanları düzeltin.',
      problems.map((p) => `${p.field}: ${p.message}`),
    );
  if (scope.branchId && input.branchId && input.branchId !== scope.branchId) throw notFound();
  if (input.branchId && (await branchesOfBusiness(db, scope.businessId, [input.branchId])).size === 0)
    throw notFound();
  const [row] = await db
    .insert(examOpticalForms)
    .values({
      businessId: scope.businessId,
      branchId: scope.branchId ?? input.branchId ?? null,
      name: input.name,
      searchKey: foldTurkish(input.name),
      fields,
      sampleLine: input.sampleLine ?? null,
    })
    .returning({ id: examOpticalForms.id });
  return row!;
};

/** A business-wide form changes only from a business scope; a branch changes its own branch's. */
const assertFormWritable = (scope: TenantScope, form: { branchId: string | null }): void => {
  if (scope.branchId && form.branchId !== scope.branchId) throw forbidden(BUSINESS_DEFINITION_MESSAGE);
};

/** The answer ranges every exam section needs on the form: one per section, as wide as its questions. */
const rangeProblems = (
  sections: readonly { name: string; questionCount: number }[],
  fields: readonly FormFieldRange[],
  at: (i: number) => string,
  prefix = '',
): string[] =>
  sections.flatMap((s, i) => {
    const range = fields.find((f) => f.field === 'answers' && f.section === s.name);
    if (!range) return [`${at(i)}.name: ${prefix}Optik formda "${s.name}" bölümünün cevap alanı yok.`];
    if (range.length < s.questionCount)
      return [
        `${at(i)}.questionCount: ${prefix}"${s.name}" bölümünün ${s.questionCount} sorusu var; optik formdaki cevap alanı ${range.length} sütun.`,
      ];
    return [];
  });

export const FORM_IN_USE_MESSAGE = 'Bu optik form bir sınavda kullanıldığı için silinemez.';

/** The exams of the business reading a form (whoever's branch they are). */
const examsUsingForm = (db: Db, businessId: string, formId: string) =>
  db
    .select({ id: exams.id, name: exams.name, sections: exams.sections })
    .from(exams)
    .where(and(ofBusiness(exams.businessId, businessId), eq(exams.opticalFormId, formId)));

/**
 * A form's new layout: the same checks as a new one, and every exam reading it must still find
 * its sections' answer columns.
 */
export const updateForm = async (db: Db, scope: TenantScope, id: string, input: TOpticalFormInput) => {
  const before = await getFormOrThrow(db, scope, id);
  assertFormWritable(scope, before);
  const fields = formFieldsOf(input);
  const problems = formProblems(fields, input.sampleLine).map((p) => `${p.field}: ${p.message}`);
  for (const exam of await examsUsingForm(db, scope.businessId, id))
    problems.push(...rangeProblems(exam.sections, fields, () => 'fields', `"${exam.name}" sınavı: `));
  if (problems.length > 0) throw invalid('Optik form kaydedilemedi. Lütfen alanları düzeltin.', problems);
  await db
    .update(examOpticalForms)
    .set({
      name: input.name,
      searchKey: foldTurkish(input.name),
      fields,
      sampleLine: input.sampleLine ?? null,
    })
    .where(and(inBusiness(examOpticalForms.businessId, scope), eq(examOpticalForms.id, id)));
  return before;
};

/** A form no exam reads; one an exam reads stays (its uploads would lose their layout). */
export const deleteForm = async (db: Db, scope: TenantScope, id: string) => {
  const before = await getFormOrThrow(db, scope, id);
  assertFormWritable(scope, before);
  if ((await examsUsingForm(db, scope.businessId, id).limit(1)).length > 0)
    throw badRequest(FORM_IN_USE_MESSAGE);
  await db
    .delete(examOpticalForms)
    .where(and(inBusiness(examOpticalForms.businessId, scope), eq(examOpticalForms.id, id)));
  return before;
};

/* ---------- exams ---------- */

/**
 * A branch scope sees the exams of its own branch and the chain-wide ones it takes part in
 * (no branches named: all of them).
 */
export const examsVisibleTo = (scope: TenantScope): SQL =>
  and(
    inBusiness(exams.businessId, scope),
    scope.branchId
      ? sql`(${exams.branchId} = ${scope.branchId} or (${exams.branchId} is null and (cardinality(${exams.branchIds}) = 0 or ${scope.branchId}::uuid = any(${exams.branchIds}))))`
      : undefined,
  )!;

const examSummary = {
  id: exams.id,
  name: exams.name,
  kind: exams.kind,
  date: exams.examDate,
  branchId: exams.branchId,
  branchIds: exams.branchIds,
  opticalFormId: exams.opticalFormId,
  penalty: exams.penalty,
  matching: exams.matching,
  baseMilli: exams.baseMilli,
  sections: exams.sections,
  cancellations: exams.cancellations,
};
export type ExamRow = {
  id: string;
  name: string;
  kind: string;
  date: string;
  branchId: string | null;
  branchIds: string[];
  opticalFormId: string;
  penalty: number;
  matching: string;
  baseMilli: number;
  sections: StoredSection[];
  cancellations: Cancellation[];
};

/** The exam as the API shows it: decimals back from thousandths. */
export const examView = (e: ExamRow) => ({
  id: e.id,
  name: e.name,
  kind: e.kind as ExamKind,
  date: e.date,
  branchId: e.branchId,
  branchIds: e.branchIds,
  opticalFormId: e.opticalFormId,
  penalty: e.penalty as Penalty,
  matching: e.matching as Matching,
  baseScore: e.baseMilli / 1000,
  sections: e.sections.map((s) => ({
    name: s.name,
    questionCount: s.questionCount,
    coefficient: s.coefficientMilli / 1000,
    keys: s.keys,
    outcomes: s.outcomes,
  })),
  cancellations: e.cancellations,
});

export const scoringOf = (e: ExamRow): ScoringExam => ({
  penalty: e.penalty as Penalty,
  baseMilli: e.baseMilli,
  sections: e.sections,
  cancellations: e.cancellations,
});

/** The booklets an exam has keys for (every section has the same ones). */
export const bookletsOf = (e: Pick<ExamRow, 'sections'>): Booklet[] =>
  BOOKLETS.filter((b) => e.sections[0]?.keys[b] !== undefined);

export const findExams = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & { _sort?: (typeof EXAM_SORTS)[number]; _order?: SortOrder },
) => {
  const where = and(examsVisibleTo(scope), searchOver(query._searchTerm, exams.searchKey));
  return selectPage(db, query, {
    countTable: exams,
    select: () => db.select(examSummary).from(exams).$dynamic(),
    where,
    orderBy: listOrder(
      query,
      { date: exams.examDate, name: turkishOrder(exams.name) },
      [desc(exams.examDate), desc(exams.id)],
      [exams.id],
    ),
    row: (e) => {
      const view = examView(e);
      return {
        id: view.id,
        name: view.name,
        kind: view.kind,
        date: view.date,
        branchId: view.branchId,
        penalty: view.penalty,
        matching: view.matching,
        questionCount: view.sections.reduce((n, s) => n + s.questionCount, 0),
      };
    },
  });
};

export const getExamOrThrow = async (
  db: Db,
  scope: TenantScope,
  id: string,
  lock = false,
): Promise<ExamRow> => {
  const query = db
    .select(examSummary)
    .from(exams)
    .where(and(examsVisibleTo(scope), eq(exams.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
};

/** A chain-wide exam changes only from a business scope; a branch changes its own branch's. */
export const assertExamWritable = (scope: TenantScope, exam: Pick<ExamRow, 'branchId'>): void => {
  if (scope.branchId && exam.branchId !== scope.branchId) throw forbidden(CHAIN_EXAM_MESSAGE);
};

/** The cross-field rules of an exam, each problem naming its field (`sections[1].keys.B`). */
const examProblems = (input: TExamInput, fields: FormFieldRange[]): string[] => {
  const problems: string[] = [];
  const names = new Set<string>();
  const booklets = BOOKLETS.filter((b) => input.sections[0]?.keys[b] !== undefined);
  input.sections.forEach((s, i) => {
    const at = `sections[${i}]`;
    if (names.has(s.name)) problems.push(`${at}.name: "${s.name}" bölümü iki kez yazılmış.`);
    names.add(s.name);
    problems.push(...rangeProblems([s], fields, () => at));
    for (const b of BOOKLETS) {
      const key = s.keys[b];
      if (key === undefined) {
        if (booklets.includes(b))
          problems.push(`${at}.keys.${b}: "${s.name}" bölümünün ${b} kitapçığı cevap anahtarı yok.`);
        continue;
      }
      if (!booklets.includes(b))
        problems.push(`${at}.keys.${b}: ${b} kitapçığının anahtarı ilk bölümde de girilmelidir.`);
      if (key.length !== s.questionCount)
        problems.push(
          `${at}.keys.${b}: "${s.name}" bölümünün ${b} kitapçığı cevap anahtarı ${s.questionCount} harf olmalıdır; ${key.length} harf girildi.`,
        );
    }
    if (s.outcomes && s.outcomes.length > s.questionCount)
      problems.push(`${at}.outcomes: Kazanım sayısı soru sayısından (${s.questionCount}) fazla olamaz.`);
  });
  return problems;
};

/** What an exam stores for an input, checked: the form, the keys, the branches. */
export const examValues = async (db: Db, scope: TenantScope, input: TExamInput) => {
  const form = await getFormOrThrow(db, scope, input.opticalFormId);
  const problems = [
    ...examProblems(input, form.fields),
    ...(await unknownOutcomeProblems(db, input.sections)),
  ];
  if (problems.length > 0)
    throw invalid('Sınav kaydedilemedi. Lütfen aşağıdaki sorunları düzeltin.', problems);
  const requested = [...new Set(input.branchIds ?? [])];
  if (scope.branchId && requested.some((b) => b !== scope.branchId)) throw notFound();
  const known = await branchesOfBusiness(db, scope.businessId, requested);
  if (requested.some((b) => !known.has(b))) throw notFound();
  const branchIds = scope.branchId ? [scope.branchId] : requested;
  return {
    branchId: branchIds.length === 1 ? branchIds[0]! : null,
    branchIds,
    name: input.name,
    searchKey: foldTurkish(input.name),
    kind: input.kind,
    examDate: input.date,
    opticalFormId: form.id,
    penalty: input.penalty,
    matching: input.matching,
    baseMilli: toMilli(input.baseScore),
    sections: input.sections.map((s) => ({
      name: s.name,
      questionCount: s.questionCount,
      coefficientMilli: toMilli(s.coefficient),
      keys: Object.fromEntries(BOOKLETS.flatMap((b) => (s.keys[b] ? [[b, s.keys[b]]] : []))),
      outcomes: s.outcomes ?? [],
    })),
  };
};

export const createExam = async (db: Db, scope: TenantScope, input: TExamInput) => {
  const values = await examValues(db, scope, input);
  const [row] = await db
    .insert(exams)
    .values({ businessId: scope.businessId, ...values })
    .returning({ id: exams.id });
  return row!;
};

/** The cancellation a request adds, checked against the exam's sections. */
export const checkedCancellation = (exam: ExamRow, input: TCancellationInput): Cancellation => {
  const section = exam.sections.find((s) => s.name === input.section);
  if (!section) throw invalid('İptal kaydedilemedi.', [`section: Sınavda "${input.section}" bölümü yok.`]);
  if (input.question > section.questionCount)
    throw invalid('İptal kaydedilemedi.', [
      `question: "${section.name}" bölümünde ${section.questionCount} soru var; ${input.question}. soru yok.`,
    ]);
  if (input.rule === 'OptionsCorrect' && !input.options)
    throw invalid('İptal kaydedilemedi.', ['options: Doğru sayılacak şıkları giriniz (ör. AB).']);
  return {
    section: section.name,
    question: input.question,
    rule: input.rule,
    options: input.rule === 'OptionsCorrect' ? input.options! : null,
  };
};

/** A stored sheet's numbers as the API shows them: section names from the exam, two decimals. */
export const resultNumbers = (
  exam: Pick<ExamRow, 'sections'>,
  row: { sections: SectionCounts[] | null; totalNet12: number | null; scoreUnits: number | null },
) => ({
  sections: (row.sections ?? []).map(([correct, wrong, blank, net12], i) => ({
    name: exam.sections[i]?.name ?? '',
    correct,
    wrong,
    blank,
    net: netValue(net12),
  })),
  totalNet: row.totalNet12 === null ? null : netValue(row.totalNet12),
  score: row.scoreUnits === null ? null : scoreValue(row.scoreUnits),
});

/** A scored sheet's stored numbers: what `withSheetNumbers` turns into the API's. */
export const sheetNumberColumns = {
  sections: examResults.sections,
  totalNet12: examResults.totalNet12,
  scoreUnits: examResults.scoreUnits,
  rankClass: examResults.rankClass,
  rankBranch: examResults.rankBranch,
  rankBusiness: examResults.rankBusiness,
};

/** A row read with `sheetNumberColumns`: its other fields, then the sheet's numbers and ranks as the API shows them. */
export const withSheetNumbers = <
  R extends Parameters<typeof resultNumbers>[1] & {
    rankClass: number | null;
    rankBranch: number | null;
    rankBusiness: number | null;
  },
>(
  exam: Pick<ExamRow, 'sections'>,
  { sections, totalNet12, scoreUnits, rankClass, rankBranch, rankBusiness, ...rest }: R,
) => ({
  ...rest,
  ...resultNumbers(exam, { sections, totalNet12, scoreUnits }),
  rank: { class: rankClass, branch: rankBranch, business: rankBusiness },
});

/** The marks as stored: each section cut to its question count, one after another. */
export const packAnswers = (exam: Pick<ExamRow, 'sections'>, answers: readonly string[]): string =>
  exam.sections.map((s, i) => (answers[i] ?? '').padEnd(s.questionCount).slice(0, s.questionCount)).join('');

export const unpackAnswers = (exam: Pick<ExamRow, 'sections'>, packed: string): string[] => {
  let at = 0;
  return exam.sections.map((s) => {
    const part = packed.slice(at, at + s.questionCount);
    at += s.questionCount;
    return part;
  });
};

export const countsOf = (sections: readonly ScoredSection[]): SectionCounts[] =>
  sections.map((s) => [s.correct, s.wrong, s.blank, s.net12]);
