import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import { SEARCH_MIN_LENGTH } from '@panel/shared/common/pagination';
import { foldTurkish } from '@panel/shared/common/text';
import type { STUDENT_SORTS } from '@panel/shared/students/contracts';
import type { StudyState } from '@panel/shared/students/enums';
import { and, asc, count, eq, inArray, isNull, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import { fetchPage, likeContains, listOrder, searchOver } from '../../platform/listing';
import { preparedPer } from '../../platform/prepared';
import { isNarrow, redactStudent } from '../../platform/scope';
import type { TenantScope } from '../../platform/tenancy';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { liveStudents } from './student.queries';
import { digits } from './student.service';
import { contacts, parents, studentCounts, studentParents, students } from './student.table';

/** The columns the search list sorts by on the server, each walked by an index of students. */
const studentSortColumns = { name: students.sortKey, studentNo: students.studentNo };

export type StudentFilters = {
  _sort?: (typeof STUDENT_SORTS)[number];
  _order?: SortOrder;
  branchId?: string;
  schoolClassId?: string;
  studyState?: StudyState;
  withoutClass?: 'true' | 'false';
};

const listColumns = {
  id: students.id,
  studentNo: students.studentNo,
  firstName: students.firstName,
  lastName: students.lastName,
  citizenId: students.citizenId,
  branchId: students.branchId,
  branchName: branches.name,
  schoolClassId: students.schoolClassId,
  schoolClassName: schoolClasses.name,
  studyState: students.studyState,
  birthDate: students.birthDate,
  primaryPhone: sql<string | null>`(select ${contacts.value} from ${contacts}
            where ${contacts.personId} = ${students.id} and ${contacts.contactType} = 'Phone'
            order by ${contacts.isPrimary} desc limit 1)`,
  parentNames: sql<string>`coalesce((select string_agg(${parents.firstName} || ' ' || ${parents.lastName}, ', ')
            from ${studentParents} join ${parents} on ${parents.id} = ${studentParents.parentId}
            where ${studentParents.studentId} = ${students.id}), '')`,
};

/** A list row with its study state as the code it holds. */
const asStudentRow = <T extends { studyState: string }>(row: T) => ({
  ...row,
  studyState: row.studyState as StudyState,
});

/**
 * A page of students in sort order: the page's ids first (an index walk in sort order), then
 * their columns, so the phone and parent subqueries run for the page's rows only, not for
 * every row the offset skips.
 */
const studentPage = (
  db: Db,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  order: SQL[] = [asc(students.sortKey), asc(students.id)],
) =>
  db
    .select(listColumns)
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(
      inArray(
        students.id,
        db
          .select({ id: students.id })
          .from(students)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      ),
    )
    .orderBy(...order);

/** The plain list and the search box, business-wide or a branch's: built once per database. */
const studentPages = preparedPer((db) => {
  const variant = (inBranch: boolean, search: boolean) => {
    const where = and(
      ofBusiness(students.businessId, sql.placeholder('businessId')),
      inBranch ? eq(students.branchId, sql.placeholder('branchId')) : undefined,
      isNull(students.deletedAt),
      // The key and the pattern are both folded (foldTurkish), so a plain LIKE is enough and
      // cheaper than ILIKE on every row the trigram index hands back.
      search ? like(students.searchKey, sql.placeholder('pattern')) : undefined,
    );
    // A search stays unnamed (''): a plan made once for any pattern would not fit both 'ays'
    // and a citizen id, so the server plans each search for its pattern.
    const name = search ? '' : `student_page${inBranch ? '_in_branch' : ''}`;
    const counted = and(
      ofBusiness(studentCounts.businessId, sql.placeholder('businessId')),
      inBranch ? eq(studentCounts.branchId, sql.placeholder('branchId')) : undefined,
    );
    return {
      rows: studentPage(db, where, sql.placeholder('limit'), sql.placeholder('offset')).prepare(name),
      // Without a search the total is the triggers' count (student_counts), not a count(*).
      total: search
        ? db.select({ n: count() }).from(students).where(where).prepare('')
        : db
            .select({ n: sql<number>`coalesce(sum(${studentCounts.live}), 0)::int` })
            .from(studentCounts)
            .where(counted)
            .prepare(`${name}_total`),
    };
  };
  return {
    business: variant(false, false),
    businessSearch: variant(false, true),
    branch: variant(true, false),
    branchSearch: variant(true, true),
  };
});

/**
 * The student list and its search box: the plain list and a search over the whole business or
 * branch through the prepared pages; any filter, sort or narrow scope builds its query.
 */
export const findStudents = (db: Db, scope: TenantScope, query: TListQuery & StudentFilters) => {
  // A phone typed with spaces or brackets is searched by its digits, as the key holds them.
  const term =
    query._searchTerm && /^[\d\s()+-]+$/.test(query._searchTerm)
      ? digits(query._searchTerm)
      : query._searchTerm;
  const branchId = scope.branchId ?? query.branchId;
  const plain =
    !isNarrow(scope) &&
    !query.schoolClassId &&
    !query.studyState &&
    query.withoutClass !== 'true' &&
    !query._sort &&
    (!query.branchId || !scope.branchId || query.branchId === scope.branchId);
  if (plain) {
    const folded = foldTurkish(term ?? '');
    const search = folded.length >= SEARCH_MIN_LENGTH;
    const pages = studentPages(db);
    const page = branchId
      ? search
        ? pages.branchSearch
        : pages.branch
      : search
        ? pages.businessSearch
        : pages.business;
    const params = {
      businessId: scope.businessId,
      branchId,
      pattern: search ? likeContains(folded) : null,
    };
    return fetchPage(
      query,
      {
        rows: async (limit, offset) =>
          (await page.rows.execute({ ...params, limit, offset })).map(asStudentRow),
        total: async () => (await page.total.execute(params))[0]?.n ?? 0,
      },
      { countOnlyWhenFull: search },
    );
  }
  const where = and(
    liveStudents(scope),
    searchOver(term, students.searchKey),
    query.branchId ? eq(students.branchId, query.branchId) : undefined,
    query.schoolClassId ? eq(students.schoolClassId, query.schoolClassId) : undefined,
    query.studyState ? eq(students.studyState, query.studyState) : undefined,
    query.withoutClass === 'true' ? isNull(students.schoolClassId) : undefined,
  );
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await studentPage(
          db,
          where,
          limit,
          offset,
          listOrder(query, studentSortColumns, [asc(students.sortKey), asc(students.id)], [students.id]),
        )
      ).map((row) => redactStudent(scope, asStudentRow(row))),
    total: () => countRows(db, students, where),
  });
};
