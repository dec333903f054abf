import { formatDay } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TExpenseReceiptsParams } from '@panel/shared/reports/report-type-specs';
import { and, asc, eq } from 'drizzle-orm';
import { dayBetween } from '../../platform/listing';
import { ownedBy, refuseNarrow } from '../../platform/scope';
import { entryReceiptContent, selectEntries } from '../finance/entries/entry-receipt.document';
import { EXPENSE_KIND, EXPENSE_RECEIPT_TITLE } from '../finance/expenses/expense.routes';
import { branchInScope, documentsPdf, type ServerReportType } from './report-run';

const E = EXPENSE_KIND.table;

/** Every expense receipt of a branch between two days, in the receipt's own layout, each from a new page. */
export const expenseReceipts: ServerReportType<TExpenseReceiptsParams> = {
  permission: ACTIONS.finance.view,
  check: async (db, scope, params) => {
    refuseNarrow(scope);
    return branchInScope(db, scope, params.branchId);
  },
  make: async (run) => {
    const { branchId, from, to } = run.params;
    const entries = await selectEntries(run.db, EXPENSE_KIND)
      .where(and(ownedBy(E, run.scope), eq(E.branchId, branchId), dayBetween(E.occurredOn, from, to)))
      .orderBy(asc(E.occurredOn), asc(E.entryNo));
    const range = from === to ? formatDay(from) : `${formatDay(from)}-${formatDay(to)}`;
    return documentsPdf(
      run,
      entries,
      (entry) => entryReceiptContent(run.db, EXPENSE_KIND, entry, EXPENSE_RECEIPT_TITLE),
      {
        title: `Gider Makbuzları ${range}`,
        none: 'Bu tarihler arasında bu şubede kaydedilmiş bir gider yok.',
      },
    );
  },
};
