import { foldTurkish } from '@panel/shared/common/text';
import type { TExamInput } from '@panel/shared/exams/contracts';
import {
  duplicateCodes,
  OUTCOME_CODE_MAX,
  OUTCOME_IMPORT_COLUMNS,
  OUTCOME_IMPORT_SHEET,
  OUTCOME_TEXT_MAX,
  type OutcomeRowError,
  outcomeCodeKey,
  POOL_OUTCOME_MAX,
  type TLearningOutcomePoolInput,
} from '@panel/shared/exams/learning-outcomes';
import { eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { countRows } from '../../platform/count-rows';
import { auditedWrite, deleteAudited, insertAudited, updateAudited } from '../../platform/crud';
import { AppError, badRequest, describeUniqueKey } from '../../platform/errors';
import { readXlsxTable } from '../../platform/excel';
import { majorExists } from '../administration/majors/major.queries';
import { exams } from './exam.table';
import { getPoolOrThrow } from './learning-outcome.queries';
import { learningOutcomePools, learningOutcomes } from './learning-outcome.table';

describeUniqueKey(
  'learning_outcome_pools_major_grade_key',
  'Bu branş ve sınıf seviyesi için bir kazanım havuzu zaten var.',
);
describeUniqueKey('learning_outcomes_pool_code_key', 'Bir havuzda aynı kazanım kodu iki kez yazılamaz.');

/** How many exams (of any business) name one of the outcomes on a question. */
export const examsUsingOutcomes = async (db: Db, ids: readonly string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  return countRows(
    db,
    exams,
    sql`exists (select 1 from jsonb_array_elements(${exams.sections}) s,
      jsonb_array_elements_text(coalesce(s->'outcomes', '[]'::jsonb)) o
      where o = any(${sql.param([...ids])}::text[]))`,
  );
};

const usedRefusal = (exams: number, what: string) =>
  badRequest(`${what} ${exams} sınavın sorularında kullanılıyor. Önce sınavlardan kaldırın.`, {
    title: 'Silinemez',
  });

const assertMajor = async (db: Db, majorId: string) => {
  if (!(await majorExists(db, majorId)))
    throw badRequest('Branş bulunamadı.', { errors: ['majorId: Lütfen Branş Seçiniz!'] });
};

const assertUniqueCodes = (outcomes: TLearningOutcomePoolInput['outcomes']) => {
  const duplicates = duplicateCodes(outcomes);
  if (duplicates.length > 0)
    throw badRequest('Kazanım havuzu kaydedilemedi.', {
      errors: duplicates.map(
        (d) =>
          `outcomes[${d.index}].code: ${d.index + 1}. satırdaki "${outcomes[d.index]!.code}" kodu ${d.first + 1}. satırda da var.`,
      ),
    });
};

const outcomeValues = (poolId: string, outcomes: TLearningOutcomePoolInput['outcomes'], from = 0) =>
  outcomes.map((o, i) => ({
    poolId,
    position: from + i,
    code: o.code,
    codeKey: outcomeCodeKey(o.code),
    text: o.text,
    searchKey: foldTurkish(`${o.code} ${o.text}`),
  }));

export const createPool = async (db: Db, request: FastifyRequest, input: TLearningOutcomePoolInput) => {
  await assertMajor(db, input.majorId);
  assertUniqueCodes(input.outcomes);
  return insertAudited(
    db,
    request,
    {
      entity: 'learning-outcome-pool',
      table: learningOutcomePools,
      values: { majorId: input.majorId, gradeLevel: input.gradeLevel },
      after: input,
    },
    async (tx, poolId) => {
      if (input.outcomes.length > 0)
        await tx.insert(learningOutcomes).values(outcomeValues(poolId, input.outcomes));
    },
  );
};

/**
 * The pool with the form's rows: a row with an id keeps that outcome (exams point at it) and
 * takes its new code, text and place; a row without one is added; an outcome left out is
 * removed, refused when an exam uses it.
 */
export const updatePool = async (
  db: Db,
  request: FastifyRequest,
  id: string,
  input: TLearningOutcomePoolInput,
) => {
  const before = await getPoolOrThrow(db, id);
  await assertMajor(db, input.majorId);
  assertUniqueCodes(input.outcomes);
  const known = new Set(before.outcomes.map((o) => o.id));
  const stranger = input.outcomes.findIndex((o) => o.id && !known.has(o.id));
  if (stranger >= 0)
    throw badRequest('Kazanım havuzu kaydedilemedi.', {
      errors: [`outcomes[${stranger}].id: ${stranger + 1}. satırdaki kazanım bu havuzda yok.`],
    });
  const kept = new Set(input.outcomes.flatMap((o) => (o.id ? [o.id] : [])));
  const removed = before.outcomes.filter((o) => !kept.has(o.id)).map((o) => o.id);
  const used = await examsUsingOutcomes(db, removed);
  if (used > 0) throw usedRefusal(used, 'Çıkarılan kazanımlar');
  await updateAudited(
    db,
    request,
    { entity: 'learning-outcome-pool', id, before, after: input },
    async (tx) => {
      await tx
        .update(learningOutcomePools)
        .set({ majorId: input.majorId, gradeLevel: input.gradeLevel, updatedAt: new Date() })
        .where(eq(learningOutcomePools.id, id));
      if (removed.length > 0) await tx.delete(learningOutcomes).where(inArray(learningOutcomes.id, removed));
      // Codes move between rows: every kept row is first parked on a code no row can have.
      if (kept.size > 0)
        await tx
          .update(learningOutcomes)
          .set({ codeKey: sql`'parked:' || ${learningOutcomes.id}::text` })
          .where(inArray(learningOutcomes.id, [...kept]));
      const values = outcomeValues(id, input.outcomes);
      for (const [i, o] of input.outcomes.entries()) {
        if (o.id) await tx.update(learningOutcomes).set(values[i]!).where(eq(learningOutcomes.id, o.id));
      }
      const fresh = values.filter((_, i) => !input.outcomes[i]!.id);
      if (fresh.length > 0) await tx.insert(learningOutcomes).values(fresh);
    },
  );
  return { id };
};

export const deletePool = async (db: Db, request: FastifyRequest, id: string) => {
  const before = await getPoolOrThrow(db, id);
  const used = await examsUsingOutcomes(
    db,
    before.outcomes.map((o) => o.id),
  );
  if (used > 0) throw usedRefusal(used, 'Bu havuzun kazanımları');
  await deleteAudited(db, request, { entity: 'learning-outcome-pool', table: learningOutcomePools, before });
};

/* ---------- Excel import ---------- */

/** The example file: the two columns on an empty sheet, and a sheet with worked rows and the rules. */
export const buildOutcomeTemplate = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const columns = [
    { header: OUTCOME_IMPORT_COLUMNS[0], width: 18 },
    { header: OUTCOME_IMPORT_COLUMNS[1], width: 90 },
  ];
  const sheet = workbook.addWorksheet(OUTCOME_IMPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  const example = workbook.addWorksheet('Örnek ve Açıklama');
  example.columns = columns;
  example.getRow(1).font = { bold: true };
  example.addRow(['M.8.1.1.1', 'Verilen pozitif tam sayıların pozitif tam sayı çarpanlarını bulur.']);
  example.addRow([
    'M.8.1.1.2',
    'İki doğal sayının en büyük ortak bölenini ve en küçük ortak katını hesaplar.',
  ]);
  example.addRow([]);
  for (const line of [
    'Her satır bir kazanımdır: kodu ve metni. Kazanımlar "Kazanımlar" sayfasından sırasıyla okunur.',
    `Kod en fazla ${OUTCOME_CODE_MAX}, kazanım en fazla ${OUTCOME_TEXT_MAX} karakter olabilir.`,
    'Havuzda zaten olan bir kod yazılırsa o kazanımın metni güncellenir; yeni kodlar havuzun sonuna eklenir.',
  ])
    example.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export type ImportedOutcome = { row: number; code: string; text: string; existing: boolean };

/** The outcomes a sheet lists, each checked, against the pool's own codes; every row's problem. */
export const outcomesFromSheet = async (
  content: Buffer,
  existingCodes: ReadonlySet<string>,
): Promise<{ outcomes: ImportedOutcome[]; errors: OutcomeRowError[] }> => {
  const { header, rows } = await readXlsxTable(content, OUTCOME_IMPORT_SHEET);
  const [codeCol, textCol] = OUTCOME_IMPORT_COLUMNS.map((h) => header.get(foldTurkish(h)));
  const missing = OUTCOME_IMPORT_COLUMNS.filter((_, i) => [codeCol, textCol][i] === undefined);
  if (missing.length > 0)
    throw badRequest('Dosyadaki başlıklar şablona uymuyor. Lütfen örnek dosyayı indirin.', {
      errors: missing.map((h) => `Eksik sütun: ${h}`),
    });
  const outcomes: ImportedOutcome[] = [];
  const errors: OutcomeRowError[] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const code = r.cell(codeCol);
    const text = r.cell(textCol);
    if (code === '' && text === '') continue;
    const before = errors.length;
    const key = outcomeCodeKey(code);
    if (code === '') errors.push({ row: r.row, column: 'Kazanım Kodu', message: 'Kazanım kodu boş olamaz.' });
    else if (code.length > OUTCOME_CODE_MAX)
      errors.push({
        row: r.row,
        column: 'Kazanım Kodu',
        message: `Kazanım kodu en fazla ${OUTCOME_CODE_MAX} karakter olabilir.`,
      });
    else if (seen.has(key))
      errors.push({
        row: r.row,
        column: 'Kazanım Kodu',
        message: `"${code}" kodu dosyanın ${seen.get(key)}. satırında da var.`,
      });
    if (text === '') errors.push({ row: r.row, column: 'Kazanım', message: 'Kazanım metni boş olamaz.' });
    else if (text.length > OUTCOME_TEXT_MAX)
      errors.push({
        row: r.row,
        column: 'Kazanım',
        message: `Kazanım en fazla ${OUTCOME_TEXT_MAX} karakter olabilir.`,
      });
    if (code !== '' && !seen.has(key)) seen.set(key, r.row);
    if (errors.length === before) outcomes.push({ row: r.row, code, text, existing: existingCodes.has(key) });
  }
  if (outcomes.length === 0 && errors.length === 0) throw badRequest('Dosyada kazanım satırı yok.');
  return { outcomes, errors };
};

/** The import's 400: how many rows are wrong, the first problems as text, and every problem as data. */
const importRefusal = (errors: OutcomeRowError[]) =>
  new AppError(400, {
    title: 'Aktarım Yapılmadı',
    message: `${new Set(errors.map((e) => e.row)).size} satırda hata var. Hiçbir kazanım kaydedilmedi; hataları düzeltip dosyayı tekrar yükleyin.`,
    errors: errors.slice(0, 10).map((e) => `Satır ${e.row}, ${e.column}: ${e.message}`),
    details: errors,
  });

/**
 * A sheet of outcomes into a pool: a dry run answers the preview (rows and row errors); a real
 * one saves all rows or none. A code the pool has updates that outcome's text; new codes go last.
 */
export const importOutcomes = async (
  db: Db,
  request: FastifyRequest,
  poolId: string,
  content: Buffer,
  dryRun: boolean,
) => {
  const pool = await getPoolOrThrow(db, poolId);
  const byKey = new Map(pool.outcomes.map((o) => [outcomeCodeKey(o.code), o]));
  const { outcomes, errors } = await outcomesFromSheet(content, new Set(byKey.keys()));
  const added = outcomes.filter((o) => !o.existing).length;
  if (pool.outcomes.length + added > POOL_OUTCOME_MAX)
    throw badRequest(`Bir havuzda en fazla ${POOL_OUTCOME_MAX} kazanım olabilir.`, {
      title: 'Aktarım Yapılmadı',
    });
  const summary = { added, updated: outcomes.length - added };
  if (dryRun) return { outcomes, errors, ...summary };
  if (errors.length > 0) throw importRefusal(errors);
  await auditedWrite(
    db,
    request,
    { action: 'update', entity: 'learning-outcome-pool', entityId: poolId, before: null },
    async (tx) => {
      for (const o of outcomes.filter((x) => x.existing))
        await tx
          .update(learningOutcomes)
          .set({ text: o.text, searchKey: foldTurkish(`${o.code} ${o.text}`) })
          .where(eq(learningOutcomes.id, byKey.get(outcomeCodeKey(o.code))!.id));
      const fresh = outcomes.filter((o) => !o.existing);
      if (fresh.length > 0)
        await tx.insert(learningOutcomes).values(outcomeValues(poolId, fresh, pool.outcomes.length));
      await tx
        .update(learningOutcomePools)
        .set({ updatedAt: new Date() })
        .where(eq(learningOutcomePools.id, poolId));
      return { id: poolId, after: { imported: outcomes.length }, result: null };
    },
  );
  return { outcomes, errors, ...summary };
};

/* ---------- reading outcomes (exam screens of every business) ---------- */

/** Code and text of the given outcomes (any pool: the pools are the provider's, every business reads them). */
export const outcomesByIds = async (db: Db, ids: readonly string[]) => {
  if (ids.length === 0) return new Map<string, { code: string; text: string }>();
  const rows = await db
    .select({ id: learningOutcomes.id, code: learningOutcomes.code, text: learningOutcomes.text })
    .from(learningOutcomes)
    .where(inArray(learningOutcomes.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { code: r.code, text: r.text }]));
};

/**
 * Every outcome an exam's questions name that is not in a pool, named by section and question
 * (`sections[1].outcomes[4]: ...`), as createExam's 400 lists its problems.
 */
export const unknownOutcomeProblems = async (db: Db, sections: TExamInput['sections']): Promise<string[]> => {
  const ids = [...new Set(sections.flatMap((s) => (s.outcomes ?? []).filter((o): o is string => !!o)))];
  const known = await outcomesByIds(db, ids);
  const problems: string[] = [];
  for (const [i, s] of sections.entries())
    for (const [q, o] of (s.outcomes ?? []).entries())
      if (o && !known.has(o))
        problems.push(
          `sections[${i}].outcomes[${q}]: "${s.name}" bölümünün ${q + 1}. sorusunun kazanımı bulunamadı; kazanım havuzundan seçiniz.`,
        );
  return problems;
};
