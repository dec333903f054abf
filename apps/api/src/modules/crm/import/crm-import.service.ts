import { randomUUID } from 'node:crypto';
import { foldTurkish } from '@panel/shared/common/text';
import type { AssignmentType } from '@panel/shared/crm/enums';
import {
  CRM_IMPORT_COLUMNS,
  CRM_IMPORT_MAX_ROWS,
  CRM_IMPORT_SHEET,
  type CrmImportKey,
  type CrmImportRow,
  type TCrmImportResult,
  type TCrmImportRowOutcome,
} from '@panel/shared/crm/import';
import { GRADE_LEVELS, type GradeLevel, gradeLevelLabels } from '@panel/shared/education/enums';
import { nationalDigits } from '@panel/shared/validation/phone';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import { ownedBy, type TenantScope } from '../../../platform/scope';
import { getBranchOrThrow } from '../../administration/branches/branch.service';
import { readSheetTable } from '../../students/import/student-import-sheet';
import { buildCallList } from '../call-lists/call-list.service';
import { crmImportFiles } from '../crm.table';
import { customersWithPhones, insertCustomers, type NewCustomer } from '../customer-rows';
import { getImportFileOrThrow } from './crm-import.queries';

/** The template: the columns in order and one example row; the phone column as text keeps its zero. */
export const buildCrmTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(CRM_IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CRM_IMPORT_COLUMNS.map((c) => ({
    header: c.header,
    width: Math.max(14, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(CRM_IMPORT_COLUMNS.findIndex((c) => c.key === 'phone') + 1).numFmt = '@';
  sheet.addRow(['Deniz', 'Yılmaz', '8', 'Moda Ortaokulu', 'Selin', 'Yılmaz', '0(532) 111 22 33', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** The sheet's rows keyed by column; wrong columns or too many rows refuse the whole file. */
export const readCrmSheet = async (content: Buffer): Promise<{ row: number; values: CrmImportRow }[]> => {
  const table = await readSheetTable(content, CRM_IMPORT_SHEET);
  const headerIndex = new Map<CrmImportKey, number>();
  for (const { col, text } of table.header) {
    const column = CRM_IMPORT_COLUMNS.find((c) => foldTurkish(c.header) === foldTurkish(text));
    if (column) headerIndex.set(column.key, col);
  }
  const missing = CRM_IMPORT_COLUMNS.filter((c) => !headerIndex.has(c.key)).map((c) => c.header);
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor. Lütfen şablonu indirip kullanınız.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const columns = CRM_IMPORT_COLUMNS.map((c) => [c.key, headerIndex.get(c.key)!] as const);
  const rows: { row: number; values: CrmImportRow }[] = [];
  for (const { row, text } of table.rows) {
    const values = Object.fromEntries(columns.map(([key, col]) => [key, text(col)])) as CrmImportRow;
    if (Object.values(values).some((v) => v !== '')) rows.push({ row, values });
  }
  if (rows.length === 0) throw badRequest('Dosyada müşteri satırı yok.');
  if (rows.length > CRM_IMPORT_MAX_ROWS)
    throw badRequest(
      `Bir dosyada en fazla ${CRM_IMPORT_MAX_ROWS.toLocaleString('tr-TR')} müşteri aktarılabilir; dosyada ${rows.length.toLocaleString('tr-TR')} satır var.`,
    );
  return rows;
};

const GRADE_BY_TEXT = new Map<string, GradeLevel>(
  GRADE_LEVELS.flatMap((g) => [
    [foldTurkish(g), g],
    [foldTurkish(gradeLevelLabels[g]), g],
  ]),
);

type Checked = {
  outcome: TCrmImportRowOutcome;
  customer: Omit<NewCustomer, 'businessId' | 'branchId'> | null;
};

/**
 * Every cell through its rule (Turkish messages by column), then the phones against each
 * other and, in one query, against the business's customers.
 */
export const checkCrmRows = async (
  db: Db,
  businessId: string,
  rows: { row: number; values: CrmImportRow }[],
): Promise<Checked[]> => {
  const firstRowOfPhone = new Map<string, number>();
  const checked: (Checked & { phone: string | null })[] = rows.map(({ row, values }) => {
    const errors: string[] = [];
    for (const column of CRM_IMPORT_COLUMNS) {
      const message = column.rule(values[column.key]);
      if (message) errors.push(`${column.header}: ${message}`);
    }
    const grade = values.gradeLevel ? GRADE_BY_TEXT.get(foldTurkish(values.gradeLevel)) : null;
    if (values.gradeLevel && !grade) errors.push('Sınıf Seviyesi: Lütfen Sınıf Seviyesi Seçiniz!');
    const phone = errors.length === 0 ? nationalDigits(values.phone) : null;
    let duplicateOf: TCrmImportRowOutcome['duplicateOf'] = null;
    if (phone) {
      const earlier = firstRowOfPhone.get(phone);
      if (earlier) duplicateOf = { row: earlier };
      else firstRowOfPhone.set(phone, row);
    }
    const label = `${values.studentFirstName} ${values.studentLastName} ${values.phone}`.trim();
    return {
      phone,
      outcome: { row, label, errors, duplicateOf, customerId: null },
      customer: phone
        ? {
            studentFirstName: values.studentFirstName,
            studentLastName: values.studentLastName,
            gradeLevel: grade ?? null,
            currentSchool: values.currentSchool || null,
            parentFirstName: values.parentFirstName || null,
            parentLastName: values.parentLastName || null,
            phoneDigits: phone,
            email: values.email ? values.email.toLowerCase() : null,
            note: values.note || null,
            source: 'Excel',
          }
        : null,
    };
  });
  const existing = await customersWithPhones(db, businessId, [...firstRowOfPhone.keys()]);
  const customerOfPhone = new Map(existing.map((c) => [c.phoneDigits, c.id]));
  for (const c of checked) {
    const customerId = c.phone ? customerOfPhone.get(c.phone) : undefined;
    if (customerId && !c.outcome.duplicateOf) c.outcome.duplicateOf = { customerId };
  }
  return checked;
};

const summary = (rows: TCrmImportRowOutcome[]) => ({
  rowCount: rows.length,
  importedCount: rows.filter((r) => r.customerId).length,
  errorCount: rows.filter((r) => r.errors.length > 0).length,
  duplicateCount: rows.filter((r) => r.errors.length === 0 && r.duplicateOf).length,
});

/** The branch the file's customers go to: a branch account's own, else the one chosen (of the business). */
const targetBranch = async (db: Db, scope: TenantScope, branchId: string | undefined) => {
  if (scope.branchId) return scope.branchId;
  if (!branchId) throw badRequest('Lütfen Şube Seçiniz!');
  const found = await getBranchOrThrow(db, scope, branchId).catch(() => {
    throw badRequest('Lütfen Şube Seçiniz!');
  });
  return found.id;
};

const INSERT_BATCH = 1000;

/**
 * Checks a sheet and, unless it is a dry run, keeps the file with every row's outcome and
 * imports its good rows (duplicates too when asked) in one transaction. Error rows are never
 * imported; a file that cannot be read imports nothing and keeps nothing.
 */
export const importCrmFile = async (
  db: Db,
  scope: TenantScope,
  file: { fileName: string; content: Buffer },
  options: { dryRun: boolean; includeDuplicates: boolean; branchId?: string },
): Promise<TCrmImportResult> => {
  const branchId = await targetBranch(db, scope, options.branchId);
  const rows = await readCrmSheet(file.content);
  const checked = await checkCrmRows(db, scope.businessId, rows);
  const outcomes = checked.map((c) => c.outcome);
  const importable = checked.filter(
    (c) =>
      c.customer && c.outcome.errors.length === 0 && (options.includeDuplicates || !c.outcome.duplicateOf),
  );
  if (options.dryRun) {
    const counts = summary(outcomes);
    return {
      fileId: null,
      ...counts,
      importedCount: 0,
      rows: outcomes,
      message: `${counts.rowCount} satır kontrol edildi: ${importable.length} satır aktarılabilir, ${counts.errorCount} satırda hata, ${counts.duplicateCount} satır mükerrer.`,
    };
  }
  const fileId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(crmImportFiles).values({
      id: fileId,
      businessId: scope.businessId,
      branchId,
      fileName: file.fileName,
      content: file.content,
      rowCount: rows.length,
      createdByAccountId: scope.accountId,
    });
    for (let i = 0; i < importable.length; i += INSERT_BATCH) {
      const batch = importable.slice(i, i + INSERT_BATCH);
      const ids = await insertCustomers(
        tx,
        batch.map((c) => ({
          ...c.customer!,
          businessId: scope.businessId,
          branchId,
          importFileId: fileId,
          createdByAccountId: scope.accountId,
        })),
      );
      batch.forEach((c, j) => {
        c.outcome.customerId = ids[j]!;
      });
    }
    const counts = summary(outcomes);
    await tx
      .update(crmImportFiles)
      .set({
        importedCount: counts.importedCount,
        errorCount: counts.errorCount,
        duplicateCount: counts.duplicateCount,
        outcome: outcomes,
      })
      .where(and(ownedBy(crmImportFiles, scope), eq(crmImportFiles.id, fileId)));
  });
  const counts = summary(outcomes);
  return {
    fileId,
    ...counts,
    rows: outcomes,
    message: `${counts.importedCount} müşteri aktarıldı.`,
  };
};

/** A call list of the file's imported customers, in the sheet's order, made in one step. */
export const createCallListFromFile = async (
  db: Db,
  scope: TenantScope,
  fileId: string,
  input: { name: string; assignmentType: AssignmentType; assigneeAccountId?: string | null },
) => {
  const file = await getImportFileOrThrow(db, scope, fileId);
  const customerIds = file.outcome.flatMap((r) => (r.customerId ? [r.customerId] : []));
  if (customerIds.length === 0) throw badRequest('Listeye eklenecek müşteri yok.');
  return db.transaction((tx) =>
    buildCallList(tx, scope, {
      branchId: file.branchId,
      name: input.name,
      assignmentType: input.assignmentType,
      assigneeAccountId: input.assigneeAccountId ?? null,
      customerIds,
    }),
  );
};
