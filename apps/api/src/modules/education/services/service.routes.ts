import { foldTurkish } from '@panel/shared/common/text';
import {
  SERVICE_PRICE_SORTS,
  ZServiceInputSchema,
  ZServicePriceInputSchema,
  ZServicePriceRecordSchema,
} from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describeUniqueKey } from '../../../platform/errors';
import { registerResource } from '../../../platform/resource';
import {
  serviceFilter,
  servicePriceFilter,
  servicePriceReads,
  servicePriceSortColumns,
  serviceReads,
} from './service.queries';
import { assertServicePriceInput } from './service.service';
import { servicePrices, services } from './service.table';

describeUniqueKey('service_prices_key', 'Bu hizmetin bu dönem ve şube için bir fiyatı zaten var.');

export const serviceRoutes: FastifyPluginAsync = async (app) => {
  registerResource(app, {
    path: '/education/service',
    entity: 'service',
    table: services,
    view: ACTIONS.education.servicesView,
    manage: ACTIONS.education.servicesManage,
    input: ZServiceInputSchema,
    ...serviceReads,
    filters: { shape: { itemKind: z.string().max(50).optional() }, where: serviceFilter },
    toRow: (input) => ({ ...input, searchKey: foldTurkish(input.name) }),
    messages: { created: 'Hizmet kaydedildi.', updated: 'Hizmet güncellendi.', deleted: 'Hizmet silindi.' },
  });

  registerResource(app, {
    path: '/education/service-price',
    entity: 'service-price',
    table: servicePrices,
    view: ACTIONS.education.servicesView,
    manage: ACTIONS.education.servicesManage,
    input: ZServicePriceInputSchema,
    ...servicePriceReads,
    record: ZServicePriceRecordSchema,
    sorts: { keys: SERVICE_PRICE_SORTS, columns: servicePriceSortColumns },
    filters: {
      shape: { semesterId: z.uuid().optional(), branchId: z.uuid().optional() },
      where: servicePriceFilter,
    },
    toRow: (input) => input,
    check: (db, scope, input) => assertServicePriceInput(db, scope, input),
    messages: {
      created: 'Hizmet fiyatı kaydedildi.',
      updated: 'Hizmet fiyatı güncellendi.',
      deleted: 'Hizmet fiyatı silindi.',
    },
  });
};
