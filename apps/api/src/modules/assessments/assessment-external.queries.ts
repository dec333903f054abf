import { EXTERNAL_TARGET } from '@panel/shared/assessments/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstId } from '../../platform/first-id';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { assessmentAssignments } from './assessment.table';

/** An External sending by its shared key, with the institution's name the form shows. */
export const sendingByShareToken = async (db: Db, shareToken: string) => {
  const [row] = await db
    .select({
      id: assessmentAssignments.id,
      businessId: assessmentAssignments.businessId,
      branchId: assessmentAssignments.branchId,
      name: assessmentAssignments.name,
      description: assessmentAssignments.description,
      opensOn: assessmentAssignments.opensOn,
      closesOn: assessmentAssignments.closesOn,
      institution: businesses.name,
    })
    .from(assessmentAssignments)
    .innerJoin(businesses, eq(businesses.id, assessmentAssignments.businessId))
    .where(
      and(
        eq(assessmentAssignments.shareToken, shareToken),
        eq(assessmentAssignments.target, EXTERNAL_TARGET),
      ),
    );
  return row ?? null;
};

/** Whether a branch is the business's: a business account names the branch of its external link. */
export const branchOfBusiness = async (db: Db, businessId: string, branchId: string) =>
  (await firstId(
    db,
    branches,
    and(eq(branches.id, branchId), ofBusiness(branches.businessId, businessId)),
  )) !== null;

/** The institution's name a printed page is headed with. */
export const institutionName = async (db: Db, businessId: string) => {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.name ?? '';
};
