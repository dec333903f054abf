import type { TServicePriceInput } from '@panel/shared/education/contracts';
import type { Db } from '../../../db/client';
import { assertOwned } from '../../../platform/resource';
import type { TenantScope } from '../../../platform/tenancy';
import { semesters } from '../semesters/semester.table';
import { services } from './service.table';

export const assertServicePriceInput = async (db: Db, scope: TenantScope, input: TServicePriceInput) => {
  await assertOwned(db, services, scope, input.serviceId, 'hizmet');
  await assertOwned(db, semesters, scope, input.semesterId, 'dönem');
};
