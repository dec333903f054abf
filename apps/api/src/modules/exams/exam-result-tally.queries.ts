import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';
import { examResultTallies } from './exam.table';

/**
 * An exam's tally rows that `which` selects, their marks still as stored, with their branch's
 * and class's names: the heat map's row names come with the rows, no second round trip for them.
 */
export const namedTallies = (db: Db, examId: string, which: SQL | undefined) => {
  const t = examResultTallies;
  return db
    .select({
      grouping: t.grouping,
      branchId: t.branchId,
      classId: t.schoolClassId,
      booklet: t.booklet,
      band: t.band,
      students: t.students,
      marks: t.marks,
      branchName: branches.name,
      className: schoolClasses.name,
    })
    .from(t)
    .leftJoin(branches, eq(branches.id, t.branchId))
    .leftJoin(schoolClasses, eq(schoolClasses.id, t.schoolClassId))
    .where(and(eq(t.examId, examId), which));
};
