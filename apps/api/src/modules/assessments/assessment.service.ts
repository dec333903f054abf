import type { ASSESSMENT_SORTS, TAssessmentInput } from '@panel/shared/assessments/contracts';
import {
  type AssessmentDefinition,
  type DisplayMode,
  definitionProblems,
} from '@panel/shared/assessments/scoring';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../platform/errors';
import { listOrder, searchOver, turkishOrder } from '../../platform/listing';
import { assertBusinessScope, type TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import { inBusiness } from '../../platform/tenancy';
import { assessments } from './assessment.table';
import { questionImportRefusal, questionsFromSheet, withImported } from './assessment-import.service';

/** A branch scope sees its branch's inventories and the business-wide ones. */
export const assessmentsVisibleTo = (scope: TenantScope): SQL =>
  and(
    inBusiness(assessments.businessId, scope),
    isNull(assessments.deletedAt),
    scope.branchId ? or(isNull(assessments.branchId), eq(assessments.branchId, scope.branchId)) : undefined,
  )!;

const summary = {
  id: assessments.id,
  name: assessments.name,
  description: assessments.description,
  displayMode: sql<DisplayMode>`${assessments.displayMode}`,
  branchId: assessments.branchId,
  definition: assessments.definition,
};

export const findAssessments = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & ListSort<(typeof ASSESSMENT_SORTS)[number]>,
) => {
  const where = and(assessmentsVisibleTo(scope), searchOver(query._searchTerm, assessments.searchKey));
  return selectPage(db, query, {
    countTable: assessments,
    select: () => db.select(summary).from(assessments).$dynamic(),
    where,
    orderBy: listOrder(
      query,
      { name: turkishOrder(assessments.name) },
      [asc(assessments.searchKey), desc(assessments.id)],
      [assessments.id],
    ),
    row: ({ definition, ...r }) => ({
      ...r,
      dimensionCount: definition.dimensions.length,
      questionCount: definition.questions.length,
    }),
  });
};

/** For selects: every visible inventory, by name. */
export const listAssessments = (db: Db, scope: TenantScope) =>
  db
    .select({ id: assessments.id, name: assessments.name })
    .from(assessments)
    .where(assessmentsVisibleTo(scope))
    .orderBy(asc(assessments.searchKey))
    .limit(500);

export const getAssessmentOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select(summary)
    .from(assessments)
    .where(and(assessmentsVisibleTo(scope), eq(assessments.id, id)));
  if (!row) throw notFound();
  return row;
};

const assertDefinition = (definition: AssessmentDefinition) => {
  const problems = definitionProblems(definition);
  if (problems.length > 0)
    throw badRequest('Envanter kaydedilemedi. Lütfen aşağıdaki sorunları düzeltin.', { errors: problems });
};

/**
 * The branch an inventory belongs to: a branch scope writes only its own branch's; a
 * business-wide one (no branch) is the business scope's to change.
 */
const owningBranch = (scope: TenantScope, requested: string | null): string | null => {
  if (!scope.branchId) return requested;
  if (requested && requested !== scope.branchId) throw notFound();
  return scope.branchId;
};

const assertWritable = (scope: TenantScope, row: { branchId: string | null }) => {
  if (row.branchId === null) assertBusinessScope(scope);
};

export const createAssessment = async (db: Db, scope: TenantScope, input: TAssessmentInput) => {
  assertDefinition(input.definition);
  const [row] = await db
    .insert(assessments)
    .values({
      businessId: scope.businessId,
      branchId: owningBranch(scope, input.branchId),
      name: input.name,
      searchKey: foldTurkish(input.name),
      description: input.description,
      displayMode: input.displayMode,
      definition: input.definition,
    })
    .returning({ id: assessments.id });
  return row!;
};

export const updateAssessment = async (
  db: Db,
  scope: TenantScope,
  input: TAssessmentInput & { id: string },
) => {
  const existing = await getAssessmentOrThrow(db, scope, input.id);
  assertWritable(scope, existing);
  assertDefinition(input.definition);
  await db
    .update(assessments)
    .set({
      branchId: scope.branchId ? existing.branchId : input.branchId,
      name: input.name,
      searchKey: foldTurkish(input.name),
      description: input.description,
      displayMode: input.displayMode,
      definition: input.definition,
      updatedAt: new Date(),
    })
    .where(eq(assessments.id, input.id));
  return { id: input.id };
};

/** Soft delete: the assignments already sent keep their own copy and their results. */
export const deleteAssessment = async (db: Db, scope: TenantScope, id: string) => {
  const existing = await getAssessmentOrThrow(db, scope, id);
  assertWritable(scope, existing);
  await db.update(assessments).set({ deletedAt: new Date() }).where(eq(assessments.id, id));
};

/**
 * Adds the questions of an uploaded sheet after the inventory's own, in one update, only when
 * every row and the resulting inventory are valid; a dry run only checks.
 */
export const importQuestions = async (
  db: Db,
  scope: TenantScope,
  id: string,
  content: Buffer,
  dryRun: boolean,
) => {
  const existing = await getAssessmentOrThrow(db, scope, id);
  assertWritable(scope, existing);
  const { questions, errors } = await questionsFromSheet(content, existing.definition);
  if (errors.length > 0) throw questionImportRefusal(errors);
  const definition = withImported(existing.definition, questions);
  if (dryRun) return { count: questions.length, saved: 0 };
  await db
    .update(assessments)
    .set({ definition, updatedAt: new Date() })
    .where(and(eq(assessments.id, id), isNull(assessments.deletedAt)));
  return { count: questions.length, saved: questions.length };
};
