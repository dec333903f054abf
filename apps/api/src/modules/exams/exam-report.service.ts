import { formatDay, type TermDays } from '@panel/shared/common/dates';
import type { TListQuery } from '@panel/shared/common/list-query';
import { smsSize } from '@panel/shared/communications/sms';
import { EXAM_KIND_LABELS, type ExamKind } from '@panel/shared/exams/constants';
import type { TExamResultQuery } from '@panel/shared/exams/contracts';
import {
  formatExamNumber,
  formatRank,
  RESULT_SMS_PURPOSE,
  resultSmsText,
  type TUploadListQuery,
} from '@panel/shared/exams/result-report';
import { and, asc, between, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import {
  type BulkMessage,
  type BulkSmsOutcome,
  bulkSmsAnswer,
  sendBulkSms,
} from '../../integrations/sms/bulk-sms';
import { writeAudit } from '../../platform/audit';
import { requireAuth } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import type { ExcelExport } from '../../platform/excel';
import { exportTitleFor } from '../../platform/export-title';
import { fetchPage } from '../../platform/listing';
import { type Content, renderPdf } from '../../platform/pdf';
import {
  EXCEL_PAGE_ROWS,
  type ExportAsker,
  excelColumnsOf,
  pagedRows,
  type ReportColumn,
  type ReportRow,
} from '../../platform/report-routes';
import type { TenantScope } from '../../platform/scope';
import { selectPage } from '../../platform/select-page';
import {
  type ExamRow,
  examsVisibleTo,
  getExamOrThrow,
  resultNumbers,
  sheetNumberColumns,
} from './exam.service';
import { examResults, exams, examUploads } from './exam.table';
import { findResults } from './exam-result.service';
import { sheetHeading, studentsWithPhones, visibleStudent } from './exam-result-people.queries';
import { examResultSms } from './exam-result-sms.table';

/** A branch scope reads its own branch's sheets of an exam it sees. */
const resultsInScope = (scope: TenantScope): SQL | undefined =>
  scope.branchId ? eq(examResults.branchId, scope.branchId) : undefined;

/* ---------- uploads ---------- */

const uploadColumns = {
  id: examUploads.id,
  examId: examUploads.examId,
  examName: exams.name,
  examDate: exams.examDate,
  encoding: examUploads.encoding,
  lines: examUploads.lines,
  scored: examUploads.scored,
  unmatched: examUploads.unmatched,
  absent: examUploads.absent,
  createdAt: examUploads.createdAt,
};

/** Every reader file of the exams the caller sees, newest first (the /exam/upload list). */
export const findAllUploads = (db: Db, scope: TenantScope, query: TUploadListQuery) => {
  const where = and(examsVisibleTo(scope), query.examId ? eq(examUploads.examId, query.examId) : undefined);
  return selectPage(db, query, {
    select: () =>
      db
        .select({
          ...uploadColumns,
          errorCount: sql<number>`jsonb_array_length(${examUploads.errors})::int`,
        })
        .from(examUploads)
        .innerJoin(exams, eq(exams.id, examUploads.examId))
        .$dynamic(),
    where,
    orderBy: [desc(examUploads.createdAt), desc(examUploads.id)],
    row: (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  });
};

/** One reader file: its counts, the lines not read with the reason, the lines still waiting for a match. */
export const getUpload = async (db: Db, scope: TenantScope, uploadId: string) => {
  const [row] = await db
    .select({ ...uploadColumns, errors: examUploads.errors })
    .from(examUploads)
    .innerJoin(exams, eq(exams.id, examUploads.examId))
    .where(and(examsVisibleTo(scope), eq(examUploads.id, uploadId)));
  if (!row) throw notFound();
  const waiting = await db
    .select({
      id: examResults.id,
      line: examResults.lineNo,
      reason: examResults.reason,
      fullName: examResults.fullName,
    })
    .from(examResults)
    .where(and(eq(examResults.uploadId, row.id), eq(examResults.matched, false), resultsInScope(scope)))
    .orderBy(asc(examResults.lineNo))
    .limit(1000);
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    unmatchedLines: waiting.map((w) => ({ ...w, reason: w.reason ?? '' })),
  };
};

/* ---------- one student's results ---------- */

/** The student's exams, newest first, for the profile's tab and its net trend. */
export const studentResults = async (db: Db, scope: TenantScope, studentId: string, query: TListQuery) => {
  if (!(await visibleStudent(db, scope, studentId))) throw notFound();
  const where = and(
    examsVisibleTo(scope),
    eq(examResults.studentId, studentId),
    eq(examResults.matched, true),
  );
  return selectPage(db, query, {
    select: () =>
      db
        .select({
          examId: exams.id,
          examName: exams.name,
          kind: exams.kind,
          date: exams.examDate,
          absent: examResults.absent,
          totalNet12: examResults.totalNet12,
          scoreUnits: examResults.scoreUnits,
          rankClass: examResults.rankClass,
          rankBranch: examResults.rankBranch,
          rankBusiness: examResults.rankBusiness,
        })
        .from(examResults)
        .innerJoin(exams, eq(exams.id, examResults.examId))
        .$dynamic(),
    where,
    orderBy: [desc(exams.examDate), desc(exams.id)],
    row: ({ totalNet12, scoreUnits, rankClass, rankBranch, rankBusiness, ...r }) => {
      const numbers = resultNumbers({ sections: [] }, { sections: null, totalNet12, scoreUnits });
      return {
        ...r,
        totalNet: numbers.totalNet,
        score: numbers.score,
        rank: { class: rankClass, branch: rankBranch, business: rankBusiness },
      };
    },
  });
};

/**
 * The exams each of the given students took between two days, oldest first: what
 * `studentResults` pages for one student, read for a whole class at once (its report cards).
 * The students are ones the caller was shown; the exams are still read through the scope.
 */
export const resultsOfStudents = async (db: Db, scope: TenantScope, studentIds: string[], days: TermDays) => {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      studentId: sql<string>`${examResults.studentId}`,
      examName: exams.name,
      date: exams.examDate,
      absent: examResults.absent,
      totalNet12: examResults.totalNet12,
      scoreUnits: examResults.scoreUnits,
      rankClass: examResults.rankClass,
    })
    .from(examResults)
    .innerJoin(exams, eq(exams.id, examResults.examId))
    .where(
      and(
        examsVisibleTo(scope),
        inArray(examResults.studentId, studentIds),
        eq(examResults.matched, true),
        between(exams.examDate, days.startsOn, days.endsOn),
      ),
    )
    .orderBy(asc(exams.examDate), asc(exams.id));
  return rows.map(({ totalNet12, scoreUnits, ...r }) => {
    const { totalNet, score } = resultNumbers({ sections: [] }, { sections: null, totalNet12, scoreUnits });
    return { ...r, totalNet, score };
  });
};

/* ---------- the result sheet (karne) ---------- */

export const studentSheet = async (db: Db, scope: TenantScope, exam: ExamRow, studentId: string) => {
  const [row] = await db
    .select({ ...sheetNumberColumns, absent: examResults.absent, booklet: examResults.booklet })
    .from(examResults)
    .where(
      and(
        eq(examResults.examId, exam.id),
        eq(examResults.studentId, studentId),
        eq(examResults.matched, true),
        resultsInScope(scope),
      ),
    );
  if (!row) throw notFound('Öğrencinin bu sınavda sonucu yok.');
  return row;
};

/** The sheet a parent gets: institution, exam, student, each section's counts and net, total, score, ranks. */
export const resultSheetPdf = async (db: Db, scope: TenantScope, examId: string, studentId: string) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const row = await studentSheet(db, scope, exam, studentId);
  const head = await sheetHeading(db, scope.businessId, studentId);
  if (!head) throw notFound();
  const numbers = resultNumbers(exam, row);
  const studentName = `${head.firstName} ${head.lastName}`;
  const who: [string, string][] = [
    ['Öğrenci', studentName],
    ['Öğrenci No', String(head.studentNo)],
    ['Şube', head.branchName],
    ['Sınıf', head.className ?? '—'],
    ['Sınav', `${exam.name} (${EXAM_KIND_LABELS[exam.kind as ExamKind] ?? exam.kind})`],
    ['Sınav Tarihi', formatDay(exam.date)],
    ['Kitapçık', row.booklet || '—'],
  ];
  const right = (text: string): Content => ({ text, alignment: 'right' });
  const header = (text: string, alignment: 'left' | 'right' = 'right'): Content => ({
    text,
    style: 'tableHeader',
    alignment,
  });
  const pdf = await renderPdf({
    info: { title: `${studentName} – ${exam.name}` },
    content: [
      { text: head.institution, style: 'muted' },
      { text: `${exam.name} – Sınav Sonuç Belgesi`, style: 'title' },
      {
        table: { widths: [110, '*'], body: who.map(([k, v]) => [{ text: k, bold: true }, v]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      },
      ...(row.absent
        ? [{ text: 'Öğrenci bu sınava katılmadı.', style: 'subtitle' } as Content]
        : [
            { text: 'Bölüm Sonuçları', style: 'subtitle' } as Content,
            {
              table: {
                headerRows: 1,
                widths: ['*', 60, 60, 60, 70],
                body: [
                  [header('Bölüm', 'left'), header('Doğru'), header('Yanlış'), header('Boş'), header('Net')],
                  ...numbers.sections.map((s) => [
                    s.name,
                    right(String(s.correct)),
                    right(String(s.wrong)),
                    right(String(s.blank)),
                    right(formatExamNumber(s.net)),
                  ]),
                  [
                    { text: 'Toplam', bold: true },
                    right(String(numbers.sections.reduce((n, s) => n + s.correct, 0))),
                    right(String(numbers.sections.reduce((n, s) => n + s.wrong, 0))),
                    right(String(numbers.sections.reduce((n, s) => n + s.blank, 0))),
                    { text: formatExamNumber(numbers.totalNet), alignment: 'right', bold: true },
                  ],
                ],
              },
              layout: 'lightHorizontalLines',
            } as Content,
            { text: 'Puan ve Sıralama', style: 'subtitle' } as Content,
            {
              table: {
                headerRows: 1,
                widths: ['*', 80, 80, 80, 80],
                body: [
                  [
                    header('Toplam Net', 'left'),
                    header('Puan'),
                    header('Sınıf Sırası'),
                    header('Şube Sırası'),
                    header('Kurum Sırası'),
                  ],
                  [
                    formatExamNumber(numbers.totalNet),
                    right(formatExamNumber(numbers.score)),
                    right(formatRank(row.rankClass)),
                    right(formatRank(row.rankBranch)),
                    right(formatRank(row.rankBusiness)),
                  ],
                ],
              },
              layout: 'lightHorizontalLines',
            } as Content,
          ]),
      {
        text: 'Netler doğru sayısından yanlış cezası düşülerek hesaplanır; puan ve sıralar kurumun bu sınavdaki tüm katılımcılarına göredir.',
        style: 'muted',
        margin: [0, 16, 0, 0],
      },
    ],
  });
  return { pdf, fileName: `sinav-sonucu-${head.studentNo}` };
};

/* ---------- result SMS ---------- */

/** The sheets a result SMS is about: scored, with a student, in the caller's scope. */
const smsWhere = (scope: TenantScope, examId: string) =>
  and(
    eq(examResults.examId, examId),
    eq(examResults.matched, true),
    eq(examResults.absent, false),
    isNotNull(examResults.studentId),
    isNotNull(examResults.scoreUnits),
    resultsInScope(scope),
  );

// The outer row is named in full: a one-table select writes its columns bare, which a subquery would take as its own.
const phoneCount = sql<number>`(select count(distinct p.mobile_phone)::int from student_parents sp
  join parents p on p.id = sp.parent_id
  where sp.student_id = "exam_results"."student_id" and coalesce(p.mobile_phone, '') <> '')`;
const sentFlag = sql<boolean>`exists (select 1 from ${examResultSms} s
  where s.exam_id = "exam_results"."exam_id" and s.student_id = "exam_results"."student_id")`;

type SmsSheet = {
  studentId: string;
  totalNet12: number | null;
  scoreUnits: number | null;
  rankClass: number | null;
  rankBranch: number | null;
  rankBusiness: number | null;
};
const sheetColumns = {
  studentId: sql<string>`${examResults.studentId}`,
  totalNet12: examResults.totalNet12,
  scoreUnits: examResults.scoreUnits,
  rankClass: examResults.rankClass,
  rankBranch: examResults.rankBranch,
  rankBusiness: examResults.rankBusiness,
};

const textOf = (exam: ExamRow, name: string, s: SmsSheet) => {
  const numbers = resultNumbers(exam, { sections: null, totalNet12: s.totalNet12, scoreUnits: s.scoreUnits });
  return resultSmsText({
    studentName: name,
    examName: exam.name,
    totalNet: numbers.totalNet,
    score: numbers.score,
    rank: { class: s.rankClass, branch: s.rankBranch, business: s.rankBusiness },
  });
};

/** What a send would do: per student the phones and the text, and the totals over the whole exam. */
export const resultSmsPreview = async (db: Db, scope: TenantScope, examId: string, query: TListQuery) => {
  const exam = await getExamOrThrow(db, scope, examId);
  const where = smsWhere(scope, exam.id);
  const [totals] = await db
    .select({
      students: count(),
      toSend: sql<number>`(count(*) filter (where not ${sentFlag} and ${phoneCount} > 0))::int`,
      messages: sql<number>`coalesce(sum(${phoneCount}) filter (where not ${sentFlag}), 0)::int`,
      alreadySent: sql<number>`(count(*) filter (where ${sentFlag}))::int`,
      noPhone: sql<number>`(count(*) filter (where not ${sentFlag} and ${phoneCount} = 0))::int`,
    })
    .from(examResults)
    .where(where);
  const page = await fetchPage(query, {
    rows: async (limit, offset) => {
      const sheets = await db
        .select({ ...sheetColumns, sent: sentFlag })
        .from(examResults)
        .where(where)
        .orderBy(sql`${examResults.rankBusiness} asc nulls last`, asc(examResults.id))
        .limit(limit)
        .offset(offset);
      const people = await studentsWithPhones(
        db,
        sheets.map((s) => s.studentId),
      );
      return sheets.map((s) => {
        const person = people.get(s.studentId) ?? { name: '', phones: [] };
        return {
          studentId: s.studentId,
          fullName: person.name,
          phones: person.phones,
          text: textOf(exam, person.name, s),
          sent: s.sent,
        };
      });
    },
    total: async () => totals?.students ?? 0,
  });
  return {
    ...page,
    toSend: totals?.toSend ?? 0,
    messages: totals?.messages ?? 0,
    alreadySent: totals?.alreadySent ?? 0,
    noPhone: totals?.noPhone ?? 0,
  };
};

const SEND_BATCH = 500;

const NOTHING_TO_SEND =
  'Gönderilecek yeni sonuç SMS’i yok: sonuçlar daha önce gönderilmiş ya da velinin telefonu yok.';

/** Claims given back: a send that could not start leaves its students to the next one. */
const releaseClaims = async (db: Db, ids: string[]) => {
  for (let i = 0; i < ids.length; i += SEND_BATCH)
    await db.delete(examResultSms).where(inArray(examResultSms.id, ids.slice(i, i + SEND_BATCH)));
};

/**
 * Sends the result SMS of every scored student not yet sent, one message per parent phone,
 * through the screens' bulk door: a long send goes to the job queue with its progress.
 * Each student is claimed (a row under the unique exam+student key) before any message goes,
 * so a second send, or two at once, sends nothing twice; a send that cannot start gives its
 * claims back. A student without a phone is left unclaimed: a phone added later gets the
 * result on the next send.
 */
export const sendResultSms = async (
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TenantScope,
  examId: string,
) => {
  const { db } = app;
  const exam = await getExamOrThrow(db, scope, examId);
  const auth = requireAuth(request);
  const claims: string[] = [];
  const messages: BulkMessage[] = [];
  let skipped = 0;
  let lastId = '';
  for (;;) {
    const sheets = await db
      .select({ ...sheetColumns, branchId: examResults.branchId, id: examResults.id })
      .from(examResults)
      .where(
        and(
          smsWhere(scope, exam.id),
          sql`not ${sentFlag}`,
          sql`${examResults.id} > ${lastId || '00000000-0000-0000-0000-000000000000'}::uuid`,
        ),
      )
      .orderBy(asc(examResults.id))
      .limit(SEND_BATCH);
    if (sheets.length === 0) break;
    lastId = sheets[sheets.length - 1]!.id;
    const people = await studentsWithPhones(
      db,
      sheets.map((s) => s.studentId),
    );
    for (const s of sheets) {
      const person = people.get(s.studentId);
      if (!person || person.phones.length === 0) {
        skipped++;
        continue;
      }
      const text = textOf(exam, person.name, s);
      const [claimed] = await db
        .insert(examResultSms)
        .values({
          businessId: scope.businessId,
          branchId: s.branchId,
          examId: exam.id,
          studentId: s.studentId,
          text,
          recipients: person.phones,
          // What the provider counts, whatever becomes of each message (the SMS door records the same).
          units: smsSize(text).units * person.phones.length,
          sentByAccountId: auth.accountId,
        })
        .onConflictDoNothing()
        .returning({ id: examResultSms.id });
      if (!claimed) continue;
      claims.push(claimed.id);
      for (const to of person.phones) messages.push({ name: person.name, to, text });
    }
    if (sheets.length < SEND_BATCH) break;
  }
  const students = claims.length;
  let outcome: BulkSmsOutcome = { sent: 0, failed: 0, held: 0 };
  if (messages.length > 0) {
    try {
      outcome = await sendBulkSms(app, request, {
        purpose: RESULT_SMS_PURPOSE,
        title: `${exam.name} Sonuç SMS`,
        messages,
      });
    } catch (error) {
      await releaseClaims(db, claims);
      throw error;
    }
  }
  await writeAudit(db, request, {
    action: 'send',
    entity: 'exam-result-sms',
    entityId: exam.id,
    after: { students, messages: messages.length, skipped, ...outcome },
  });
  return {
    students,
    messages: messages.length,
    skipped,
    reportId: outcome.reportId,
    message:
      students === 0
        ? NOTHING_TO_SEND
        : bulkSmsAnswer(
            { ...outcome, unreachable: [], total: messages.length },
            () => `${students} öğrencinin sonucu ${messages.length} SMS ile velilere gönderildi.`,
          ),
  };
};

/* ---------- the results list in Excel ---------- */

export type ResultsExcelQuery = Omit<TExamResultQuery, '_pageNumber' | '_pageSize'> & { examId: string };
type ResultRow = Awaited<ReturnType<typeof findResults>>['_data'][number];

/** The list's columns, each section's counts and net beside one another. */
const resultColumns = (exam: ExamRow): ReportColumn[] => [
  { key: 'rankBusiness', header: 'Kurum Sırası', kind: 'number' },
  { key: 'studentNumber', header: 'Öğrenci No', kind: 'text' },
  { key: 'citizenId', header: 'T.C. Kimlik No', kind: 'text' },
  { key: 'fullName', header: 'Ad Soyad', kind: 'text' },
  { key: 'classCode', header: 'Sınıf Kodu', kind: 'text' },
  { key: 'booklet', header: 'Kitapçık', kind: 'text' },
  ...exam.sections.flatMap((section, i): ReportColumn[] => [
    { key: `s${i}.correct`, header: `${section.name} D`, kind: 'number' },
    { key: `s${i}.wrong`, header: `${section.name} Y`, kind: 'number' },
    { key: `s${i}.blank`, header: `${section.name} B`, kind: 'number' },
    { key: `s${i}.net`, header: `${section.name} Net`, kind: 'number' },
  ]),
  { key: 'totalNet', header: 'Toplam Net', kind: 'number' },
  { key: 'score', header: 'Puan', kind: 'number' },
  { key: 'rankClass', header: 'Sınıf Sırası', kind: 'number' },
  { key: 'rankBranch', header: 'Şube Sırası', kind: 'number' },
  { key: 'state', header: 'Durum', kind: 'text' },
];

const resultCells = (r: ResultRow): ReportRow => ({
  rankBusiness: r.rank.business,
  studentNumber: r.studentNumber,
  citizenId: r.citizenId,
  fullName: r.fullName,
  classCode: r.classCode,
  booklet: r.booklet,
  ...Object.fromEntries(
    r.sections.flatMap((s, i) => [
      [`s${i}.correct`, s.correct],
      [`s${i}.wrong`, s.wrong],
      [`s${i}.blank`, s.blank],
      [`s${i}.net`, s.net],
    ]),
  ),
  totalNet: r.totalNet,
  score: r.score,
  rankClass: r.rank.class,
  rankBranch: r.rank.branch,
  state: r.absent ? 'Katılmadı' : '',
});

/**
 * An exam's results with the list's filters, in rank order, for Excel: how many rows, and
 * the file read a page at a time. The request writes a short one; a long one goes to the
 * report centre (registerExcelRoute).
 */
export const openResultsExcel = async (db: Db, asker: ExportAsker, query: ResultsExcelQuery) => {
  const { examId, ...filters } = query;
  const exam = await getExamOrThrow(db, asker.scope, examId);
  const page = (pageNumber: number, pageSize: number) =>
    findResults(db, asker.scope, exam.id, { ...filters, _pageNumber: pageNumber, _pageSize: pageSize });
  return {
    rows: async () => (await page(1, 1))._totalData,
    excel: async (): Promise<ExcelExport<ReportRow>> => {
      const { classId, ...rest } = filters;
      const name = `${exam.name} Sonuçları`;
      return {
        fileName: name,
        title: await exportTitleFor(db, asker, name, { ...rest, schoolClassId: classId }),
        columns: excelColumnsOf(resultColumns(exam)),
        rows: (async function* () {
          // Pages of a fixed size: the offset is always a whole number of them.
          for await (const row of pagedRows((limit, offset) =>
            page(offset / EXCEL_PAGE_ROWS + 1, EXCEL_PAGE_ROWS).then((p) => p._data.slice(0, limit)),
          ))
            yield resultCells(row);
        })(),
      };
    },
  };
};
