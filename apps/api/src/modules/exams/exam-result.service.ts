import type { TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import type { Booklet } from '@panel/shared/exams/constants';
import type { TCancellationInput, TExamInput, TExamResultQuery } from '@panel/shared/exams/contracts';
import {
  cancellationsBySection,
  formWidth,
  type ReadLine,
  readLine,
  scoreSheet,
} from '@panel/shared/exams/scoring';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { countRows } from '../../platform/count-rows';
import { badRequest, describeUniqueKey, notFound } from '../../platform/errors';
import { firstId } from '../../platform/first-id';
import { searchOver } from '../../platform/listing';
import type { TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import {
  assertExamWritable,
  bookletsOf,
  checkedCancellation,
  countsOf,
  type ExamRow,
  examValues,
  examView,
  getExamOrThrow,
  getFormOrThrow,
  packAnswers,
  scoringOf,
  sheetNumberColumns,
  unpackAnswers,
  withSheetNumbers,
} from './exam.service';
import { examResults, exams, examUploads, type SectionCounts } from './exam.table';
import { rebuildTallies } from './exam-result-tally.service';
import { type LineStudent, studentForMatch, studentsForLines } from './exam-student.queries';
import { decodeReaderFile, splitLines } from './reader-file';

describeUniqueKey('exam_results_student_key', 'Bu öğrenci bu sınavda zaten eşleşmiş.');

export type LineError = { line: number; reason: string };

/** Rows per INSERT / UPDATE statement: one JSON parameter each. */
const BATCH = 5000;

/** Columns an upload writes for each line; the ranks follow once every line is in. */
type StagedRow = {
  id: string;
  branch_id: string | null;
  line_no: number;
  student_id: string | null;
  school_class_id: string | null;
  matched: boolean;
  reason: string | null;
  absent: boolean;
  student_number: string;
  citizen_id: string;
  full_name: string;
  class_code: string;
  room: string;
  booklet: string;
  search_key: string;
  answers: string;
  sections: SectionCounts[] | null;
  total_net12: number | null;
  score_units: number | null;
};

/** A scored sheet's ranks in the whole exam (rb), its branch (rbr) and its class (rc): ties share one. */
const RANKS = sql.raw(`rank() over (order by score_units desc) as rb,
  case when branch_id is null then null
    else rank() over (partition by branch_id order by score_units desc) end as rbr,
  case when school_class_id is null then null
    else rank() over (partition by school_class_id order by score_units desc) end as rc`);

/** The staged line's columns, as the temporary table and `jsonb_to_recordset` declare them. */
const STAGED_COLUMNS = sql.raw(`id uuid, branch_id uuid, line_no int, student_id uuid, school_class_id uuid,
  matched boolean, reason text, absent boolean, student_number text, citizen_id text, full_name text,
  class_code text, room text, booklet text, search_key text, answers text, sections jsonb,
  total_net12 int, score_units bigint`);

/**
 * An upload's lines wait in a temporary table until the last is scored: only a batch of them
 * is ever held in memory (a 100,000-line file held whole took the server over 500 MB), yet
 * each row is written to exam_results once, with its ranks.
 */
const createStaging = (tx: Db) =>
  tx.execute(sql`create temp table exam_upload_rows (${STAGED_COLUMNS}) on commit drop`);

/** A batch of lines as one JSON document that `jsonb_to_recordset` turns into rows. */
const stageRows = (tx: Db, rows: StagedRow[]) =>
  tx.execute(sql`
    insert into exam_upload_rows
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(${STAGED_COLUMNS})`);

/**
 * The staged lines into exam_results with their ranks, worked out by the same window functions
 * as `rankExam` over the exam's earlier sheets and the new ones together; the earlier sheets
 * whose rank moved are updated in the same statement (none on a first upload). The rows go in
 * by branch and rank: a branch's results page and its count then read a couple of hundred
 * heap pages, not one page per sheet (2,500 for a branch of a 100,000-line file).
 */
const storeStaged = (tx: Db, businessId: string, examId: string, uploadId: string) =>
  tx.execute(sql`
    with ranked as (
      select id,
        ${RANKS}
      from (
        select id, branch_id, school_class_id, score_units from exam_upload_rows where matched and not absent
        union all
        select id, branch_id, school_class_id, score_units from exam_results
        where exam_id = ${examId} and matched and not absent
      ) s
    ), moved as (
      update exam_results r set rank_business = x.rb, rank_branch = x.rbr, rank_class = x.rc
      from ranked x
      where r.id = x.id and r.exam_id = ${examId}
        and (r.rank_business, r.rank_branch, r.rank_class) is distinct from (x.rb, x.rbr, x.rc)
    )
    insert into exam_results (id, business_id, branch_id, exam_id, upload_id, line_no, student_id,
      school_class_id, matched, reason, absent, student_number, citizen_id, full_name, class_code, room,
      booklet, search_key, answers, sections, total_net12, score_units, rank_class, rank_branch, rank_business)
    select u.id, ${businessId}::uuid, u.branch_id, ${examId}::uuid, ${uploadId}::uuid, u.line_no, u.student_id,
      u.school_class_id, u.matched, u.reason, u.absent, u.student_number, u.citizen_id, u.full_name,
      u.class_code, u.room, u.booklet, u.search_key, u.answers, u.sections, u.total_net12, u.score_units,
      x.rc, x.rbr, x.rb
    from exam_upload_rows u left join ranked x on x.id = u.id
    order by u.branch_id, x.rb, u.line_no`);

/**
 * Ranks of every scored sheet of the exam by score, highest first, ties sharing a rank
 * (SQL `rank()`: 1, 2, 2, 4), in the class, the branch and the whole exam; absent and
 * unmatched sheets have none. Only the rows whose rank moved are written.
 */
export const rankExam = async (tx: Db, examId: string) => {
  await tx.execute(sql`
    update exam_results r set rank_business = x.rb, rank_branch = x.rbr, rank_class = x.rc
    from (
      select id,
        ${RANKS}
      from exam_results where exam_id = ${examId} and matched and not absent
    ) x
    where r.id = x.id and (r.rank_business, r.rank_branch, r.rank_class) is distinct from (x.rb, x.rbr, x.rc)`);
};

/** Scores of every scored sheet again (after a cancellation changed), then the ranks. */
const rescoreExam = async (tx: Db, businessId: string, exam: ExamRow) => {
  const scoring = scoringOf(exam);
  const bySection = cancellationsBySection(scoring.cancellations);
  const rows = await tx
    .select({ id: examResults.id, booklet: examResults.booklet, answers: examResults.answers })
    .from(examResults)
    .where(
      and(eq(examResults.examId, exam.id), eq(examResults.matched, true), eq(examResults.absent, false)),
    );
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((r) => {
      const sheet = scoreSheet(scoring, r.booklet as Booklet, unpackAnswers(exam, r.answers), bySection);
      return {
        id: r.id,
        sections: countsOf(sheet.sections),
        total_net12: sheet.totalNet12,
        score_units: sheet.scoreUnits,
      };
    });
    await tx.execute(sql`
      update exam_results e set sections = r.sections, total_net12 = r.total_net12, score_units = r.score_units
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(id uuid, sections jsonb, total_net12 int, score_units bigint)
      where e.id = r.id`);
  }
  await rankExam(tx, exam.id);
  await rebuildTallies(tx, businessId, exam);
};

/* ---------- editing an exam ---------- */

export const LAYOUT_FROZEN_MESSAGE =
  'Okunmuş sonuçları olan sınavın optik formu, öğrenci eşleştirmesi ve bölümleri (adları, sırası, soru sayıları) değiştirilemez.';

/**
 * Runs a change of an exam in one transaction, on the exam's row locked for it; refused when
 * the caller's branch may not change the exam (another branch's chain exam).
 */
const inWritableExam = <T>(
  db: Db,
  scope: TenantScope,
  examId: string,
  change: (tx: Db, exam: ExamRow) => Promise<T>,
) =>
  db.transaction(async (tx) => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    assertExamWritable(scope, exam);
    return change(tx, exam);
  });

/**
 * Saves an exam's new settings and re-scores its sheets with them (new keys, coefficients,
 * penalty, base score), in one transaction. Once lines are read the layout that cut them stays:
 * the form, the matching and the sections' names, order and question counts. Outcomes the
 * input does not name are kept from the stored section of the same name; cancellations of a
 * section or question that no longer exists are dropped.
 */
export const updateExam = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  input: TExamInput,
) =>
  inWritableExam(db, scope, examId, async (tx, exam) => {
    const values = await examValues(tx, scope, input);
    const sheets = await countRows(tx, examResults, eq(examResults.examId, exam.id));
    if (
      sheets > 0 &&
      (values.opticalFormId !== exam.opticalFormId ||
        values.matching !== exam.matching ||
        values.sections.length !== exam.sections.length ||
        values.sections.some(
          (s, i) => s.name !== exam.sections[i]!.name || s.questionCount !== exam.sections[i]!.questionCount,
        ))
    )
      throw badRequest(LAYOUT_FROZEN_MESSAGE);
    const sections = values.sections.map((s, i) => {
      const stored = exam.sections.find((old) => old.name === s.name);
      const outcomes = input.sections[i]!.outcomes ?? stored?.outcomes ?? [];
      return { ...s, outcomes: outcomes.slice(0, s.questionCount) };
    });
    const cancellations = exam.cancellations.filter((c) =>
      sections.some((s) => s.name === c.section && c.question <= s.questionCount),
    );
    const after: ExamRow = {
      id: exam.id,
      name: values.name,
      kind: values.kind,
      date: values.examDate,
      branchId: values.branchId,
      branchIds: values.branchIds,
      opticalFormId: values.opticalFormId,
      penalty: values.penalty,
      matching: values.matching,
      baseMilli: values.baseMilli,
      sections,
      cancellations,
    };
    await tx
      .update(exams)
      .set({ ...values, sections, cancellations })
      .where(eq(exams.id, exam.id));
    if (sheets > 0) await rescoreExam(tx, scope.businessId, after);
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'exam',
      entityId: exam.id,
      before: examView(exam),
      after: examView(after),
    });
    return { id: exam.id, rescored: sheets > 0 };
  });

/* ---------- cancellations ---------- */

const saveCancellations = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  change: (current: ExamRow) => ExamRow['cancellations'],
) =>
  inWritableExam(db, scope, examId, async (tx, exam) => {
    const cancellations = change(exam);
    await tx.update(exams).set({ cancellations }).where(eq(exams.id, exam.id));
    await rescoreExam(tx, scope.businessId, { ...exam, cancellations });
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'exam-cancellation',
      entityId: exam.id,
      before: exam.cancellations,
      after: cancellations,
    });
    return cancellations;
  });

export const addCancellation = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  input: TCancellationInput,
) =>
  saveCancellations(db, request, scope, examId, (exam) => {
    const added = checkedCancellation(exam, input);
    return [
      ...exam.cancellations.filter((c) => !(c.section === added.section && c.question === added.question)),
      added,
    ];
  });

export const removeCancellation = (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  key: { section: string; question: number },
) =>
  saveCancellations(db, request, scope, examId, (exam) => {
    const kept = exam.cancellations.filter(
      (c) => !(c.section === key.section && c.question === key.question),
    );
    if (kept.length === exam.cancellations.length) throw notFound('Bu soru için bir iptal kaydı yok.');
    return kept;
  });

/* ---------- uploads ---------- */

export type UploadSummary = {
  id: string;
  encoding: string;
  lines: number;
  scored: number;
  unmatched: number;
  absent: number;
  errors: LineError[];
  unmatchedLines: LineError[];
};

const MATCH_LABEL = { CitizenId: 'T.C. kimlik numarası', StudentNumber: 'öğrenci numarası' } as const;

/** Lines scored and staged at a time: enough for few statements, few enough to hold. */
const UPLOAD_BATCH = 2000;

/**
 * A reader file, read, matched, scored and ranked. Bad lines (shorter than the form, a
 * booklet without a key, a sheet read twice) are listed and skipped; lines whose student is
 * not found or already matched wait for a hand match. All rows of the file are written in
 * one transaction, with the exam row locked so two uploads cannot match one student twice.
 * The file is read twice: once for the bad lines and the students to look up, then a batch
 * at a time to score and stage, so no more than a batch of scored rows is ever held.
 */
export const uploadFile = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  content: Buffer,
): Promise<UploadSummary> => {
  const preview = await getExamOrThrow(db, scope, examId);
  assertExamWritable(scope, preview);
  const { text, encoding } = decodeReaderFile(content);
  const lines = splitLines(text);
  const summary = await db.transaction(async (tx): Promise<UploadSummary> => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    const form = await getFormOrThrow(tx, { ...scope, branchId: null }, exam.opticalFormId);
    const width = formWidth(form.fields);
    const sectionNames = exam.sections.map((s) => s.name);
    const booklets = bookletsOf(exam);
    const scoring = scoringOf(exam);
    const bySection = cancellationsBySection(scoring.cancellations);
    const errors: LineError[] = [];
    const unmatchedLines: LineError[] = [];
    const matching = exam.matching as 'None' | 'CitizenId' | 'StudentNumber';
    // Readers pad the student number with zeros to the form's width ("0000001001").
    const keyOf = (l: ReadLine) =>
      matching === 'CitizenId'
        ? l.citizenId
        : matching === 'StudentNumber'
          ? l.studentNumber.replace(/^0+(?=\d)/, '')
          : '';
    const bookletOf = (l: ReadLine) => (l.booklet === '' && booklets.length === 1 ? 'A' : l.booklet);

    // First pass: the bad lines, and the keys of the students to look up for the whole file.
    const seen = new Map<string, number>();
    const good = new Uint8Array(lines.length);
    const keys = new Set<string>();
    /** The reason a line is listed as an error, or null when it is read. */
    const problemOf = (raw: string, lineNo: number): string | null => {
      if (raw.trim() === '') return 'Satır boş.';
      const line = readLine(form.fields, sectionNames, raw);
      if (!line) return `Satır optik formdan kısa: ${raw.length} karakter, en az ${width} karakter olmalı.`;
      const same = seen.get(raw.trimEnd());
      if (same !== undefined) return `${same}. satırın aynısı: sayfa iki kez okunmuş.`;
      seen.set(raw.trimEnd(), lineNo);
      const booklet = bookletOf(line);
      if (booklet === '') return 'Kitapçık türü okunamadı (boş).';
      if (!booklets.includes(booklet as Booklet)) return `"${booklet}" kitapçığı için cevap anahtarı yok.`;
      const key = keyOf(line);
      if (matching === 'StudentNumber' ? /^\d{1,9}$/.test(key) : key !== '') keys.add(key);
      return null;
    };
    for (const [i, raw] of lines.entries()) {
      const problem = problemOf(raw, i + 1);
      if (problem === null) good[i] = 1;
      else errors.push({ line: i + 1, reason: problem });
    }
    seen.clear();

    const byKey = new Map<string, LineStudent>();
    if (matching !== 'None')
      for (const s of await studentsForLines(tx, scope.businessId, exam.branchIds, matching, [...keys]))
        byKey.set(matching === 'CitizenId' ? s.citizenId : String(s.studentNo), s);
    keys.clear();
    const taken = new Map<string, number | null>();
    for (const r of await tx
      .select({ studentId: examResults.studentId })
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), sql`${examResults.studentId} is not null`)))
      taken.set(r.studentId!, null);

    // Second pass: match, score and stage the good lines in file order, a batch at a time.
    await createStaging(tx);
    let batch: StagedRow[] = [];
    let scored = 0;
    let absent = 0;
    for (const [i, raw] of lines.entries()) {
      if (!good[i]) continue;
      const lineNo = i + 1;
      const line = readLine(form.fields, sectionNames, raw)!;
      const booklet = bookletOf(line) as Booklet;
      let student: LineStudent | undefined;
      let reason: string | null = null;
      if (matching !== 'None') {
        const key = keyOf(line);
        student = byKey.get(key);
        if (key === '') reason = `Satırda ${MATCH_LABEL[matching]} boş.`;
        else if (!student) reason = `Bu ${MATCH_LABEL[matching]} (${key}) ile öğrenci bulunamadı.`;
        else if (taken.has(student.id)) {
          const earlier = taken.get(student.id);
          reason =
            earlier == null
              ? 'Öğrenci bu sınavda daha önce yüklenen bir dosyada zaten eşleşmiş.'
              : `Öğrenci ${earlier}. satırda zaten eşleşti.`;
          student = undefined;
        }
      }
      const matched = reason === null;
      if (student) taken.set(student.id, lineNo);
      const sheet = matched && !line.absent ? scoreSheet(scoring, booklet, line.answers, bySection) : null;
      if (!matched) unmatchedLines.push({ line: lineNo, reason: reason! });
      else if (line.absent) absent++;
      else scored++;
      batch.push({
        id: crypto.randomUUID(),
        branch_id: student ? student.branchId : exam.branchId,
        line_no: lineNo,
        student_id: student?.id ?? null,
        school_class_id: student?.schoolClassId ?? null,
        matched,
        reason,
        absent: line.absent,
        student_number: line.studentNumber,
        citizen_id: line.citizenId,
        full_name: line.fullName,
        class_code: line.classCode,
        room: line.room,
        booklet,
        search_key: foldTurkish(`${line.fullName} ${line.studentNumber} ${line.citizenId}`),
        answers: packAnswers(exam, line.answers),
        sections: sheet ? countsOf(sheet.sections) : null,
        total_net12: sheet?.totalNet12 ?? null,
        score_units: sheet?.scoreUnits ?? null,
      });
      if (batch.length === UPLOAD_BATCH) {
        await stageRows(tx, batch);
        batch = [];
      }
    }
    if (batch.length > 0) await stageRows(tx, batch);
    batch = [];

    // The upload row keeps what the answer reports of the file.
    const outcome = {
      encoding,
      lines: lines.length,
      scored,
      unmatched: unmatchedLines.length,
      absent,
      errors,
    };
    const [upload] = await tx
      .insert(examUploads)
      .values({
        businessId: scope.businessId,
        branchId: exam.branchId,
        examId: exam.id,
        ...outcome,
        createdByAccountId: request.auth?.accountId ?? null,
      })
      .returning({ id: examUploads.id });
    await storeStaged(tx, scope.businessId, exam.id, upload!.id);
    await rebuildTallies(tx, scope.businessId, exam);
    await writeAudit(tx, request, {
      action: 'create',
      entity: 'exam-upload',
      entityId: upload!.id,
      before: null,
      after: { examId: exam.id, lines: lines.length, scored, unmatched: unmatchedLines.length },
    });
    return { id: upload!.id, ...outcome, unmatchedLines };
  });
  await refreshStatistics(db, request, lines.length);
  return summary;
};

/**
 * The planner's statistics of exam_results brought up to date after an upload that grew it
 * past autovacuum's own threshold (50 rows and a tenth of the table), at once rather than
 * when autovacuum comes round, if it runs at all: the results page is read right after the
 * upload, and a planner that still believes the table (nearly) empty sorts all of a branch's
 * sheets for every page instead of reading the page off exam_results_branch_rank_idx.
 */
const refreshStatistics = async (db: Db, request: FastifyRequest, added: number) => {
  try {
    const { rows } = (await db.execute(
      sql`select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'exam_results'::regclass`,
    )) as unknown as { rows: { n: number }[] };
    if (added > 50 + 0.1 * Number(rows[0]?.n ?? 0)) await db.execute(sql`analyze exam_results`);
  } catch (error) {
    // The upload is stored; stale statistics only make the next reads slower.
    request.log.warn({ err: error }, 'exam_results could not be analysed after an upload');
  }
};

export const findUploads = (db: Db, scope: TenantScope, examId: string) =>
  getExamOrThrow(db, scope, examId).then((exam) =>
    db
      .select({
        id: examUploads.id,
        encoding: examUploads.encoding,
        lines: examUploads.lines,
        scored: examUploads.scored,
        unmatched: examUploads.unmatched,
        absent: examUploads.absent,
        errors: examUploads.errors,
        createdAt: examUploads.createdAt,
      })
      .from(examUploads)
      .where(eq(examUploads.examId, exam.id))
      .orderBy(desc(examUploads.createdAt), desc(examUploads.id))
      .limit(200)
      .then((rows) => rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))),
  );

/* ---------- results ---------- */

/** A branch scope reads its own branch's sheets of an exam it sees. */
const resultsInScope = (scope: TenantScope): SQL | undefined =>
  scope.branchId ? eq(examResults.branchId, scope.branchId) : undefined;

/** An exam's sheets the scope reads, matched to a student or waiting for one, under a list's search. */
const sheetsWhere = (
  examId: string,
  scope: TenantScope,
  matched: boolean,
  searchTerm: string | undefined,
  ...filters: (SQL | undefined)[]
) =>
  and(
    eq(examResults.examId, examId),
    eq(examResults.matched, matched),
    resultsInScope(scope),
    ...filters,
    searchOver(searchTerm, examResults.searchKey),
  );

export const findResults = async (db: Db, scope: TenantScope, examId: string, query: TExamResultQuery) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const where = sheetsWhere(
    exam.id,
    scope,
    true,
    query._searchTerm,
    query.classId ? eq(examResults.schoolClassId, query.classId) : undefined,
    query.branchId ? eq(examResults.branchId, query.branchId) : undefined,
  );
  return selectPage(db, query, {
    countTable: examResults,
    select: () =>
      db
        .select({
          id: examResults.id,
          studentId: examResults.studentId,
          studentNumber: examResults.studentNumber,
          citizenId: examResults.citizenId,
          fullName: examResults.fullName,
          booklet: examResults.booklet,
          classCode: examResults.classCode,
          schoolClassId: examResults.schoolClassId,
          branchId: examResults.branchId,
          absent: examResults.absent,
          ...sheetNumberColumns,
        })
        .from(examResults)
        .$dynamic(),
    where,
    orderBy: [sql`${examResults.rankBusiness} asc nulls last`, asc(examResults.id)],
    row: (row) => withSheetNumbers(exam, row),
  });
};

/** Lines waiting for a hand match (the /exam/exam-student-match screen). */
export const findUnmatched = async (db: Db, scope: TenantScope, examId: string, query: TListQuery) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const where = sheetsWhere(exam.id, scope, false, query._searchTerm);
  return selectPage(db, query, {
    countTable: examResults,
    select: () =>
      db
        .select({
          id: examResults.id,
          uploadId: examResults.uploadId,
          line: examResults.lineNo,
          reason: examResults.reason,
          studentNumber: examResults.studentNumber,
          citizenId: examResults.citizenId,
          fullName: examResults.fullName,
          classCode: examResults.classCode,
          booklet: examResults.booklet,
        })
        .from(examResults)
        .$dynamic(),
    where,
    orderBy: [asc(examResults.uploadId), asc(examResults.lineNo), asc(examResults.id)],
  });
};

/** A waiting line matched to a student by hand: scored at once and the exam re-ranked. */
export const matchLine = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  lineId: string,
  studentId: string,
) =>
  inWritableExam(db, scope, examId, async (tx, exam) => {
    const [line] = await tx
      .select({
        id: examResults.id,
        booklet: examResults.booklet,
        answers: examResults.answers,
        absent: examResults.absent,
      })
      .from(examResults)
      .where(
        and(eq(examResults.id, lineId), eq(examResults.examId, exam.id), eq(examResults.matched, false)),
      );
    if (!line) throw notFound('Eşleştirilecek satır bulunamadı.');
    const student = await studentForMatch(tx, scope, exam.branchIds, studentId);
    if (!student) throw notFound('Öğrenci bulunamadı.');
    if (
      await firstId(
        tx,
        examResults,
        and(eq(examResults.examId, exam.id), eq(examResults.studentId, student.id)),
      )
    )
      throw badRequest('Bu öğrenci bu sınavda zaten eşleşmiş.');
    const sheet = line.absent
      ? null
      : scoreSheet(scoringOf(exam), line.booklet as Booklet, unpackAnswers(exam, line.answers));
    await tx
      .update(examResults)
      .set({
        matched: true,
        reason: null,
        studentId: student.id,
        branchId: student.branchId,
        schoolClassId: student.schoolClassId,
        sections: sheet ? countsOf(sheet.sections) : null,
        totalNet12: sheet?.totalNet12 ?? null,
        scoreUnits: sheet?.scoreUnits ?? null,
      })
      .where(eq(examResults.id, line.id));
    await rankExam(tx, exam.id);
    await rebuildTallies(tx, scope.businessId, exam);
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'exam-line-match',
      entityId: line.id,
      before: null,
      after: { studentId: student.id },
    });
    const [row] = await tx.select(sheetNumberColumns).from(examResults).where(eq(examResults.id, line.id));
    return { id: line.id, studentId: student.id, ...withSheetNumbers(exam, row!) };
  });
