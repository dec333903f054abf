import { todayInIstanbul } from '@panel/shared/common/dates';
import type {
  TMobileAnnouncements,
  TMobileAttendance,
  TMobileBalance,
  TMobileExamResults,
  TMobileLessonProgram,
  TMobileMe,
  TMobileTeacherList,
} from '@panel/shared/mobile/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/request-context';
import { scopeOf, type TenantScope } from '../../platform/scope';
import {
  countUnread,
  findOwnAnnouncements,
  markRead,
  type Reader,
} from '../communications/announcements/announcement.queries';
import { getClassProgram } from '../education/lesson-programs/lesson-program.service';
import { getExamOrThrow, resultNumbers } from '../exams/exam.service';
import { studentResults, studentSheet } from '../exams/exam-report.service';
import { studentAttendance, weekdayOf } from '../roll-calls/roll-call.queries';
import { openInstallments } from '../sales/collections/collection.service';
import { studentAccount } from '../sales/orders/order.queries';
import { getUser } from '../users/user.service';
import { branchContact, type ChildRow, childTerm, findChild, listChildren, toChild } from './mobile.queries';

/**
 * One call per mobile page (the pages must be fast on a slow connection), each composed of
 * the owning areas' own services so the figures are the panel's. A child outside the
 * caller's family (or himself, for a student) is not found.
 */

const readerOf = (auth: AuthContext): Reader => ({ userId: auth.userId, businessId: auth.businessId });

/** A page about one child: `page` reads it once the child is found among the caller's own. */
const childPage =
  <T>(page: (db: Db, scope: TenantScope, child: ChildRow) => Promise<T>) =>
  async (db: Db, auth: AuthContext, studentId: string): Promise<T> => {
    const scope = scopeOf(auth);
    const child = await findChild(db, scope, studentId);
    if (!child) throw notFound();
    return page(db, scope, child);
  };

export const getMobileMe = async (db: Db, auth: AuthContext): Promise<TMobileMe> => {
  const scope = scopeOf(auth);
  const [user, children, unread] = await Promise.all([
    getUser(db, auth.userId),
    listChildren(db, scope),
    countUnread(db, readerOf(auth)),
  ]);
  if (!user) throw notFound();
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: auth.role === 'Student' ? 'Student' : 'Parent',
    unreadAnnouncements: unread,
    children: children.map(toChild),
  };
};

/** The class's lessons a child sits, grouped by day: today first, then the days after it. */
export const getMobileLessonProgram = childPage(async (db, scope, child): Promise<TMobileLessonProgram> => {
  const today = weekdayOf(todayInIstanbul());
  if (!child.schoolClassId) return { student: toChild(child), today, days: [] };
  const { entries } = await getClassProgram(db, scope, child.schoolClassId);
  const byDay = new Map<number, TMobileLessonProgram['days'][number]['lessons']>();
  for (const e of [...entries].sort((a, b) => a.weekday - b.weekday || a.slotNo - b.slotNo)) {
    const lessons = byDay.get(e.weekday) ?? [];
    lessons.push({
      weekday: e.weekday,
      slotNo: e.slotNo,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      majorName: e.majorName,
      teacherName: e.teacherName,
      classroomName: e.classroomName,
    });
    byDay.set(e.weekday, lessons);
  }
  const fromToday = (weekday: number) => (weekday - today + 7) % 7;
  const days = [...byDay.entries()]
    .sort(([a], [b]) => fromToday(a) - fromToday(b))
    .map(([weekday, lessons]) => ({ weekday, lessons }));
  return { student: toChild(child), today, days };
});

/** The child's teachers (class assignments and the program's lessons) with their majors. */
export const getMobileTeacherList = childPage(async (db, scope, child): Promise<TMobileTeacherList> => {
  const branch = await branchContact(db, child.branchId);
  if (!child.schoolClassId) return { student: toChild(child), teachers: [], branch };
  const { assignments, entries } = await getClassProgram(db, scope, child.schoolClassId);
  const teachers = new Map<string, { personnelId: string; teacherName: string; majors: string[] }>();
  for (const t of [...assignments, ...entries]) {
    const teacher = teachers.get(t.personnelId) ?? {
      personnelId: t.personnelId,
      teacherName: t.teacherName,
      majors: [],
    };
    if (!teacher.majors.includes(t.majorName)) teacher.majors.push(t.majorName);
    teachers.set(t.personnelId, teacher);
  }
  return {
    student: toChild(child),
    teachers: [...teachers.values()].sort((a, b) => a.teacherName.localeCompare(b.teacherName, 'tr')),
    branch,
  };
});

/** The exams a mobile page lists: enough for a school year of trial exams. */
const EXAMS_SHOWN = 50;

export const getMobileExamResults = childPage(async (db, scope, child): Promise<TMobileExamResults> => {
  const page = await studentResults(db, scope, child.id, { _pageNumber: 1, _pageSize: EXAMS_SHOWN });
  const exams: TMobileExamResults['exams'] = [];
  for (const r of page._data) {
    const exam = await getExamOrThrow(db, scope, r.examId);
    const sheet = await studentSheet(db, scope, exam, child.id);
    const numbers = resultNumbers(exam, sheet);
    exams.push({
      examId: r.examId,
      examName: r.examName,
      date: r.date,
      absent: r.absent,
      totalNet: r.totalNet ?? 0,
      score: r.score ?? 0,
      rank: r.rank,
      booklet: sheet.booklet || null,
      sections: numbers.sections,
    });
  }
  const trend = exams
    .filter((e) => !e.absent)
    .map((e) => ({ examId: e.examId, examName: e.examName, date: e.date, net: e.totalNet }))
    .reverse();
  return { student: toChild(child), exams, trend };
});

export const getMobileAttendance = childPage(async (db, scope, child): Promise<TMobileAttendance> => {
  const term = await childTerm(db, scope, child, todayInIstanbul());
  const { weeks, totals } = await studentAttendance(db, child.id, term ?? undefined);
  return {
    student: toChild(child),
    term,
    totals,
    weeks: weeks.map(({ absentDays: _days, ...w }) => w),
  };
});

const ANNOUNCEMENTS_SHOWN = 50;

/** The user's own messages, the panel's rows (announcement.queries), with the unread count. */
export const getMobileAnnouncements = async (db: Db, auth: AuthContext): Promise<TMobileAnnouncements> => {
  const reader = readerOf(auth);
  const [page, unread] = await Promise.all([
    findOwnAnnouncements(db, { ...reader, offset: 0, limit: ANNOUNCEMENTS_SHOWN }),
    countUnread(db, reader),
  ]);
  return {
    unread,
    announcements: page.rows.map(({ audience: _a, ...row }) => row),
  };
};

export const markMobileAnnouncementRead = async (
  db: Db,
  auth: AuthContext,
  detailId: string,
): Promise<{ unread: number }> => {
  const reader = readerOf(auth);
  if (!(await markRead(db, reader, detailId))) throw notFound();
  return { unread: await countUnread(db, reader) };
};

/** The next installments a family sees (read-only). */
const INSTALLMENTS_SHOWN = 6;

/** The student account's balance and what falls due next: the sales area's own figures. */
export const getMobileBalance = childPage(async (db, scope, child): Promise<TMobileBalance> => {
  const [account, open] = await Promise.all([
    studentAccount(db, scope, child.id),
    openInstallments(db, child.id),
  ]);
  return {
    student: toChild(child),
    balance: account.balance,
    overdue: account.overdue,
    installments: open.slice(0, INSTALLMENTS_SHOWN).map((i) => ({
      orderNo: i.orderNo,
      no: i.no,
      dueDate: i.dueDate,
      amount: i.amount,
      paid: i.paid,
      remaining: i.amount - i.paid,
    })),
  };
});
