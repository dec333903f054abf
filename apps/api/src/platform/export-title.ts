import { formatDay } from '@panel/shared/common/dates';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { branches } from '../modules/administration/branches/branch.table';
import { schoolClasses } from '../modules/education/school-classes/school-class.table';
import { semesters } from '../modules/education/semesters/semester.table';
import { accountCards } from '../modules/finance/account-cards/account-card.table';
import { cashBooks } from '../modules/finance/cash-books/cash-book.table';
import { incomingInvoices } from '../modules/finance/incoming-invoices/incoming-invoice.table';
import { personnel } from '../modules/personnel/personnel.table';
import { students } from '../modules/students/student.table';
import { users } from '../modules/users/user.table';
import { requireAuth } from './auth';
import type { ExcelTitle } from './excel';
import { scopeOf, type TenantScope } from './scope';

/** The Turkish names of the filters reports take, as their screens label them. */
const FILTER_LABELS: Record<string, string> = {
  branchId: 'Şube',
  semesterId: 'Dönem',
  schoolClassId: 'Sınıf',
  studentId: 'Öğrenci',
  personnelId: 'Öğretmen',
  cashBookId: 'Kasa',
  accountCardId: 'Cari Kart',
  incomingInvoiceId: 'Fatura',
  studyState: 'Durum',
  state: 'Durum',
  status: 'Durum',
  direction: 'Yön',
  kind: 'Tür',
  year: 'Yıl',
  from: 'Başlangıç',
  to: 'Bitiş',
  dueFrom: 'Vade başlangıç',
  dueTo: 'Vade bitiş',
  minDaysLate: 'En az gecikme (gün)',
  businessId: 'Kurum',
  purpose: 'Amaç',
  phone: 'Telefon',
  _searchTerm: 'Arama',
};

/** Query keys that page or sort a screen, or pick rows by hand: not filters of the report. */
const NOT_FILTERS = new Set(['_pageNumber', '_pageSize', '_sort', '_order', 'sort', 'order', 'payerKeys']);

/**
 * Names of the records a filter points at, read within the caller's business: an id of
 * another business prints as it came, never as that business's record.
 */
const NAMED: Record<string, { businessId: PgColumn; id: PgColumn; name: SQL | PgColumn }> = {
  branchId: { businessId: branches.businessId, id: branches.id, name: branches.name },
  semesterId: { businessId: semesters.businessId, id: semesters.id, name: semesters.name },
  schoolClassId: { businessId: schoolClasses.businessId, id: schoolClasses.id, name: schoolClasses.name },
  studentId: {
    businessId: students.businessId,
    id: students.id,
    name: sql`${students.firstName} || ' ' || ${students.lastName}`,
  },
  personnelId: {
    businessId: personnel.businessId,
    id: personnel.id,
    name: sql`${personnel.firstName} || ' ' || ${personnel.lastName}`,
  },
  cashBookId: { businessId: cashBooks.businessId, id: cashBooks.id, name: cashBooks.name },
  accountCardId: { businessId: accountCards.businessId, id: accountCards.id, name: accountCards.name },
  incomingInvoiceId: {
    businessId: incomingInvoices.businessId,
    id: incomingInvoices.id,
    name: incomingInvoices.invoiceNo,
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const nameOf = async (db: Db, key: string, id: string, businessId: string): Promise<string | null> => {
  const named = NAMED[key];
  if (!named || !UUID.test(id)) return null;
  const [row] = await db
    .select({ name: sql<string>`${named.name}` })
    .from(named.id.table)
    .where(and(eq(named.id, id), eq(named.businessId, businessId)))
    .limit(1);
  return row?.name ?? null;
};

/**
 * The title rows of an export: the report, the branch it covers (the branch filter, else
 * the account's branch, else every branch), the filters applied in words, who asked and when.
 * `values` turns a code filter into its label (a state's Turkish name).
 */
export const exportTitle = async (
  request: FastifyRequest,
  report: string,
  query: Record<string, unknown>,
  values: Record<string, (value: string) => string | undefined> = {},
): Promise<ExcelTitle> => {
  const auth = requireAuth(request);
  return exportTitleFor(
    request.server.db,
    { userId: auth.userId, scope: scopeOf(auth) },
    report,
    query,
    values,
  );
};

/** The same title for work done away from the request (a report centre job): who asked, in which scope. */
export const exportTitleFor = async (
  db: Db,
  asker: { userId: string; scope: TenantScope },
  report: string,
  query: Record<string, unknown>,
  values: Record<string, (value: string) => string | undefined> = {},
): Promise<ExcelTitle> => {
  const { scope } = asker;
  const [user] = await db
    .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(eq(users.id, asker.userId));

  const filters: string[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (NOT_FILTERS.has(key) || key === 'branchId' || raw === undefined || raw === null || raw === '')
      continue;
    const value = String(raw);
    const label = FILTER_LABELS[key] ?? key;
    const shown =
      values[key]?.(value) ??
      (await nameOf(db, key, value, scope.businessId)) ??
      (DAY.test(value) ? formatDay(value) : value);
    filters.push(`${label}: ${key === '_searchTerm' ? `"${shown}"` : shown}`);
  }

  const branchId = typeof query.branchId === 'string' && query.branchId ? query.branchId : scope.branchId;
  const branch = branchId ? await nameOf(db, 'branchId', branchId, scope.businessId) : null;
  return {
    report,
    branch: branch ?? 'Tüm şubeler',
    filters,
    exportedBy: user?.name ?? '',
    exportedAt: new Date(),
  };
};
