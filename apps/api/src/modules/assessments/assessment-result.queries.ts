import type { RespondentRelation } from '@panel/shared/assessments/contracts';
import { groupBy } from '@panel/shared/common/collections';
import type { TermDays } from '@panel/shared/common/dates';
import type { TListQuery } from '@panel/shared/common/list-query';
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { fetchPage, searchOver } from '../../platform/listing';
import type { TenantScope } from '../../platform/scope';
import { businesses } from '../administration/businesses/business.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { students } from '../students/student.table';
import {
  assessmentAssignments,
  assessmentExternalRespondents,
  assessmentLinks,
  assessmentScores,
} from './assessment.table';
import { linksVisibleTo } from './assessment-assignment.queries';
import { getAssignmentOrThrow } from './assessment-assignment.service';

export type ResultFilters = {
  assignmentId: string;
  schoolClassId?: string | null | undefined;
  status?: 'Answered' | 'Pending' | null | undefined;
};

/** A student's name, or the name an external respondent gave: the one column both kinds of result show. */
const studentName = sql<string>`coalesce(${students.firstName} || ' ' || ${students.lastName}, ${assessmentExternalRespondents.fullName})`;
const respondents = assessmentExternalRespondents;

const linkWhere = (scope: TenantScope, f: ResultFilters, term?: string) =>
  and(
    eq(assessmentLinks.assignmentId, f.assignmentId),
    linksVisibleTo(scope),
    f.schoolClassId ? eq(students.schoolClassId, f.schoolClassId) : undefined,
    f.status === 'Answered'
      ? isNotNull(assessmentLinks.submittedAt)
      : f.status === 'Pending'
        ? isNull(assessmentLinks.submittedAt)
        : undefined,
    searchOver(term, students.searchKey, respondents.searchKey),
  );

/** Each link's scores in the inventory's order, keyed by link. */
const scoresOf = async (db: Db, linkIds: string[]) => {
  const rows =
    linkIds.length === 0
      ? []
      : await db
          .select({
            linkId: assessmentScores.linkId,
            dimensionKey: assessmentScores.dimensionKey,
            dimensionName: assessmentScores.dimensionName,
            scoreCenti: assessmentScores.scoreCenti,
            bandLabel: assessmentScores.bandLabel,
          })
          .from(assessmentScores)
          .where(inArray(assessmentScores.linkId, linkIds))
          .orderBy(asc(assessmentScores.position));
  return groupBy(rows, (r) => r.linkId);
};

/** Links as answered: the submission time as text, and the scores of each. */
const withScores = async <R extends { linkId: string; submittedAt: Date | null }>(db: Db, rows: R[]) => {
  const scores = await scoresOf(
    db,
    rows.map((r) => r.linkId),
  );
  return rows.map(({ submittedAt, ...r }) => ({
    ...r,
    submittedAt: submittedAt?.toISOString() ?? null,
    scores: scores.get(r.linkId) ?? [],
  }));
};

const resultRows = async (
  db: Db,
  scope: TenantScope,
  f: ResultFilters,
  term: string | undefined,
  limit: number,
  offset: number,
) => {
  const rows = await db
    .select({
      linkId: assessmentLinks.id,
      studentId: assessmentLinks.studentId,
      studentName,
      schoolClassName: schoolClasses.name,
      mobilePhone: respondents.mobilePhone,
      relation: sql<RespondentRelation | null>`${respondents.relation}`,
      submittedAt: assessmentLinks.submittedAt,
    })
    .from(assessmentLinks)
    .leftJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(respondents, eq(respondents.id, assessmentLinks.respondentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(linkWhere(scope, f, term))
    .orderBy(asc(schoolClasses.sortKey), asc(students.sortKey), asc(assessmentLinks.id))
    .limit(limit)
    .offset(offset);
  return (await withScores(db, rows)).map((r) => ({ ...r, answered: r.submittedAt !== null }));
};

/** Per student: answered or not, and each dimension's score and band. */
export const findResults = async (db: Db, scope: TenantScope, query: TListQuery & ResultFilters) => {
  const assignment = await getAssignmentOrThrow(db, scope, query.assignmentId);
  const page = await fetchPage(query, {
    rows: (limit, offset) => resultRows(db, scope, query, query._searchTerm, limit, offset),
    total: async () =>
      (
        await db
          .select({ n: count() })
          .from(assessmentLinks)
          .leftJoin(students, eq(students.id, assessmentLinks.studentId))
          .leftJoin(respondents, eq(respondents.id, assessmentLinks.respondentId))
          .where(linkWhere(scope, query, query._searchTerm))
      )[0]?.n ?? 0,
  });
  return {
    ...page,
    dimensions: assignment.definition.dimensions.map((d) => ({ key: d.key, name: d.name })),
  };
};

/** Every row for Excel, with the same filters. */
export const allResults = async (db: Db, scope: TenantScope, f: ResultFilters) => {
  const assignment = await getAssignmentOrThrow(db, scope, f.assignmentId);
  const rows = await resultRows(db, scope, f, undefined, 5000, 0);
  return { assignment, rows };
};

/** Per dimension, how many students fall in each band; and how many have and have not answered. */
export const resultDistribution = async (db: Db, scope: TenantScope, f: ResultFilters) => {
  const assignment = await getAssignmentOrThrow(db, scope, f.assignmentId);
  const where = linkWhere(scope, { ...f, status: null });
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      answered: sql<number>`count(${assessmentLinks.submittedAt})::int`,
    })
    .from(assessmentLinks)
    .leftJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(respondents, eq(respondents.id, assessmentLinks.respondentId))
    .where(where);
  const bandCounts = await db
    .select({
      dimensionKey: assessmentScores.dimensionKey,
      bandLabel: assessmentScores.bandLabel,
      n: sql<number>`count(*)::int`,
    })
    .from(assessmentScores)
    .innerJoin(assessmentLinks, eq(assessmentLinks.id, assessmentScores.linkId))
    .leftJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(respondents, eq(respondents.id, assessmentLinks.respondentId))
    .where(where)
    .groupBy(assessmentScores.dimensionKey, assessmentScores.bandLabel);
  const countOf = (dimensionKey: string, bandLabel: string | null) =>
    bandCounts.find((b) => b.dimensionKey === dimensionKey && b.bandLabel === bandLabel)?.n ?? 0;
  return {
    total: counts?.total ?? 0,
    answered: counts?.answered ?? 0,
    dimensions: assignment.definition.dimensions.map((d) => ({
      key: d.key,
      name: d.name,
      bands: [
        ...d.bands.map((b) => ({ label: b.label, count: countOf(d.key, b.label) })),
        ...(countOf(d.key, null) > 0 ? [{ label: 'Aralık dışı', count: countOf(d.key, null) }] : []),
      ],
    })),
  };
};

/** One student's profile: every dimension's score, band and interpretation, with the band edges for the chart. */
export const getProfile = async (db: Db, scope: TenantScope, linkId: string) => {
  const [link] = await db
    .select({
      id: assessmentLinks.id,
      assignmentId: assessmentLinks.assignmentId,
      studentName,
      schoolClassName: schoolClasses.name,
      mobilePhone: respondents.mobilePhone,
      relation: respondents.relation,
      submittedAt: assessmentLinks.submittedAt,
      name: assessmentAssignments.name,
      definition: assessmentAssignments.definition,
      institution: businesses.name,
    })
    .from(assessmentLinks)
    .innerJoin(assessmentAssignments, eq(assessmentAssignments.id, assessmentLinks.assignmentId))
    .innerJoin(businesses, eq(businesses.id, assessmentLinks.businessId))
    .leftJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(respondents, eq(respondents.id, assessmentLinks.respondentId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(and(eq(assessmentLinks.id, linkId), linksVisibleTo(scope)));
  if (!link) throw notFound();
  const scores = await db
    .select()
    .from(assessmentScores)
    .where(eq(assessmentScores.linkId, linkId))
    .orderBy(asc(assessmentScores.position));
  return {
    linkId: link.id,
    assignmentId: link.assignmentId,
    name: link.name,
    institution: link.institution,
    studentName: link.studentName,
    schoolClassName: link.schoolClassName,
    mobilePhone: link.mobilePhone,
    relation: link.relation as RespondentRelation | null,
    submittedAt: link.submittedAt?.toISOString() ?? null,
    dimensions: link.definition.dimensions.map((d) => {
      const s = scores.find((x) => x.dimensionKey === d.key);
      return {
        key: d.key,
        name: d.name,
        method: d.method,
        scoreCenti: s?.scoreCenti ?? null,
        bandLabel: s?.bandLabel ?? null,
        interpretation: s?.interpretation ?? null,
        minCenti: Math.round(Math.min(...d.bands.map((b) => b.min), 0) * 100),
        maxCenti: Math.round(Math.max(...d.bands.map((b) => b.max), 1) * 100),
      };
    }),
  };
};

/** A student's inventories and results, for his profile's tab. */
export const studentAssessments = async (db: Db, scope: TenantScope, studentId: string) => {
  const rows = await db
    .select({
      linkId: assessmentLinks.id,
      name: assessmentAssignments.name,
      opensOn: assessmentAssignments.opensOn,
      closesOn: assessmentAssignments.closesOn,
      submittedAt: assessmentLinks.submittedAt,
    })
    .from(assessmentLinks)
    .innerJoin(assessmentAssignments, eq(assessmentAssignments.id, assessmentLinks.assignmentId))
    .where(and(eq(assessmentLinks.studentId, studentId), linksVisibleTo(scope)))
    .orderBy(sql`${assessmentAssignments.createdAt} desc`)
    .limit(100);
  return withScores(db, rows);
};

/**
 * The inventories each of the given students submitted between two days (Istanbul's), in the
 * order they were sent, with their scores: the report cards of a class read at once.
 */
export const submittedAssessmentsOf = async (
  db: Db,
  scope: TenantScope,
  studentIds: string[],
  days: TermDays,
) => {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      linkId: assessmentLinks.id,
      studentId: sql<string>`${assessmentLinks.studentId}`,
      name: assessmentAssignments.name,
    })
    .from(assessmentLinks)
    .innerJoin(assessmentAssignments, eq(assessmentAssignments.id, assessmentLinks.assignmentId))
    .where(
      and(
        inArray(assessmentLinks.studentId, studentIds),
        linksVisibleTo(scope),
        sql`(${assessmentLinks.submittedAt} at time zone 'Europe/Istanbul')::date between ${days.startsOn} and ${days.endsOn}`,
      ),
    )
    .orderBy(asc(assessmentAssignments.createdAt), asc(assessmentLinks.id));
  const scores = await scoresOf(
    db,
    rows.map((r) => r.linkId),
  );
  return rows.map(({ linkId, ...r }) => ({ ...r, scores: scores.get(linkId) ?? [] }));
};
