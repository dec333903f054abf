import { z } from 'zod';

/** SPEC 9: the mobile token's cookie lives two hours; there is no refresh (SPEC 4). */
export const MOBILE_TOKEN_SECONDS = 7200;
export const MOBILE_COOKIE = 'mobile_token';

export const MOBILE_MESSAGES = {
  staffAccount: 'Bu giriş yalnızca veli ve öğrenci hesapları içindir. Lütfen panele giriş yapın.',
  signedOut: 'Çıkış yapıldı.',
} as const;

export const ZMobileSignInSchema = z.object({
  email: z.string().trim().min(1, 'Lütfen E-posta Giriniz!').max(200),
  password: z.string().min(1, 'Lütfen Şifre Giriniz!').max(200),
});
export type TMobileSignIn = z.infer<typeof ZMobileSignInSchema>;

export const ZMobileStudentParamsSchema = z.object({
  student_id: z.uuid({ message: 'Geçersiz kayıt.' }),
});

export const ZMobileChildSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  studentNo: z.number(),
  schoolClassName: z.string().nullable(),
  branchName: z.string(),
});
export type TMobileChild = z.infer<typeof ZMobileChildSchema>;

export const ZMobileMeSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(['Parent', 'Student']),
  unreadAnnouncements: z.number(),
  children: z.array(ZMobileChildSchema),
});
export type TMobileMe = z.infer<typeof ZMobileMeSchema>;

export const ZMobileLessonSchema = z.object({
  weekday: z.number(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  majorName: z.string(),
  teacherName: z.string(),
  classroomName: z.string().nullable(),
});
export const ZMobileLessonProgramSchema = z.object({
  student: ZMobileChildSchema,
  /** Monday 1 ... Sunday 7, as the lesson program numbers days. */
  today: z.number(),
  /** The week's days that have lessons, today first, then the days after it, then the ones before. */
  days: z.array(z.object({ weekday: z.number(), lessons: z.array(ZMobileLessonSchema) })),
});
export type TMobileLessonProgram = z.infer<typeof ZMobileLessonProgramSchema>;

export const ZMobileTeacherListSchema = z.object({
  student: ZMobileChildSchema,
  teachers: z.array(
    z.object({ personnelId: z.string(), teacherName: z.string(), majors: z.array(z.string()) }),
  ),
  branch: z.object({
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  }),
});
export type TMobileTeacherList = z.infer<typeof ZMobileTeacherListSchema>;

const ZRanksSchema = z.object({
  class: z.number().nullable(),
  branch: z.number().nullable(),
  business: z.number().nullable(),
});

export const ZMobileExamResultSchema = z.object({
  examId: z.string(),
  examName: z.string(),
  date: z.string(),
  absent: z.boolean(),
  totalNet: z.number(),
  score: z.number(),
  rank: ZRanksSchema,
  booklet: z.string().nullable(),
  sections: z.array(
    z.object({
      name: z.string(),
      correct: z.number(),
      wrong: z.number(),
      blank: z.number(),
      net: z.number(),
    }),
  ),
});
export type TMobileExamResult = z.infer<typeof ZMobileExamResultSchema>;

export const ZMobileExamResultsSchema = z.object({
  student: ZMobileChildSchema,
  /** Newest first. */
  exams: z.array(ZMobileExamResultSchema),
  /** Total nets of the exams sat, oldest first: the trend chart's points. */
  trend: z.array(z.object({ examId: z.string(), examName: z.string(), date: z.string(), net: z.number() })),
});
export type TMobileExamResults = z.infer<typeof ZMobileExamResultsSchema>;

export const ZMobileAttendanceSchema = z.object({
  student: ZMobileChildSchema,
  /** The term counted: the child's class's semester (or the one holding today); null: every week. */
  term: z.object({ name: z.string(), startsOn: z.string(), endsOn: z.string() }).nullable(),
  totals: z.object({
    held: z.number(),
    present: z.number(),
    absent: z.number(),
    late: z.number(),
    excused: z.number(),
    absentDays: z.number(),
  }),
  weeks: z.array(
    z.object({
      week: z.string(),
      held: z.number(),
      present: z.number(),
      absent: z.number(),
      late: z.number(),
      excused: z.number(),
    }),
  ),
});
export type TMobileAttendance = z.infer<typeof ZMobileAttendanceSchema>;

export const ZMobileAnnouncementSchema = z.object({
  id: z.string(),
  announcementDetailId: z.string(),
  isRead: z.boolean(),
  title: z.string(),
  body: z.string(),
  level: z.string(),
  publishOn: z.string(),
  createdAt: z.string(),
});
export const ZMobileAnnouncementsSchema = z.object({
  unread: z.number(),
  announcements: z.array(ZMobileAnnouncementSchema),
});
export type TMobileAnnouncements = z.infer<typeof ZMobileAnnouncementsSchema>;

export const ZMobileReadParamsSchema = z.object({ detail_id: z.uuid({ message: 'Geçersiz kayıt.' }) });

export const ZMobileBalanceSchema = z.object({
  student: ZMobileChildSchema,
  /** What the student owes, in kuruş: the panel's account figure. */
  balance: z.number(),
  overdue: z.number(),
  installments: z.array(
    z.object({
      orderNo: z.number(),
      no: z.number(),
      dueDate: z.string(),
      amount: z.number(),
      paid: z.number(),
      remaining: z.number(),
    }),
  ),
});
export type TMobileBalance = z.infer<typeof ZMobileBalanceSchema>;
