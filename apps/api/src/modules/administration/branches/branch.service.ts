import type { BRANCH_SORTS, TBranchInput } from '@panel/shared/administration/contracts';
import { todayInIstanbul } from '@panel/shared/common/dates';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { deleteAudited, insertAudited, updateAudited } from '../../../platform/crud';
import { badRequest, notFound, refusedWhileReferenced } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { turkishOrder } from '../../../platform/listing';
import { fetchSearchKeyPage } from '../../../platform/select-page';
import { ofBusiness, type Scope, scopeBranchRow, scopeBusiness } from '../../../platform/tenancy';
import { businesses } from '../businesses/business.table';
import { corporates } from '../corporates/corporate.table';
import { licenses } from '../licenses/license.table';
import { branches } from './branch.table';

/** The branch's license that covers today, if any. */
const currentLicenseEnd = sql<string | null>`(
  select max(${licenses.endsOn})::text from ${licenses}
  where ${licenses.branchId} = ${branches.id} and ${licenses.startsOn} <= ${sql.param(todayInIstanbul())}::date
)`;

const columns = () => ({
  id: branches.id,
  businessId: branches.businessId,
  businessName: businesses.name,
  corporateId: branches.corporateId,
  corporateTitle: corporates.title,
  name: branches.name,
  phone: branches.phone,
  email: branches.email,
  city: branches.city,
  district: branches.district,
  address: branches.address,
  isActive: branches.isActive,
  licenseEndsOn: currentLicenseEnd,
});

const base = (db: Db) =>
  db
    .select(columns())
    .from(branches)
    .innerJoin(businesses, eq(businesses.id, branches.businessId))
    .leftJoin(corporates, eq(corporates.id, branches.corporateId));

export const findBranches = (
  db: Db,
  scope: Scope,
  query: TListQuery & ListSort<(typeof BRANCH_SORTS)[number]>,
) =>
  fetchSearchKeyPage(db, query, {
    table: branches,
    select: () => base(db).$dynamic(),
    where: scopeBusiness(branches.businessId, scope),
    sorts: { name: turkishOrder(branches.name), business: turkishOrder(businesses.name) },
  });

export const listBranches = (db: Db, scope: Scope) =>
  db
    .select({ id: branches.id, name: branches.name, businessId: branches.businessId })
    .from(branches)
    .where(and(scopeBusiness(branches.businessId, scope), eq(branches.isActive, true)))
    .orderBy(asc(branches.searchKey));

/** A business's branches by name, all or the chosen ones (a public form's choice: no caller scope). */
export const branchesOfBusiness = (db: Db, businessId: string, ids: readonly string[] = []) =>
  db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(
      and(
        scopeBusiness(branches.businessId, { provider: true, businessId }),
        ids.length > 0 ? inArray(branches.id, [...ids]) : undefined,
      ),
    )
    .orderBy(asc(branches.name));

/** Whether the branch is one of the business's: a branch an account, invitation or list names must be. */
export const isBranchOfBusiness = async (db: Db, businessId: string, branchId: string) =>
  (await branchesOfBusiness(db, businessId, [branchId])).length > 0;

export const getBranchOrThrow = async (db: Db, scope: Scope, id: string) => {
  const [row] = await base(db).where(
    and(eq(branches.id, id), scopeBusiness(branches.businessId, scope), scopeBranchRow(branches.id, scope)),
  );
  if (!row) throw notFound();
  return row;
};

/**
 * The day a branch was set up in the panel (Istanbul), or null when it is not the business's:
 * the ledger's posting window starts from it. No scope check: the ledger calls it below the
 * routes' own checks, inside the posting's transaction.
 */
export const getBranchSetUpDay = async (
  db: Db,
  businessId: string,
  branchId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({
      day: sql<string>`to_char(${branches.createdAt} at time zone 'Europe/Istanbul', 'YYYY-MM-DD')`,
    })
    .from(branches)
    .where(and(eq(branches.id, branchId), ofBusiness(branches.businessId, businessId)));
  return row?.day ?? null;
};

/** The invoicing corporate must belong to the branch's own business. */
const assertCorporate = async (db: Db, businessId: string, corporateId: string | null) => {
  if (!corporateId) return;
  const id = await firstId(
    db,
    corporates,
    and(eq(corporates.id, corporateId), ofBusiness(corporates.businessId, businessId)),
  );
  if (!id) throw badRequest('Seçilen şirket bu kuruma ait değil.');
};

export const createBranch = async (
  db: Db,
  request: FastifyRequest,
  businessId: string,
  input: TBranchInput,
) => {
  await assertCorporate(db, businessId, input.corporateId);
  return insertAudited(db, request, {
    entity: 'branch',
    table: branches,
    values: { ...input, businessId, searchKey: foldTurkish(input.name) },
    after: input,
  });
};

export const updateBranch = async (
  db: Db,
  request: FastifyRequest,
  scope: Scope,
  id: string,
  input: TBranchInput,
) => {
  const before = await getBranchOrThrow(db, scope, id);
  await assertCorporate(db, before.businessId, input.corporateId);
  return updateAudited(db, request, { entity: 'branch', id, before, after: input }, (tx) =>
    tx
      .update(branches)
      .set({ ...input, searchKey: foldTurkish(input.name), updatedAt: sql`now()` })
      .where(eq(branches.id, id)),
  );
};

/** Only a branch nothing points at (an account, a license, a student...) can go; others are made passive. */
export const deleteBranch = async (db: Db, request: FastifyRequest, scope: Scope, id: string) => {
  const before = await getBranchOrThrow(db, scope, id);
  await refusedWhileReferenced(
    () => deleteAudited(db, request, { entity: 'branch', table: branches, before }),
    'Hesap, lisans veya başka kayıtlarda kullanılan şube silinemez. Şubeyi pasife alabilirsiniz.',
  );
};
