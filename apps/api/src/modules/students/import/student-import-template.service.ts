import { genderLabels } from '@panel/shared/common/person';
import { IMPORT_COLUMNS } from '@panel/shared/students/import';
import ExcelJS from 'exceljs';
import type { Db } from '../../../db/client';
import { loadChoices } from './student-import.queries';
import { TEMPLATE_SHEET } from './student-import-sheet';

/** The template: the columns in order, one example row, and a sheet of the names the business uses. */
export const buildTemplate = async (db: Db, businessId: string): Promise<Buffer> => {
  const choices = await loadChoices(db, businessId);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, width: Math.max(14, c.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  // Text cells, so leading zeros and long digit strings survive Excel.
  for (const key of ['citizenId', 'mobilePhone', 'birthDate'] as const)
    sheet.getColumn(IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1).numFmt = '@';
  const lists = workbook.addWorksheet('Seçenekler');
  lists.columns = [
    { header: 'Şubeler', width: 24 },
    { header: 'Dönemler', width: 24 },
    { header: 'Zaman Dilimleri', width: 20 },
    { header: 'Sınıflar (şube / dönem)', width: 40 },
    { header: 'Cinsiyet', width: 14 },
  ];
  lists.getRow(1).font = { bold: true };
  const { branchRows, semesterRows, periodRows, classRows } = choices.lists;
  const branchName = new Map(branchRows.map((b) => [b.id, b.name]));
  const semesterName = new Map(semesterRows.map((s) => [s.id, s.name]));
  const genders = Object.values(genderLabels);
  const height = Math.max(
    branchRows.length,
    semesterRows.length,
    periodRows.length,
    classRows.length,
    genders.length,
  );
  for (let i = 0; i < height; i++) {
    const c = classRows[i];
    lists.addRow([
      branchRows[i]?.name ?? null,
      semesterRows[i]?.name ?? null,
      periodRows[i]?.name ?? null,
      c ? `${c.name} (${branchName.get(c.branchId)} / ${semesterName.get(c.semesterId)})` : null,
      genders[i] ?? null,
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
