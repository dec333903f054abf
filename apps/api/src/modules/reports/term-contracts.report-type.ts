import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TTermContractsParams } from '@panel/shared/reports/report-type-specs';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy, refuseNarrow, type TenantScope } from '../../platform/scope';
import { contractContent, orderDocument } from '../sales/documents/contract-document';
import { orders } from '../sales/sales.table';
import { branchInScope, documentsPdf, type ServerReportType, semesterInScope } from './report-run';

/** A sale binds from its payment plan until it is cancelled; a draft is an offer (DOMAIN "Students and sales"). */
const BINDING = ['PaymentScheduled', 'Freeze'];

/** The sales of a branch's term whose contracts stand, in the order they were numbered. */
const contractedSales = (db: Db, scope: TenantScope, params: TTermContractsParams) =>
  db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        ownedBy(orders, scope),
        eq(orders.branchId, params.branchId),
        eq(orders.semesterId, params.semesterId),
        inArray(orders.state, BINDING),
        isNull(orders.cancelledAt),
      ),
    )
    .orderBy(asc(orders.orderNo));

/** Every contract of a branch's term in one PDF, each in the single contract's own layout, from a new page. */
export const termContracts: ServerReportType<TTermContractsParams> = {
  permission: ACTIONS.sales.reports,
  check: async (db, scope, params) => {
    refuseNarrow(scope);
    await semesterInScope(db, scope, params.semesterId);
    return branchInScope(db, scope, params.branchId);
  },
  make: async (run) => {
    const semester = await semesterInScope(run.db, run.scope, run.params.semesterId);
    const sales = await contractedSales(run.db, run.scope, run.params);
    return documentsPdf(
      run,
      sales,
      async (sale) =>
        contractContent(run.db, await orderDocument(run.db, run.scope, sale.id, 'Contract', run.publicUrl)),
      {
        title: `Satış Sözleşmeleri ${semester.name}`,
        none: 'Bu dönem bu şubede ödeme planı yapılmış bir satış yok.',
      },
    );
  },
};
