import { foldTurkish } from '@panel/shared/common/text';
import {
  SERVICE_PRICE_SORTS,
  SERVICE_SORTS,
  ZServiceInputSchema,
  ZServicePriceInputSchema,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describeUniqueKey } from '../../../platform/errors';
import { turkishOrder } from '../../../platform/listing';
import { assertOwned, registerResource } from '../../../platform/resource';
import { branches } from '../../administration/branches/branch.table';
import { semesters } from '../semesters/semester.table';
import { servicePrices, services } from './service.table';

describeUniqueKey('service_prices_key', 'Bu hizmetin bu dönem ve şube için bir fiyatı zaten var.');

const serviceColumns = {
  id: services.id,
  name: services.name,
  itemKind: services.itemKind,
  vatRate: services.vatRate,
  isActive: services.isActive,
};

const priceColumns = {
  id: servicePrices.id,
  serviceId: servicePrices.serviceId,
  serviceName: services.name,
  itemKind: services.itemKind,
  vatRate: services.vatRate,
  semesterId: servicePrices.semesterId,
  semesterName: semesters.name,
  branchId: servicePrices.branchId,
  branchName: branches.name,
  price: servicePrices.price,
};

export const serviceRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/service',
    entity: 'service',
    table: services,
    view: ACTIONS.education.servicesView,
    manage: ACTIONS.education.servicesManage,
    input: ZServiceInputSchema,
    select: (db) => db.select(serviceColumns).from(services).$dynamic(),
    searchColumns: [services.searchKey],
    orderBy: [asc(services.searchKey)],
    sorts: { keys: SERVICE_SORTS, columns: { name: turkishOrder(services.name) } },
    filters: {
      shape: { itemKind: z.string().max(50).optional() },
      where: (q) => (q.itemKind ? eq(services.itemKind, q.itemKind) : undefined),
    },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    options: {
      select: (db) => db.select(serviceColumns).from(services).$dynamic(),
      where: eq(services.isActive, true),
      orderBy: [asc(services.searchKey)],
    },
    messages: { created: 'Hizmet kaydedildi.', updated: 'Hizmet güncellendi.', deleted: 'Hizmet silindi.' },
  });

  registerResource(app, {
    path: '/education/service-price',
    entity: 'service-price',
    table: servicePrices,
    view: ACTIONS.education.servicesView,
    manage: ACTIONS.education.servicesManage,
    input: ZServicePriceInputSchema,
    select: (db) =>
      db
        .select(priceColumns)
        .from(servicePrices)
        .innerJoin(services, eq(services.id, servicePrices.serviceId))
        .innerJoin(semesters, eq(semesters.id, servicePrices.semesterId))
        .innerJoin(branches, eq(branches.id, servicePrices.branchId))
        .$dynamic(),
    searchColumns: [services.searchKey, branches.searchKey],
    orderBy: [desc(semesters.startsOn), asc(branches.searchKey), asc(services.searchKey)],
    sorts: {
      keys: SERVICE_PRICE_SORTS,
      columns: { name: turkishOrder(services.name), price: servicePrices.price },
    },
    filters: {
      shape: { semesterId: z.uuid().optional(), branchId: z.uuid().optional() },
      where: (q) =>
        and(
          q.semesterId ? eq(servicePrices.semesterId, q.semesterId) : undefined,
          q.branchId ? eq(servicePrices.branchId, q.branchId) : undefined,
        ),
    },
    toRow: (input) => input,
    check: async (db, scope, input) => {
      await assertOwned(db, services, scope, input.serviceId, 'hizmet');
      await assertOwned(db, semesters, scope, input.semesterId, 'dönem');
    },
    messages: {
      created: 'Hizmet fiyatı kaydedildi.',
      updated: 'Hizmet fiyatı güncellendi.',
      deleted: 'Hizmet fiyatı silindi.',
    },
  });
};
