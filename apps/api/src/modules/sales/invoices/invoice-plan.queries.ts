import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import type { INVOICE_PLAN_SORTS } from '@panel/shared/sales/contracts';
import type { InvoicePlanState } from '@panel/shared/sales/enums';
import { and, asc, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { likeContains, listOrder, searchOver } from '../../../platform/listing';
import { ownedBy } from '../../../platform/resource';
import { selectPage } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { corporates } from '../../administration/corporates/corporate.table';
import { contacts, parents, students } from '../../students/student.table';
import { getOrderOrThrow } from '../orders/order.queries';
import { orders } from '../sales.table';
import { invoicePlans as P } from './invoice.table';

export type TInvoicePlanListQuery = TListQuery &
  ListSort<(typeof INVOICE_PLAN_SORTS)[number]> & {
    branchId?: string;
    from?: string;
    to?: string;
  };

const columns = {
  id: P.id,
  orderId: P.orderId,
  orderNo: orders.orderNo,
  studentId: orders.studentId,
  studentName: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
  branchName: branches.name,
  kind: P.kind,
  state: P.state,
  plannedOn: P.plannedOn,
  amount: P.amount,
  vat: P.vat,
  buyerName: P.buyerName,
  buyerTaxId: P.buyerTaxId,
  invoiceNo: P.invoiceNo,
  error: P.error,
  printedAt: P.printedAt,
};

const list = (db: Db) =>
  db
    .select(columns)
    .from(P)
    .innerJoin(orders, eq(orders.id, P.orderId))
    .innerJoin(students, eq(students.id, orders.studentId))
    .innerJoin(branches, eq(branches.id, P.branchId))
    .$dynamic();

type PlanRow = Awaited<ReturnType<ReturnType<typeof list>['execute']>>[number];

/** A plan as it is answered: the time it was printed as ISO text. */
const answered = (r: PlanRow) => ({ ...r, printedAt: r.printedAt?.toISOString() ?? null });

/**
 * The buyer's name folded like foldTurkish (Turkish letters mapped before lower(), which
 * only knows ASCII without ICU): the plan table has no stored search column for it.
 */
const buyerKey = sql<string>`lower(translate(${P.buyerName}, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`;

/** A search finds the student (their stored key) or the buyer, who is often a parent or a company. */
const searchPlans = (term: string | undefined) => {
  const byStudent = searchOver(term, students.searchKey);
  return byStudent && or(byStudent, ilike(buyerKey, likeContains(foldTurkish(term ?? ''))));
};

/** An order's invoice plans, in date order. */
export const listOrderInvoicePlans = async (db: Db, scope: TenantScope, orderId: string) => {
  const order = await getOrderOrThrow(db, scope, orderId);
  return (await list(db).where(eq(P.orderId, order.id)).orderBy(asc(P.plannedOn))).map(answered);
};

/** The plan desk and the printed invoices: the plans of the scope, in one `state` or all. */
export const findInvoicePlans = (
  db: Db,
  scope: TenantScope,
  q: TInvoicePlanListQuery,
  state: InvoicePlanState | undefined,
) => {
  const condition = and(
    ownedBy(P, scope),
    state ? eq(P.state, state) : undefined,
    q.branchId ? eq(P.branchId, q.branchId) : undefined,
    q.from ? gte(P.plannedOn, q.from) : undefined,
    q.to ? lte(P.plannedOn, q.to) : undefined,
    searchPlans(q._searchTerm),
  );
  return selectPage(db, q, {
    select: () => list(db),
    where: condition,
    orderBy: listOrder(
      q,
      { plannedOn: P.plannedOn, amount: P.amount, studentName: students.sortKey },
      [asc(P.plannedOn), desc(orders.orderNo), asc(P.id)],
      [P.id],
    ),
    row: answered,
  });
};

/** A plan of the scope whose invoice has been printed, with its integrator reference. */
export const getPrintedInvoiceOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [plan] = await db
    .select()
    .from(P)
    .where(and(eq(P.id, id), ownedBy(P, scope)));
  if (!plan?.draftRef || plan.state !== 'Printed') throw notFound('Kesilmiş fatura bulunamadı.');
  return { ...plan, draftRef: plan.draftRef };
};

/** The company that invoices a branch's sales; `corporateId` is null while none is set. */
export const invoicingCorporateOf = async (db: Db, branchId: string) => {
  const [branch] = await db
    .select({ corporateId: branches.corporateId })
    .from(branches)
    .where(eq(branches.id, branchId));
  return branch;
};

/** The invoicing company's whole record: the seller of an invoice draft. */
export const corporateOf = async (db: Db, id: string) => {
  const [corporate] = await db.select().from(corporates).where(eq(corporates.id, id));
  return corporate;
};

/** The student's first address (by id), printed on the invoice whoever the buyer is. */
export const firstAddressOf = async (db: Db, studentId: string) => {
  const [address] = await db
    .select({ value: contacts.value })
    .from(contacts)
    .where(and(eq(contacts.personId, studentId), eq(contacts.contactType, 'Address')))
    .orderBy(asc(contacts.id));
  return address;
};

/** A parent's whole record: the buyer when the payment person is invoiced. */
export const parentOf = async (db: Db, id: string) => {
  const [parent] = await db.select().from(parents).where(eq(parents.id, id));
  return parent;
};

/** A student's whole record: the buyer when the student is invoiced. */
export const studentOf = async (db: Db, id: string) => {
  const [student] = await db.select().from(students).where(eq(students.id, id));
  return student;
};
