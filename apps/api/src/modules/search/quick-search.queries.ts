import { foldTurkish } from '@panel/shared/common/text';
import {
  QUICK_SEARCH_LIMIT,
  type TQuickSearchHit,
  type TQuickSearchResult,
} from '@panel/shared/search/quick-search';
import { and, asc, desc, eq, exists, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likeContains } from '../../platform/listing';
import { isNarrow, ownedBy, studentsVisibleTo, type TenantScope } from '../../platform/scope';
import { inBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { personnel } from '../personnel/personnel.table';
import { collections } from '../sales/sales.table';
import { parents, studentParents, students } from '../students/student.table';

/** What the account may search: each kind follows the permission of the screen it opens. */
export type QuickSearchReach = { students: boolean; parents: boolean; staff: boolean; receipts: boolean };

/**
 * Every word of the term within the folded key, in any order: "korkmaz zeynep" finds
 * "zeynep korkmaz ...". Each word is a trigram-indexed `ilike` (the gin_trgm indexes).
 */
const allWords = (term: string, key: PgColumn): SQL | undefined => {
  const words = foldTurkish(term).split(' ').filter(Boolean).slice(0, 5);
  return words.length ? and(...words.map((w) => ilike(key, likeContains(w)))) : undefined;
};

const fullName = (t: { firstName: PgColumn; lastName: PgColumn }) =>
  sql<string>`${t.firstName} || ' ' || ${t.lastName}`;

const none: TQuickSearchHit[] = [];

const findStudents = (db: Db, scope: TenantScope, term: string) =>
  db
    .select({
      id: students.id,
      title: fullName(students),
      subtitle: sql<string>`'No ' || ${students.studentNo} || coalesce(' · ' || ${schoolClasses.name}, '') || ' · ' || ${branches.name}`,
      studentId: students.id,
    })
    .from(students)
    .innerJoin(branches, eq(branches.id, students.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, students.schoolClassId))
    .where(and(studentsVisibleTo(scope), allWords(term, students.searchKey)))
    .orderBy(asc(students.sortKey), asc(students.id))
    .limit(QUICK_SEARCH_LIMIT);

/** Parents of the students the account sees; a hit opens the card of one of their children. */
const findParents = async (db: Db, scope: TenantScope, term: string): Promise<TQuickSearchHit[]> => {
  const found = await db
    .select({ id: parents.id, title: fullName(parents) })
    .from(parents)
    .where(
      and(
        inBusiness(parents.businessId, scope),
        allWords(term, parents.searchKey),
        exists(
          db
            .select({ one: sql`1` })
            .from(studentParents)
            .innerJoin(students, eq(students.id, studentParents.studentId))
            .where(and(eq(studentParents.parentId, parents.id), studentsVisibleTo(scope))),
        ),
      ),
    )
    .orderBy(asc(parents.lastName), asc(parents.firstName), asc(parents.id))
    .limit(QUICK_SEARCH_LIMIT);
  if (!found.length) return [];
  const children = await db
    .select({ parentId: studentParents.parentId, studentId: students.id, name: fullName(students) })
    .from(studentParents)
    .innerJoin(students, eq(students.id, studentParents.studentId))
    .where(
      and(
        inArray(
          studentParents.parentId,
          found.map((p) => p.id),
        ),
        studentsVisibleTo(scope),
      ),
    )
    .orderBy(asc(students.sortKey), asc(students.id));
  return found.map((p) => {
    const child = children.find((c) => c.parentId === p.id);
    return { ...p, subtitle: `Veli · ${child?.name ?? ''}`, studentId: child?.studentId ?? null };
  });
};

const findStaff = (db: Db, scope: TenantScope, term: string) =>
  db
    .select({
      id: personnel.id,
      title: fullName(personnel),
      subtitle: sql<string>`coalesce(${personnel.title} || ' · ', '') || ${branches.name}`,
      studentId: sql<string | null>`null`,
    })
    .from(personnel)
    .innerJoin(branches, eq(branches.id, personnel.branchId))
    .where(and(ownedBy(personnel, scope), allWords(term, personnel.searchKey)))
    .orderBy(asc(personnel.lastName), asc(personnel.firstName), asc(personnel.id))
    .limit(QUICK_SEARCH_LIMIT);

/** Receipts by any part of their number: a term without a digit is no receipt number. */
const findReceipts = (db: Db, scope: TenantScope, term: string) =>
  db
    .select({
      id: collections.id,
      title: sql<string>`'Makbuz ' || ${collections.receiptNo}`,
      subtitle: sql<string>`${fullName(students)} || ' · ' || to_char(${collections.paidOn}, 'DD.MM.YYYY') || case when ${collections.cancelledAt} is null then '' else ' · İptal' end`,
      studentId: collections.studentId,
    })
    .from(collections)
    .innerJoin(students, eq(students.id, collections.studentId))
    .where(and(ownedBy(collections, scope), ilike(collections.receiptNo, likeContains(term.trim()))))
    .orderBy(desc(collections.paidOn), desc(collections.receiptNo))
    .limit(QUICK_SEARCH_LIMIT);

/**
 * The header's quick search: a few students, parents, staff and receipts matching every
 * word of the term, each kind within the caller's scope (platform/scope) and only where
 * the account may open that kind's screen. A narrow scope (a teacher, a parent) finds only
 * the students it reaches, never parents' or staff records.
 */
export const quickSearch = async (
  db: Db,
  scope: TenantScope,
  reach: QuickSearchReach,
  term: string,
): Promise<TQuickSearchResult> => {
  const narrow = isNarrow(scope);
  const [found, parentHits, staff, receipts] = await Promise.all([
    reach.students ? findStudents(db, scope, term) : none,
    reach.parents && !narrow ? findParents(db, scope, term) : none,
    reach.staff && !narrow ? findStaff(db, scope, term) : none,
    reach.receipts && /\d/.test(term) ? findReceipts(db, scope, term) : none,
  ]);
  return { students: found, parents: parentHits, staff, receipts };
};
