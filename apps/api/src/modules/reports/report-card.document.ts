import { groupBy } from '@panel/shared/common/collections';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { MAX_PAGE_SIZE } from '@panel/shared/common/pagination';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Content } from '../../platform/pdf';
import type { TenantScope } from '../../platform/scope';
import { submittedAssessmentsOf } from '../assessments/assessment-result.queries';
import { semesters } from '../education/semesters/semester.table';
import { resultsOfStudents } from '../exams/exam-report.service';
import { attendanceTotalsOf, NO_ATTENDANCE } from '../roll-calls/roll-call.queries';
import { issuerOf } from '../sales/documents/document-layout';
import { findStudents } from '../students/student-list.queries';
import { studentNotesOf } from '../students/student-note.queries';

type SchoolClass = { id: string; name: string; branchId: string; semesterId: string };

/** What one student's report card prints: read through each area's own queries, a class at once. */
export type ReportCard = {
  institution: string;
  className: string;
  term: { name: string; startsOn: string; endsOn: string };
  student: { studentNo: number | string; name: string };
  exams: {
    name: string;
    date: string;
    absent: boolean;
    totalNet: number;
    score: number;
    rank: number | null;
  }[];
  attendance: {
    held: number;
    present: number;
    absent: number;
    late: number;
    excused: number;
    absentDays: number;
  };
  assessments: {
    name: string;
    scores: { dimensionName: string; scoreCenti: number; bandLabel: string | null }[];
  }[];
  notes: { text: string; authorName: string | null; createdAt: Date }[];
};

/**
 * Students whose cards are read in one round of queries: a class of 400 is then a handful of
 * rounds (one query per area each), and the job reports its progress after each.
 */
const STUDENTS_AT_ONCE = 100;

const decimal = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The students of a class in the scope, in the class list's order. */
const studentsOfClass = async (db: Db, scope: TenantScope, schoolClassId: string) => {
  const rows: { id: string; studentNo: number | string; firstName: string; lastName: string }[] = [];
  for (let page = 1; ; page++) {
    const { _data, _pageCount } = await findStudents(db, scope, {
      _pageNumber: page,
      _pageSize: MAX_PAGE_SIZE,
      schoolClassId,
    });
    rows.push(..._data);
    if (page >= _pageCount) return rows;
  }
};

/**
 * The report cards of a class for its term (the class's semester): per student the exams
 * taken in the term, the roll-call totals of the term, the inventories submitted and the
 * notes staff keep. `onProgress` hears after each student.
 */
export const reportCardsOfClass = async (
  db: Db,
  scope: TenantScope,
  schoolClass: SchoolClass,
  signal: AbortSignal,
  onProgress: (done: number, total: number) => Promise<void>,
): Promise<ReportCard[]> => {
  const [[term], [place]] = await Promise.all([
    db
      .select({ name: semesters.name, startsOn: semesters.startsOn, endsOn: semesters.endsOn })
      .from(semesters)
      .where(eq(semesters.id, schoolClass.semesterId)),
    issuerOf(db, schoolClass.branchId).then((issuer) => [issuer]),
  ]);
  if (!term || !place) return [];
  const institution =
    place.businessName === place.branchName
      ? place.businessName
      : `${place.businessName} · ${place.branchName}`;
  const students = await studentsOfClass(db, scope, schoolClass.id);
  const notesOf = groupBy(
    await studentNotesOf(
      db,
      students.map((s) => s.id),
    ),
    (n) => n.studentId,
  );
  const cards: ReportCard[] = [];
  for (let start = 0; start < students.length; start += STUDENTS_AT_ONCE) {
    signal.throwIfAborted();
    const some = students.slice(start, start + STUDENTS_AT_ONCE);
    const ids = some.map((s) => s.id);
    const [exams, attendance, assessments] = await Promise.all([
      resultsOfStudents(db, scope, ids, term),
      attendanceTotalsOf(db, ids, term),
      submittedAssessmentsOf(db, scope, ids, term),
    ]);
    const examsOf = groupBy(exams, (e) => e.studentId);
    const assessmentsOf = groupBy(assessments, (a) => a.studentId);
    for (const student of some)
      cards.push({
        institution,
        className: schoolClass.name,
        term,
        student: { studentNo: student.studentNo, name: `${student.firstName} ${student.lastName}` },
        exams: (examsOf.get(student.id) ?? []).map((e) => ({
          name: e.examName,
          date: e.date,
          absent: e.absent,
          totalNet: e.totalNet ?? 0,
          score: e.score ?? 0,
          rank: e.rankClass,
        })),
        attendance: attendance.get(student.id) ?? NO_ATTENDANCE,
        assessments: (assessmentsOf.get(student.id) ?? []).map((a) => ({ name: a.name, scores: a.scores })),
        notes: notesOf.get(student.id) ?? [],
      });
    await onProgress(cards.length, students.length);
  }
  return cards;
};

const cellTable = (widths: (string | number)[], head: string[], rows: string[][]): Content => ({
  table: {
    headerRows: 1,
    widths,
    body: [head.map((h) => ({ text: h, style: 'tableHeader' })), ...rows],
  },
  layout: 'lightHorizontalLines',
});

const none = (text: string): Content => ({ text, style: 'muted', margin: [0, 2, 0, 0] });

/** A student's card, a page of its own: who, which term, then each part that has something to say. */
export const reportCardPage = (card: ReportCard): Content[] => [
  {
    stack: [
      {
        columns: [
          { text: card.institution, bold: true, fontSize: 11 },
          { text: 'KARNE', style: 'title', alignment: 'right' as const },
        ],
      },
      {
        table: {
          widths: [90, '*'],
          body: [
            ['Öğrenci', { text: card.student.name, bold: true }],
            ['Öğrenci No', String(card.student.studentNo)],
            ['Sınıf', card.className],
            [
              'Dönem',
              `${card.term.name} (${formatDay(card.term.startsOn)} - ${formatDay(card.term.endsOn)})`,
            ],
          ],
        },
        layout: 'noBorders',
        margin: [0, 6, 0, 4],
      },
      { text: 'Sınav Sonuçları', style: 'subtitle' },
      card.exams.length
        ? cellTable(
            ['*', 60, 50, 50, 55],
            ['Sınav', 'Tarih', 'Net', 'Puan', 'Sınıf Sırası'],
            card.exams.map((e) => [
              e.name,
              formatDay(e.date),
              e.absent ? 'Girmedi' : decimal.format(e.totalNet),
              e.absent ? '-' : decimal.format(e.score),
              e.absent || e.rank === null ? '-' : String(e.rank),
            ]),
          )
        : none('Bu dönem girilmiş sınav sonucu yok.'),
      { text: 'Devam Durumu', style: 'subtitle' },
      card.attendance.held
        ? cellTable(
            ['*', '*', '*', '*', '*', '*'],
            ['Yoklama Alınan Ders', 'Katıldı', 'Devamsız', 'Geç', 'İzinli', 'Devamsız Gün'],
            [
              [
                card.attendance.held,
                card.attendance.present,
                card.attendance.absent,
                card.attendance.late,
                card.attendance.excused,
                card.attendance.absentDays,
              ].map(String),
            ],
          )
        : none('Bu dönem alınmış yoklama yok.'),
      ...(card.assessments.length
        ? [
            { text: 'Envanterler', style: 'subtitle' },
            cellTable(
              [150, '*'],
              ['Envanter', 'Sonuç'],
              card.assessments.map((a) => [
                a.name,
                a.scores
                  .map(
                    (s) =>
                      `${s.dimensionName}: ${decimal.format(s.scoreCenti / 100)}${s.bandLabel ? ` (${s.bandLabel})` : ''}`,
                  )
                  .join(' · '),
              ]),
            ),
          ]
        : []),
      { text: 'Öğretmen Notları', style: 'subtitle' },
      card.notes.length
        ? {
            stack: card.notes.map((n) => ({
              text: [
                {
                  text: `${formatDay(todayInIstanbul(n.createdAt))}${n.authorName ? ` · ${n.authorName}` : ''}: `,
                  style: 'muted',
                },
                n.text,
              ],
              margin: [0, 0, 0, 3] as [number, number, number, number],
            })),
          }
        : none('Not yok.'),
    ],
  },
];
