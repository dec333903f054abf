import { foldTurkish } from '@panel/shared/common/text';
import type { TExamType, TExamTypeInput } from '@panel/shared/exams/contracts';
import { EXAM_TYPES } from '@panel/shared/exams/exam-types';
import { toMilli } from '@panel/shared/exams/scoring';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import { badRequest, notFound } from '../../platform/errors';
import { assertBusinessScope, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { examTypes } from './exam.table';

/** An institution keeps a handful of its own kinds; the list is one screen, not a page. */
export const EXAM_TYPE_MAX = 100;

const BUILT_IN: TExamType[] = EXAM_TYPES.map((t) => ({
  id: null,
  kind: t.kind,
  label: t.label,
  builtIn: true,
  penalty: t.penalty,
  baseScore: t.baseScore,
  sections: t.sections.map((s) => ({ ...s })),
}));

const typeRow = {
  id: examTypes.id,
  name: examTypes.name,
  penalty: examTypes.penalty,
  baseMilli: examTypes.baseMilli,
  sections: examTypes.sections,
};
type TypeRow = {
  id: string;
  name: string;
  penalty: number;
  baseMilli: number;
  sections: typeof examTypes.$inferSelect.sections;
};

const typeView = (r: TypeRow): TExamType => ({
  id: r.id,
  kind: 'Other',
  label: r.name,
  builtIn: false,
  penalty: r.penalty,
  baseScore: r.baseMilli / 1000,
  sections: r.sections.map((s) => ({
    name: s.name,
    questionCount: s.questionCount,
    coefficient: s.coefficientMilli / 1000,
  })),
});

/** The ready-made kinds (read-only) and then the institution's own, by name. */
export const findExamTypes = async (db: Db, scope: TenantScope): Promise<TExamType[]> => {
  const own = await db
    .select(typeRow)
    .from(examTypes)
    .where(inBusiness(examTypes.businessId, scope))
    .orderBy(asc(examTypes.searchKey))
    .limit(EXAM_TYPE_MAX);
  return [...BUILT_IN, ...own.map(typeView)];
};

const getOwnOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select(typeRow)
    .from(examTypes)
    .where(and(inBusiness(examTypes.businessId, scope), eq(examTypes.id, id)));
  if (!row) throw notFound();
  return row;
};

const valuesOf = (input: TExamTypeInput) => {
  const names = new Set<string>();
  const problems: string[] = [];
  input.sections.forEach((s, i) => {
    if (names.has(s.name)) problems.push(`sections[${i}].name: "${s.name}" bölümü iki kez yazılmış.`);
    names.add(s.name);
  });
  const reserved = BUILT_IN.find((t) => foldTurkish(t.kind) === foldTurkish(input.name));
  if (reserved) problems.push(`name: "${reserved.kind}" hazır bir sınav türüdür; başka bir ad yazınız.`);
  if (problems.length > 0) throw badRequest('Sınav türü kaydedilemedi.', { errors: problems });
  return {
    name: input.name,
    searchKey: foldTurkish(input.name),
    penalty: input.penalty,
    baseMilli: toMilli(input.baseScore),
    sections: input.sections.map((s) => ({
      name: s.name,
      questionCount: s.questionCount,
      coefficientMilli: toMilli(s.coefficient),
    })),
  };
};

export const createExamType = async (db: Db, scope: TenantScope, input: TExamTypeInput) => {
  assertBusinessScope(scope);
  const values = valuesOf(input);
  if ((await countRows(db, examTypes, inBusiness(examTypes.businessId, scope))) >= EXAM_TYPE_MAX)
    throw badRequest(`En fazla ${EXAM_TYPE_MAX} kuruma özel sınav türü tanımlanabilir.`);
  const [row] = await db
    .insert(examTypes)
    .values({ businessId: scope.businessId, ...values })
    .returning({ id: examTypes.id });
  return row!;
};

export const updateExamType = async (db: Db, scope: TenantScope, id: string, input: TExamTypeInput) => {
  assertBusinessScope(scope);
  const before = typeView(await getOwnOrThrow(db, scope, id));
  await db
    .update(examTypes)
    .set(valuesOf(input))
    .where(and(inBusiness(examTypes.businessId, scope), eq(examTypes.id, id)));
  return before;
};

export const deleteExamType = async (db: Db, scope: TenantScope, id: string) => {
  assertBusinessScope(scope);
  const before = typeView(await getOwnOrThrow(db, scope, id));
  await db.delete(examTypes).where(and(inBusiness(examTypes.businessId, scope), eq(examTypes.id, id)));
  return before;
};
