import { foldTurkish } from '@panel/shared/common/text';
import type { TCampaignQuery, TCampaignValues } from '@panel/shared/crm/campaigns';
import { and, arrayContains, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { insertAudited, updateAudited } from '../../../platform/crud';
import { badRequest, notFound } from '../../../platform/errors';
import { listOrder, searchOver } from '../../../platform/listing';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { branchesOfBusiness } from '../../administration/branches/branch.service';
import { crmCustomers } from '../crm.table';
import { servicesOfBusiness } from './campaign.queries';
import { campaigns } from './campaign.table';

/**
 * A branch-wide caller sees the campaigns that run in its branch (or in every branch); a
 * business-wide one sees them all.
 */
const visibleTo = (scope: TenantScope) =>
  and(
    ownedBy(campaigns, scope),
    scope.branchId
      ? or(sql`cardinality(${campaigns.branchIds}) = 0`, arrayContains(campaigns.branchIds, [scope.branchId]))
      : undefined,
  );

const listRow = {
  id: campaigns.id,
  name: campaigns.name,
  startsOn: campaigns.startsOn,
  endsOn: campaigns.endsOn,
  branchIds: campaigns.branchIds,
  publicFormEnabled: campaigns.publicFormEnabled,
};

export const findCampaigns = (db: Db, scope: TenantScope, query: TCampaignQuery) => {
  const where = and(visibleTo(scope), searchOver(query._searchTerm, campaigns.searchKey));
  return selectPage(db, query, {
    countTable: campaigns,
    select: () => db.select(listRow).from(campaigns).$dynamic(),
    where,
    orderBy: listOrder(
      query,
      {
        name: campaigns.searchKey,
        startsOn: campaigns.startsOn,
        endsOn: campaigns.endsOn,
        createdAt: campaigns.createdAt,
      },
      [desc(campaigns.startsOn), desc(campaigns.id)],
      [campaigns.id],
    ),
  });
};

/** The campaign with the number of customers that came from it (within the caller's reach). */
export const getCampaignOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select()
    .from(campaigns)
    .where(and(visibleTo(scope), eq(campaigns.id, id)));
  if (!row) throw notFound();
  const customerCount = await countRows(
    db,
    crmCustomers,
    and(ownedBy(crmCustomers, scope), eq(crmCustomers.campaignId, id)),
  );
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    branchIds: row.branchIds,
    offers: row.offers,
    publicFormEnabled: row.publicFormEnabled,
    kvkkText: row.kvkkText,
    kvkkVersion: row.kvkkVersion,
    customerCount,
  };
};

/** The branches and services the input names must be the business's (and the caller's branch). */
const checkedValues = async (db: Db, scope: TenantScope, input: TCampaignValues) => {
  const problems: string[] = [];
  const branchIds =
    scope.branchId && input.branchIds.length === 0 ? [scope.branchId] : [...new Set(input.branchIds)];
  if (branchIds.length > 0) {
    const found = await branchesOfBusiness(db, scope.businessId, branchIds);
    if (found.length !== branchIds.length) problems.push('branchIds: Lütfen Şube Seçiniz!');
    if (scope.branchId && branchIds.some((b) => b !== scope.branchId))
      problems.push('branchIds: Yalnızca kendi şubeniz için kampanya tanımlayabilirsiniz.');
  }
  const serviceIds = [...new Set(input.offers.map((o) => o.serviceId))];
  if (serviceIds.length !== input.offers.length) problems.push('offers: Bir hizmet iki kez yazılmış.');
  if (serviceIds.length > 0) {
    const found = await servicesOfBusiness(db, scope.businessId, serviceIds);
    if (found.length !== serviceIds.length) problems.push('offers: Lütfen Hizmet Seçiniz!');
  }
  if (problems.length > 0) throw badRequest('Kampanya kaydedilemedi.', { errors: problems });
  return {
    name: input.name,
    searchKey: foldTurkish(input.name),
    description: input.description,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    branchIds,
    offers: input.offers,
    publicFormEnabled: input.publicFormEnabled,
    kvkkText: input.kvkkText,
  };
};

export const createCampaign = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TCampaignValues,
) => {
  const values = await checkedValues(db, scope, input);
  return insertAudited(db, request, {
    entity: 'campaign',
    table: campaigns,
    values: {
      businessId: scope.businessId,
      ...values,
      kvkkVersion: values.kvkkText ? '1' : null,
      createdByAccountId: scope.accountId,
    },
    after: values,
  });
};

/** A changed KVKK text gets the next version: consents already given keep the one they agreed to. */
export const updateCampaign = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  id: string,
  input: TCampaignValues,
) => {
  const before = await getCampaignOrThrow(db, scope, id);
  const values = await checkedValues(db, scope, input);
  const textChanged = (values.kvkkText ?? null) !== (before.kvkkText ?? null);
  const kvkkVersion = !values.kvkkText
    ? null
    : textChanged
      ? String((Number.parseInt(before.kvkkVersion ?? '0', 10) || 0) + 1)
      : before.kvkkVersion;
  return updateAudited(
    db,
    request,
    { entity: 'campaign', id, before, after: { ...values, kvkkVersion } },
    (tx) =>
      tx
        .update(campaigns)
        .set({ ...values, kvkkVersion })
        .where(and(visibleTo(scope), eq(campaigns.id, id))),
  );
};
