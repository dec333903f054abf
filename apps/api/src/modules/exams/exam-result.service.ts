import type { TListQuery } from '@panel/shared/common/list-query';
import { foldTurkish } from '@panel/shared/common/text';
import type { Booklet } from '@panel/shared/exams/constants';
import type { TCancellationInput, TExamInput, TExamResultQuery } from '@panel/shared/exams/contracts';
import { cancellationsBySection, formWidth, readLine, scoreSheet } from '@panel/shared/exams/scoring';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { badRequest, describeUniqueKey, notFound } from '../../platform/errors';
import { fetchPage, searchOver } from '../../platform/listing';
import type { TenantScope } from '../../platform/scope';
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
  resultNumbers,
  scoringOf,
  unpackAnswers,
} from './exam.service';
import { examResults, exams, examUploads, type SectionCounts } from './exam.table';
import { type LineStudent, studentForMatch, studentsForLines } from './exam-student.queries';
import { decodeReaderFile, splitLines } from './reader-file';

describeUniqueKey('exam_results_student_key', 'Bu öğrenci bu sınavda zaten eşleşmiş.');

export type LineError = { line: number; reason: string };

/** Rows per INSERT / UPDATE statement: one JSON parameter each. */
const BATCH = 5000;

type ResultRow = {
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
  rank_class: number | null;
  rank_branch: number | null;
  rank_business: number | null;
};

/**
 * Many result rows in a few statements: each batch goes as one JSON document that
 * `jsonb_to_recordset` turns into rows, so a 100,000-line file is 20 INSERTs, not 100,000.
 */
const insertResults = async (
  tx: Db,
  businessId: string,
  examId: string,
  uploadId: string,
  rows: ResultRow[],
) => {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + BATCH));
    await tx.execute(sql`
      insert into exam_results (id, business_id, branch_id, exam_id, upload_id, line_no, student_id,
        school_class_id, matched, reason, absent, student_number, citizen_id, full_name, class_code, room,
        booklet, search_key, answers, sections, total_net12, score_units, rank_class, rank_branch, rank_business)
      select r.id, ${businessId}::uuid, r.branch_id, ${examId}::uuid, ${uploadId}::uuid, r.line_no, r.student_id,
        r.school_class_id, r.matched, r.reason, r.absent, r.student_number, r.citizen_id, r.full_name,
        r.class_code, r.room, r.booklet, r.search_key, r.answers, r.sections, r.total_net12, r.score_units,
        r.rank_class, r.rank_branch, r.rank_business
      from jsonb_to_recordset(${batch}::jsonb) as r(id uuid, branch_id uuid, line_no int, student_id uuid,
        school_class_id uuid, matched boolean, reason text, absent boolean, student_number text,
        citizen_id text, full_name text, class_code text, room text, booklet text, search_key text,
        answers text, sections jsonb, total_net12 int, score_units bigint, rank_class int, rank_branch int,
        rank_business int)`);
  }
};

/**
 * Ranks of every scored sheet of the exam by score, highest first, ties sharing a rank
 * (SQL `rank()`: 1, 2, 2, 4), in the class, the branch and the whole exam; absent and
 * unmatched sheets have none.
 */
export const rankExam = async (tx: Db, examId: string) => {
  await tx.execute(sql`
    update exam_results r set rank_business = x.rb, rank_branch = x.rbr, rank_class = x.rc
    from (
      select id,
        rank() over (order by score_units desc) as rb,
        case when branch_id is null then null
          else rank() over (partition by branch_id order by score_units desc) end as rbr,
        case when school_class_id is null then null
          else rank() over (partition by school_class_id order by score_units desc) end as rc
      from exam_results where exam_id = ${examId} and matched and not absent
    ) x
    where r.id = x.id`);
};

type Ranked = {
  id: string;
  score: number;
  branchId: string | null;
  classId: string | null;
  ranks: [number | null, number | null, number | null];
};

/** Competition ranks (1, 2, 2, 4) by score, highest first, within each group; a null group has none. */
const ranksWithin = (rows: Ranked[], groupOf: (r: Ranked) => string | null): Map<string, number | null> => {
  const groups = new Map<string, Ranked[]>();
  const out = new Map<string, number | null>();
  for (const r of rows) {
    const g = groupOf(r);
    if (g === null) out.set(r.id, null);
    else {
      const members = groups.get(g);
      if (members) members.push(r);
      else groups.set(g, [r]);
    }
  }
  for (const members of groups.values()) {
    members.sort((a, b) => b.score - a.score);
    members.forEach((r, i) => {
      const previous = members[i - 1];
      out.set(r.id, previous && previous.score === r.score ? out.get(previous.id)! : i + 1);
    });
  }
  return out;
};

/**
 * An upload's ranks, worked out before its rows are written: the new rows carry theirs in the
 * INSERT, and only the earlier sheets whose rank moved are updated (none on a first upload),
 * the same ranks `rankExam` gives.
 */
const rankWithEarlier = async (tx: Db, examId: string, fresh: ResultRow[]) => {
  const earlier: Ranked[] = (
    await tx
      .select({
        id: examResults.id,
        score: examResults.scoreUnits,
        branchId: examResults.branchId,
        classId: examResults.schoolClassId,
        rankClass: examResults.rankClass,
        rankBranch: examResults.rankBranch,
        rankBusiness: examResults.rankBusiness,
      })
      .from(examResults)
      .where(
        and(eq(examResults.examId, examId), eq(examResults.matched, true), eq(examResults.absent, false)),
      )
  ).map((r) => ({ ...r, score: r.score ?? 0, ranks: [r.rankClass, r.rankBranch, r.rankBusiness] }));
  const scored = fresh.filter((r) => r.score_units !== null);
  const all: Ranked[] = [
    ...earlier,
    ...scored.map((r) => ({
      id: r.id,
      score: r.score_units!,
      branchId: r.branch_id,
      classId: r.school_class_id,
      ranks: [null, null, null] as Ranked['ranks'],
    })),
  ];
  const inClass = ranksWithin(all, (r) => r.classId);
  const inBranch = ranksWithin(all, (r) => r.branchId);
  const inBusiness = ranksWithin(all, () => '');
  for (const r of scored) {
    r.rank_class = inClass.get(r.id) ?? null;
    r.rank_branch = inBranch.get(r.id) ?? null;
    r.rank_business = inBusiness.get(r.id) ?? null;
  }
  const moved = earlier
    .map((r) => ({
      id: r.id,
      rank_class: inClass.get(r.id) ?? null,
      rank_branch: inBranch.get(r.id) ?? null,
      rank_business: inBusiness.get(r.id) ?? null,
      before: r.ranks,
    }))
    .filter(
      (r) => r.before[0] !== r.rank_class || r.before[1] !== r.rank_branch || r.before[2] !== r.rank_business,
    )
    .map(({ before: _, ...r }) => r);
  for (let start = 0; start < moved.length; start += BATCH)
    await tx.execute(sql`
      update exam_results e set rank_class = r.rank_class, rank_branch = r.rank_branch, rank_business = r.rank_business
      from jsonb_to_recordset(${JSON.stringify(moved.slice(start, start + BATCH))}::jsonb)
        as r(id uuid, rank_class int, rank_branch int, rank_business int)
      where e.id = r.id`);
};

/** Scores of every scored sheet again (after a cancellation changed), then the ranks. */
const rescoreExam = async (tx: Db, exam: ExamRow) => {
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
};

/* ---------- editing an exam ---------- */

export const LAYOUT_FROZEN_MESSAGE =
  'Okunmuş sonuçları olan sınavın optik formu, öğrenci eşleştirmesi ve bölümleri (adları, sırası, soru sayıları) değiştirilemez.';

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
  db.transaction(async (tx) => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    assertExamWritable(scope, exam);
    const values = await examValues(tx, scope, input);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(examResults)
      .where(eq(examResults.examId, exam.id));
    if (
      n > 0 &&
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
    if (n > 0) await rescoreExam(tx, after);
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'exam',
      entityId: exam.id,
      before: examView(exam),
      after: examView(after),
    });
    return { id: exam.id, rescored: n > 0 };
  });

/* ---------- cancellations ---------- */

const saveCancellations = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
  change: (current: ExamRow) => ExamRow['cancellations'],
) =>
  db.transaction(async (tx) => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    assertExamWritable(scope, exam);
    const cancellations = change(exam);
    await tx.update(exams).set({ cancellations }).where(eq(exams.id, exam.id));
    await rescoreExam(tx, { ...exam, cancellations });
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

/**
 * A reader file, read, matched, scored and ranked. Bad lines (shorter than the form, a
 * booklet without a key, a sheet read twice) are listed and skipped; lines whose student is
 * not found or already matched wait for a hand match. All rows of the file are written in
 * one transaction, with the exam row locked so two uploads cannot match one student twice.
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
  return db.transaction(async (tx) => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    const form = await getFormOrThrow(tx, { ...scope, branchId: null }, exam.opticalFormId);
    const width = formWidth(form.fields);
    const sectionNames = exam.sections.map((s) => s.name);
    const booklets = bookletsOf(exam);
    const scoring = scoringOf(exam);
    const bySection = cancellationsBySection(scoring.cancellations);
    const errors: LineError[] = [];
    const unmatchedLines: LineError[] = [];

    // First pass: read every line; the students are looked up for the whole file at once.
    const seen = new Map<string, number>();
    const read: { lineNo: number; line: NonNullable<ReturnType<typeof readLine>>; booklet: Booklet }[] = [];
    /** A line's reading, or the reason it is listed as an error. */
    const readOne = (raw: string, lineNo: number): (typeof read)[number] | string => {
      if (raw.trim() === '') return 'Satır boş.';
      const line = readLine(form.fields, sectionNames, raw);
      if (!line) return `Satır optik formdan kısa: ${raw.length} karakter, en az ${width} karakter olmalı.`;
      const same = seen.get(raw.trimEnd());
      if (same !== undefined) return `${same}. satırın aynısı: sayfa iki kez okunmuş.`;
      seen.set(raw.trimEnd(), lineNo);
      const booklet = line.booklet === '' && booklets.length === 1 ? 'A' : line.booklet;
      if (booklet === '') return 'Kitapçık türü okunamadı (boş).';
      if (!booklets.includes(booklet as Booklet)) return `"${booklet}" kitapçığı için cevap anahtarı yok.`;
      return { lineNo, line, booklet: booklet as Booklet };
    };
    for (const [i, raw] of lines.entries()) {
      const outcome = readOne(raw, i + 1);
      if (typeof outcome === 'string') errors.push({ line: i + 1, reason: outcome });
      else read.push(outcome);
    }

    const matching = exam.matching as 'None' | 'CitizenId' | 'StudentNumber';
    // Readers pad the student number with zeros to the form's width ("0000001001").
    const keyOf = (l: (typeof read)[number]['line']) =>
      matching === 'CitizenId'
        ? l.citizenId
        : matching === 'StudentNumber'
          ? l.studentNumber.replace(/^0+(?=\d)/, '')
          : '';
    const byKey = new Map<string, LineStudent>();
    if (matching !== 'None') {
      const values = [
        ...new Set(
          read
            .map((r) => keyOf(r.line))
            .filter((v) => (matching === 'StudentNumber' ? /^\d{1,9}$/.test(v) : v !== '')),
        ),
      ];
      for (const s of await studentsForLines(tx, scope.businessId, exam.branchIds, matching, values))
        byKey.set(matching === 'CitizenId' ? s.citizenId : String(s.studentNo), s);
    }
    const taken = new Map<string, number | null>();
    for (const r of await tx
      .select({ studentId: examResults.studentId })
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), sql`${examResults.studentId} is not null`)))
      taken.set(r.studentId!, null);

    const rows: ResultRow[] = [];
    let scored = 0;
    let absent = 0;
    for (const { lineNo, line, booklet } of read) {
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
      rows.push({
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
        rank_class: null,
        rank_branch: null,
        rank_business: null,
      });
    }

    const [upload] = await tx
      .insert(examUploads)
      .values({
        businessId: scope.businessId,
        branchId: exam.branchId,
        examId: exam.id,
        encoding,
        lines: lines.length,
        scored,
        unmatched: unmatchedLines.length,
        absent,
        errors,
        createdByAccountId: request.auth?.accountId ?? null,
      })
      .returning({ id: examUploads.id });
    await rankWithEarlier(tx, exam.id, rows);
    await insertResults(tx, scope.businessId, exam.id, upload!.id, rows);
    await writeAudit(tx, request, {
      action: 'create',
      entity: 'exam-upload',
      entityId: upload!.id,
      before: null,
      after: { examId: exam.id, lines: lines.length, scored, unmatched: unmatchedLines.length },
    });
    return {
      id: upload!.id,
      encoding,
      lines: lines.length,
      scored,
      unmatched: unmatchedLines.length,
      absent,
      errors,
      unmatchedLines,
    };
  });
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
      .limit(200),
  );

/* ---------- results ---------- */

/** A branch scope reads its own branch's sheets of an exam it sees. */
const resultsInScope = (scope: TenantScope): SQL | undefined =>
  scope.branchId ? eq(examResults.branchId, scope.branchId) : undefined;

export const findResults = async (db: Db, scope: TenantScope, examId: string, query: TExamResultQuery) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const where = and(
    eq(examResults.examId, exam.id),
    eq(examResults.matched, true),
    resultsInScope(scope),
    query.classId ? eq(examResults.schoolClassId, query.classId) : undefined,
    query.branchId ? eq(examResults.branchId, query.branchId) : undefined,
    searchOver(query._searchTerm, examResults.searchKey),
  );
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await db
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
            sections: examResults.sections,
            totalNet12: examResults.totalNet12,
            scoreUnits: examResults.scoreUnits,
            rankClass: examResults.rankClass,
            rankBranch: examResults.rankBranch,
            rankBusiness: examResults.rankBusiness,
          })
          .from(examResults)
          .where(where)
          .orderBy(sql`${examResults.rankBusiness} asc nulls last`, asc(examResults.id))
          .limit(limit)
          .offset(offset)
      ).map(({ sections, totalNet12, scoreUnits, rankClass, rankBranch, rankBusiness, ...r }) => ({
        ...r,
        ...resultNumbers(exam, { sections, totalNet12, scoreUnits }),
        rank: { class: rankClass, branch: rankBranch, business: rankBusiness },
      })),
    total: async () => (await db.select({ n: count() }).from(examResults).where(where))[0]?.n ?? 0,
  });
};

/** Lines waiting for a hand match (the /exam/exam-student-match screen). */
export const findUnmatched = async (db: Db, scope: TenantScope, examId: string, query: TListQuery) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const where = and(
    eq(examResults.examId, exam.id),
    eq(examResults.matched, false),
    resultsInScope(scope),
    searchOver(query._searchTerm, examResults.searchKey),
  );
  return fetchPage(query, {
    rows: (limit, offset) =>
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
        .where(where)
        .orderBy(asc(examResults.uploadId), asc(examResults.lineNo), asc(examResults.id))
        .limit(limit)
        .offset(offset),
    total: async () => (await db.select({ n: count() }).from(examResults).where(where))[0]?.n ?? 0,
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
  db.transaction(async (tx) => {
    const exam = await getExamOrThrow(tx, scope, examId, true);
    assertExamWritable(scope, exam);
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
    const [taken] = await tx
      .select({ id: examResults.id })
      .from(examResults)
      .where(and(eq(examResults.examId, exam.id), eq(examResults.studentId, student.id)));
    if (taken) throw badRequest('Bu öğrenci bu sınavda zaten eşleşmiş.');
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
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'exam-line-match',
      entityId: line.id,
      before: null,
      after: { studentId: student.id },
    });
    const [row] = await tx
      .select({
        sections: examResults.sections,
        totalNet12: examResults.totalNet12,
        scoreUnits: examResults.scoreUnits,
        rankClass: examResults.rankClass,
        rankBranch: examResults.rankBranch,
        rankBusiness: examResults.rankBusiness,
      })
      .from(examResults)
      .where(eq(examResults.id, line.id));
    return {
      id: line.id,
      studentId: student.id,
      ...resultNumbers(exam, row!),
      rank: { class: row!.rankClass, branch: row!.rankBranch, business: row!.rankBusiness },
    };
  });
