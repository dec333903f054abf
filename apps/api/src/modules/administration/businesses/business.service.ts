import {
  type ContractTemplateView,
  DEFAULT_CONTRACT_TEMPLATE,
  type TContractTemplate,
} from '@panel/shared/administration/contract-template';
import type { BUSINESS_SORTS, TBusinessInput } from '@panel/shared/administration/contracts';
import type { InstitutionType } from '@panel/shared/administration/enums';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { auditedWrite, deleteAudited } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { fetchSearchKeyPage } from '../../../platform/select-page';
import { ofBusiness } from '../../../platform/tenancy';
import { branches } from '../branches/branch.table';
import { businesses } from './business.table';

export type BusinessRow = typeof businesses.$inferSelect;

const view = (b: BusinessRow) => ({
  id: b.id,
  name: b.name,
  // Stored as text, written only through the input's list of types.
  institutionType: b.institutionType as InstitutionType,
  phone: b.phone,
  email: b.email,
  address: b.address,
  isActive: b.isActive,
  createdAt: b.createdAt.toISOString(),
});
export type BusinessView = ReturnType<typeof view>;

export const findBusinesses = async (
  db: Db,
  query: TListQuery & ListSort<(typeof BUSINESS_SORTS)[number]>,
) => {
  const page = await fetchSearchKeyPage(db, query, {
    table: businesses,
    select: () => db.select().from(businesses).$dynamic(),
    sorts: { name: turkishOrder(businesses.name), createdAt: businesses.createdAt },
  });
  return { ...page, _data: page._data.map(view) };
};

/** Active businesses for selects. */
export const listBusinesses = async (db: Db) =>
  db
    .select({ id: businesses.id, name: businesses.name })
    .from(businesses)
    .where(eq(businesses.isActive, true))
    .orderBy(asc(businesses.searchKey));

export const getBusinessOrThrow = async (db: Db, id: string): Promise<BusinessView> => {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  if (!row) throw notFound();
  return view(row);
};

const columns = (input: TBusinessInput) => ({ ...input, searchKey: foldTurkish(input.name) });

export const createBusiness = (db: Db, request: FastifyRequest, input: TBusinessInput) =>
  auditedWrite(db, request, { action: 'create', entity: 'business' }, async (tx) => {
    const [row] = await tx.insert(businesses).values(columns(input)).returning();
    return { id: row!.id, after: input, result: view(row!) };
  });

export const updateBusiness = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: Partial<TBusinessInput>,
) => {
  const before = await getBusinessOrThrow(db, id);
  return auditedWrite(
    db,
    request,
    { action: 'update', entity: 'business', entityId: id, before },
    async (tx) => {
      const values = {
        ...input,
        ...(input.name ? { searchKey: foldTurkish(input.name) } : {}),
        updatedAt: sql`now()`,
      };
      const [row] = await tx.update(businesses).set(values).where(eq(businesses.id, id)).returning();
      return { id, after: input, result: view(row!) };
    },
  );
};

/** A business with branches is kept (its history matters): it can only be made passive. */
export const deleteBusiness = async (db: Db, request: FastifyRequest, id: string) => {
  const before = await getBusinessOrThrow(db, id);
  if ((await countRows(db, branches, and(ofBusiness(branches.businessId, id)))) > 0)
    throw badRequest('Şubesi olan kurum silinemez. Kurumu pasife alabilirsiniz.');
  await deleteAudited(db, request, { entity: 'business', table: businesses, before });
};

/** The contract clauses in force for a business: its own, or the default until it writes them. */
export const getContractTemplate = async (db: Db, businessId: string): Promise<ContractTemplateView> => {
  const [row] = await db
    .select({ template: businesses.contractTemplate })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound();
  const template = row.template ?? DEFAULT_CONTRACT_TEMPLATE;
  return { template, isDefault: template.trim() === DEFAULT_CONTRACT_TEMPLATE.trim() };
};

export const saveContractTemplate = async (
  db: Db,
  request: FastifyRequest,
  businessId: string,
  input: TContractTemplate,
) => {
  const before = await getContractTemplate(db, businessId);
  return auditedWrite(
    db,
    request,
    {
      action: 'update',
      entity: 'business',
      entityId: businessId,
      before: { contractTemplate: before.template },
    },
    async (tx) => {
      // The default saved back is stored as none, so later improvements of the default reach it.
      const stored = input.template === DEFAULT_CONTRACT_TEMPLATE.trim() ? null : input.template;
      await tx
        .update(businesses)
        .set({ contractTemplate: stored, updatedAt: sql`now()` })
        .where(eq(businesses.id, businessId));
      return {
        id: businessId,
        after: { contractTemplate: input.template },
        result: { template: input.template, isDefault: stored === null },
      };
    },
  );
};
