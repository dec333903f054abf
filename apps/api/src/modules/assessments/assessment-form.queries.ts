import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses } from '../administration/businesses/business.table';
import { students } from '../students/student.table';
import { assessmentAssignments, assessmentExternalRespondents, assessmentLinks } from './assessment.table';

/** A form link by its token, with its sending, the institution's name and whom it greets. */
export const linkByToken = async (db: Db, token: string) => {
  const [row] = await db
    .select({
      id: assessmentLinks.id,
      businessId: assessmentLinks.businessId,
      branchId: assessmentLinks.branchId,
      assignmentId: assessmentLinks.assignmentId,
      studentId: assessmentLinks.studentId,
      answers: assessmentLinks.answers,
      submittedAt: assessmentLinks.submittedAt,
      name: assessmentAssignments.name,
      description: assessmentAssignments.description,
      displayMode: assessmentAssignments.displayMode,
      definition: assessmentAssignments.definition,
      opensOn: assessmentAssignments.opensOn,
      closesOn: assessmentAssignments.closesOn,
      institution: businesses.name,
      // An external respondent is greeted by the first word of the name he gave.
      firstName: sql<
        string | null
      >`coalesce(${students.firstName}, split_part(${assessmentExternalRespondents.fullName}, ' ', 1))`,
    })
    .from(assessmentLinks)
    .innerJoin(assessmentAssignments, eq(assessmentAssignments.id, assessmentLinks.assignmentId))
    .innerJoin(businesses, eq(businesses.id, assessmentLinks.businessId))
    .leftJoin(students, eq(students.id, assessmentLinks.studentId))
    .leftJoin(
      assessmentExternalRespondents,
      eq(assessmentExternalRespondents.id, assessmentLinks.respondentId),
    )
    .where(eq(assessmentLinks.token, token));
  return row ?? null;
};
