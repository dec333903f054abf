import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ofBusiness } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { schoolClasses } from '../education/school-classes/school-class.table';

/** The names of the business's branches and classes among the ids, by id. */
export const branchAndClassNames = async (
  db: Db,
  businessId: string,
  branchIds: string[],
  classIds: string[],
) => {
  const [b, c] = await Promise.all([
    branchIds.length
      ? db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(and(ofBusiness(branches.businessId, businessId), inArray(branches.id, branchIds)))
      : [],
    classIds.length
      ? db
          .select({ id: schoolClasses.id, name: schoolClasses.name })
          .from(schoolClasses)
          .where(and(ofBusiness(schoolClasses.businessId, businessId), inArray(schoolClasses.id, classIds)))
      : [],
  ]);
  return new Map([...b, ...c].map((r) => [r.id, r.name]));
};
