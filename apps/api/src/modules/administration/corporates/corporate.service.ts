import type { CORPORATE_SORTS, TCorporateInput } from '@panel/shared/administration/contracts';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { deleteAudited, insertAudited, updateAudited } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { fetchSearchKeyPage } from '../../../platform/select-page';
import { type Scope, scopeBusiness } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { businesses } from '../businesses/business.table';
import { corporates } from './corporate.table';

const columns = {
  id: corporates.id,
  businessId: corporates.businessId,
  businessName: businesses.name,
  title: corporates.title,
  taxOffice: corporates.taxOffice,
  taxNumber: corporates.taxNumber,
  mersisNumber: corporates.mersisNumber,
  iban: corporates.iban,
  address: corporates.address,
  isActive: corporates.isActive,
};

const base = (db: Db) =>
  db.select(columns).from(corporates).innerJoin(businesses, eq(businesses.id, corporates.businessId));

export const findCorporates = (
  db: Db,
  scope: Scope,
  query: TListQuery & ListSort<(typeof CORPORATE_SORTS)[number]>,
) =>
  fetchSearchKeyPage(db, query, {
    table: corporates,
    select: () => base(db).$dynamic(),
    where: scopeBusiness(corporates.businessId, scope),
    sorts: {
      title: turkishOrder(corporates.title),
      taxNumber: corporates.taxNumber,
      business: turkishOrder(businesses.name),
    },
  });

export const listCorporates = (db: Db, scope: Scope) =>
  db
    .select({ id: corporates.id, title: corporates.title, businessId: corporates.businessId })
    .from(corporates)
    .where(and(scopeBusiness(corporates.businessId, scope), eq(corporates.isActive, true)))
    .orderBy(asc(corporates.searchKey));

export const getCorporateOrThrow = async (db: Db, scope: Scope, id: string) => {
  const [row] = await base(db).where(and(eq(corporates.id, id), scopeBusiness(corporates.businessId, scope)));
  if (!row) throw notFound();
  return row;
};

export const createCorporate = (
  db: Db,
  request: FastifyRequest,
  businessId: string,
  input: TCorporateInput,
) =>
  insertAudited(db, request, {
    entity: 'corporate',
    table: corporates,
    values: { ...input, businessId, searchKey: foldTurkish(input.title) },
    after: input,
  });

export const updateCorporate = async (
  db: Db,
  request: FastifyRequest,
  scope: Scope,
  id: string,
  input: TCorporateInput,
) => {
  const before = await getCorporateOrThrow(db, scope, id);
  return updateAudited(db, request, { entity: 'corporate', id, before, after: input }, (tx) =>
    tx
      .update(corporates)
      .set({ ...input, searchKey: foldTurkish(input.title), updatedAt: sql`now()` })
      .where(eq(corporates.id, id)),
  );
};

/** A corporate that invoices a branch stays: its invoices must keep their issuer. */
export const deleteCorporate = async (db: Db, request: FastifyRequest, scope: Scope, id: string) => {
  const before = await getCorporateOrThrow(db, scope, id);
  if ((await countRows(db, branches, eq(branches.corporateId, id))) > 0)
    throw badRequest('Bir şubeye fatura kesen şirket silinemez. Şirketi pasife alabilirsiniz.');
  await deleteAudited(db, request, { entity: 'corporate', table: corporates, before });
};
