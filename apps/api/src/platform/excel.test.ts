import { describe, expect, it } from 'vitest';
import { zip } from '../test/zip';
import { zeroBomb } from '../test/zip-bomb';
import { AppError } from './errors';
import { assertXlsxWithinLimits, openXlsxArchive, XLSX_LIMITS } from './excel';

const MIB = 1024 * 1024;

const refusal = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return error.body.message;
    throw error;
  }
  return undefined;
};

describe('an uploaded workbook is refused before it unpacks past the limits', () => {
  it('by a declared size past the ceiling, before anything is inflated', async () => {
    const bomb = zip({ 'xl/workbook.xml': await zeroBomb(60) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(refusal(() => openXlsxArchive(bomb))).toMatch(/çok büyük/);
  });

  it('by a packing ratio no spreadsheet has', async () => {
    const bomb = zip({ 'xl/worksheets/sheet1.xml': await zeroBomb(8) });
    expect(8 * MIB).toBeLessThan(XLSX_LIMITS.entryBytes);
    expect(refusal(() => openXlsxArchive(bomb))).toMatch(/çok büyük/);
  });

  it('by the sum of the declared sizes', async () => {
    const part = await zeroBomb(40);
    // Packed only 20 to 1: a ratio that passes, 40 MB an entry that passes, 120 MB in all.
    const loose = {
      packed: Buffer.concat([part.packed, Buffer.alloc(2 * MIB - part.packed.length)]),
      declaredSize: 40 * MIB,
    };
    const bomb = zip({ 'a.xml': loose, 'b.xml': loose, 'c.xml': loose });
    expect(refusal(() => openXlsxArchive(bomb))).toMatch(/çok büyük/);
  });

  it('when an entry unpacks past the size it declares, at that size', async () => {
    // Declares 512 KB (passes every check on paper), unpacks to 60 MB.
    const bomb = zip({
      '[Content_Types].xml': '<Types/>',
      'xl/media/image1.png': await zeroBomb(60, 512 * 1024),
    });
    expect(openXlsxArchive(bomb)).toHaveLength(2);
    expect(refusal(() => assertXlsxWithinLimits(bomb))).toMatch(/çok büyük/);
  });

  it('lets an ordinary archive through', () => {
    const fine = zip({ 'xl/workbook.xml': '<workbook/>'.repeat(1000) });
    expect(refusal(() => assertXlsxWithinLimits(fine))).toBeUndefined();
    expect(openXlsxArchive(fine)?.[0]?.read()?.toString()).toBe('<workbook/>'.repeat(1000));
  });
});
