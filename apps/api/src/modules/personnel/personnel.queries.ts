import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import type { Gender } from '@panel/shared/common/person';
import type { PERSONNEL_SORTS } from '@panel/shared/personnel/contracts';
import type { EmploymentState } from '@panel/shared/personnel/enums';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import { notFound } from '../../platform/errors';
import { turkishOrder } from '../../platform/listing';
import { ownedBy } from '../../platform/resource';
import { fetchSearchKeyPage } from '../../platform/select-page';
import type { TenantScope } from '../../platform/tenancy';
import { branches } from '../administration/branches/branch.table';
import { majors } from '../administration/majors/major.table';
import { personnel, personnelMajors } from './personnel.table';

const listColumns = {
  id: personnel.id,
  firstName: personnel.firstName,
  lastName: personnel.lastName,
  branchId: personnel.branchId,
  branchName: branches.name,
  title: personnel.title,
  isTeacher: personnel.isTeacher,
  employmentState: personnel.employmentState,
  mobilePhone: personnel.mobilePhone,
  email: personnel.email,
  citizenId: personnel.citizenId,
};

/** What each sort orders by: the name as `Soyad Ad`, like the students' sort key. */
const personnelSortColumns = {
  name: turkishOrder(sql`${personnel.lastName} || ' ' || ${personnel.firstName}`),
  employmentStartDate: personnel.employmentStartDate,
};

export type PersonnelFilters = {
  _sort?: (typeof PERSONNEL_SORTS)[number];
  _order?: SortOrder;
  branchId?: string;
  employmentState?: EmploymentState;
  isTeacher?: 'true' | 'false';
};

export const findPersonnel = async (db: Db, scope: TenantScope, query: TListQuery & PersonnelFilters) => {
  // Phone searches are typed with spaces and brackets; the key holds digits only.
  const term =
    query._searchTerm && /^[\d\s()+-]+$/.test(query._searchTerm)
      ? query._searchTerm.replace(/\D/g, '')
      : query._searchTerm;
  const page = await fetchSearchKeyPage(
    db,
    { ...query, _searchTerm: term },
    {
      table: personnel,
      select: () =>
        db
          .select(listColumns)
          .from(personnel)
          .innerJoin(branches, eq(branches.id, personnel.branchId))
          .$dynamic(),
      where: and(
        ownedBy(personnel, scope),
        query.branchId ? eq(personnel.branchId, query.branchId) : undefined,
        query.employmentState ? eq(personnel.employmentState, query.employmentState) : undefined,
        query.isTeacher ? eq(personnel.isTeacher, query.isTeacher === 'true') : undefined,
      ),
      sorts: personnelSortColumns,
    },
  );
  return {
    ...page,
    _data: page._data.map((row) => ({ ...row, employmentState: row.employmentState as EmploymentState })),
  };
};

export const getPersonnelOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({
      id: personnel.id,
      businessId: personnel.businessId,
      branchId: personnel.branchId,
      branchName: branches.name,
      firstName: personnel.firstName,
      lastName: personnel.lastName,
      citizenId: personnel.citizenId,
      gender: personnel.gender,
      birthDate: personnel.birthDate,
      title: personnel.title,
      isTeacher: personnel.isTeacher,
      employmentState: personnel.employmentState,
      employmentStartDate: personnel.employmentStartDate,
      employmentDismissalDate: personnel.employmentDismissalDate,
      profilePictureUrl: personnel.profilePictureUrl,
      mobilePhone: personnel.mobilePhone,
      homePhone: personnel.homePhone,
      email: personnel.email,
      city: personnel.city,
      district: personnel.district,
      address: personnel.address,
    })
    .from(personnel)
    .innerJoin(branches, eq(branches.id, personnel.branchId))
    .where(and(eq(personnel.id, id), ownedBy(personnel, scope)));
  if (!row) throw notFound();
  return { ...row, gender: row.gender as Gender, employmentState: row.employmentState as EmploymentState };
};

export const teacherMajors = (db: Db, personnelIds: string[]) =>
  personnelIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ personnelId: personnelMajors.personnelId, id: majors.id, name: majors.name })
        .from(personnelMajors)
        .innerJoin(majors, eq(majors.id, personnelMajors.majorId))
        .where(inArray(personnelMajors.personnelId, personnelIds))
        .orderBy(asc(majors.searchKey));

/** How many of the majors exist: a teacher's majors are chosen from them. */
export const countMajors = (db: Db, majorIds: string[]): Promise<number> =>
  countRows(db, majors, inArray(majors.id, majorIds));
