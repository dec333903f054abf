import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TTermContractsParams } from '@panel/shared/reports/report-type-specs';
import { refuseNarrow } from '../../platform/scope';
import { contractContent, contractedSales, orderDocument } from '../sales/documents/contract-document';
import { branchInScope, documentsPdf, type ServerReportType, semesterInScope } from './report-run';

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
