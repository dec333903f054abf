import { z } from 'zod';
import { zPage } from '../common/answers';
import { ZListQuerySchema } from '../common/list-query';
import { zCount } from '../education/contracts';
import { zDate, zDayFilter, zOptional, zSelect, zText } from '../validation/zod';

/** SPEC 3: roll call state, the mark of one student in one slot. */
export const ROLL_CALL_STATES = ['Present', 'Absent', 'Late', 'Excused'] as const;
export type RollCallState = (typeof ROLL_CALL_STATES)[number];
export const rollCallStateLabels: Record<RollCallState, string> = {
  Present: 'Var',
  Absent: 'Yok',
  Late: 'Geç',
  Excused: 'İzinli',
};

/** SPEC 4: class roll call open state. */
export const ROLL_CALL_OPEN_STATES = ['Idle', 'Open', 'Close'] as const;
export type RollCallOpenState = (typeof ROLL_CALL_OPEN_STATES)[number];
export const rollCallOpenStateLabels: Record<RollCallOpenState, string> = {
  Idle: 'Alınmadı',
  Open: 'Açık',
  Close: 'Tamamlandı',
};

/** The parent alerts a branch can turn on. */
export const ALERT_RULE_KINDS = ['Absence', 'Late', 'ConsecutiveAbsences', 'TermAbsenceDays'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];
export const alertRuleKindLabels: Record<AlertRuleKind, string> = {
  Absence: 'Devamsızlık (günün ilk devamsızlığı)',
  Late: 'Geç kalma',
  ConsecutiveAbsences: 'Art arda devamsızlık (gün)',
  TermAbsenceDays: 'Dönem devamsızlık sınırı (gün)',
};
/** Rules whose count means something; the others fire on the day's first mark. */
export const THRESHOLD_RULES: readonly AlertRuleKind[] = ['ConsecutiveAbsences', 'TermAbsenceDays'];

export const ALERT_STATUSES = ['Pending', 'Sent', 'Cancelled', 'Unreachable'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const alertStatusLabels: Record<AlertStatus, string> = {
  Pending: 'Gönderim bekliyor',
  Sent: 'Gönderildi',
  Cancelled: 'Düzeltildi, gönderilmedi',
  Unreachable: 'Veli telefonu yok',
};

/** Placeholders a template may use, with what the preview fills in. */
export const ALERT_PLACEHOLDERS = {
  '{ogrenci}': 'Elif Yıldız',
  '{tarih}': '23.11.2026',
  '{ders_saati}': '1. ders (08:30)',
  '{ders}': 'Matematik',
  '{sayi}': '3',
} as const;
export type AlertValues = Record<keyof typeof ALERT_PLACEHOLDERS, string>;

export const renderAlertTemplate = (template: string, values: AlertValues): string =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(key, value), template);

export const DEFAULT_ALERT_TEMPLATES: Record<AlertRuleKind, string> = {
  Absence: 'Sayın veli, öğrenciniz {ogrenci} {tarih} günü {ders_saati} {ders} dersinde yoklamada yoktu.',
  Late: 'Sayın veli, öğrenciniz {ogrenci} {tarih} günü {ders_saati} {ders} dersine geç kaldı.',
  ConsecutiveAbsences: 'Sayın veli, öğrenciniz {ogrenci} {sayi} gündür art arda devamsız. Bilginize.',
  TermAbsenceDays: 'Sayın veli, öğrenciniz {ogrenci} bu dönem {sayi} gün devamsızlık yaptı. Bilginize.',
};
export const DEFAULT_ALERT_THRESHOLDS: Record<AlertRuleKind, number | null> = {
  Absence: null,
  Late: null,
  ConsecutiveAbsences: 3,
  TermAbsenceDays: 10,
};

export const LATE_MINUTES_MESSAGE = 'Geç kalan öğrenci için gecikme süresini (dakika) giriniz!';
export const EXCUSE_REASON_MESSAGE = 'İzinli öğrenci için izin nedenini giriniz!';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const ZRollCallMarkSchema = z
  .object({
    studentId: zId('Öğrenci'),
    state: zSelect('Yoklama Durumu', ROLL_CALL_STATES),
    lateMinutes: zOptional(zCount('Gecikme (dk)', 1, 240)),
    excuseReason: zOptional(zText('İzin Nedeni', 200)),
  })
  .superRefine((m, ctx) => {
    if (m.state === 'Late' && m.lateMinutes === null)
      ctx.addIssue({ code: 'custom', message: LATE_MINUTES_MESSAGE, path: ['lateMinutes'] });
    if (m.state === 'Excused' && m.excuseReason === null)
      ctx.addIssue({ code: 'custom', message: EXCUSE_REASON_MESSAGE, path: ['excuseReason'] });
  })
  .transform((m) => ({
    ...m,
    lateMinutes: m.state === 'Late' ? m.lateMinutes : null,
    excuseReason: m.state === 'Excused' ? m.excuseReason : null,
  }));
export type TRollCallMark = z.output<typeof ZRollCallMarkSchema>;

/** Starts (or reopens) the roll call of one class, day and slot. */
export const ZRollCallOpenSchema = z.object({
  schoolClassId: zId('Sınıf'),
  date: zDate('Tarih'),
  lessonTimeId: zId('Ders Saati'),
});
export type TRollCallOpen = z.output<typeof ZRollCallOpenSchema>;

export const ZRollCallSubmitSchema = z.object({
  id: z.uuid({ message: 'Lütfen Yoklama Seçiniz!' }),
  marks: z
    .array(ZRollCallMarkSchema, { message: 'Lütfen Öğrencileri İşaretleyiniz!' })
    .max(500, 'Bir yoklamada en fazla 500 öğrenci olabilir!')
    .refine((marks) => new Set(marks.map((m) => m.studentId)).size === marks.length, {
      message: 'Bir öğrenci yoklamada iki kez işaretlenemez!',
    }),
});
export type TRollCallSubmit = z.output<typeof ZRollCallSubmitSchema>;

export const ZRollCallDayQuerySchema = z.object({ date: zDayFilter('Tarih') });
export const ZNotTakenQuerySchema = ZListQuerySchema.extend({
  branchId: zId('Şube').optional(),
  date: zDayFilter('Tarih'),
});
export const ZAlertListQuerySchema = ZListQuerySchema.extend({ branchId: zId('Şube').optional() });
export const ZRollCallClassDayQuerySchema = z.object({
  schoolClassId: zId('Sınıf'),
  date: zDayFilter('Tarih'),
});

export const ZAlertRuleSchema = z.object({
  kind: zSelect('Kural', ALERT_RULE_KINDS),
  isEnabled: z.boolean({ message: 'Lütfen Durum Seçiniz!' }),
  threshold: zOptional(zCount('Sınır', 1, 200)),
  sendDelayMinutes: zCount('Gönderim Bekleme Süresi (dk)', 0, 600),
  template: zText('SMS Metni', 500),
});
export const ZAlertRulesInputSchema = z.object({
  branchId: zId('Şube'),
  rules: z
    .array(ZAlertRuleSchema)
    .min(1, 'Lütfen en az bir kural giriniz!')
    .max(ALERT_RULE_KINDS.length)
    .superRefine((rules, ctx) => {
      if (new Set(rules.map((r) => r.kind)).size !== rules.length)
        ctx.addIssue({ code: 'custom', message: 'Bir kural iki kez girilemez!' });
      for (const [i, r] of rules.entries())
        if (THRESHOLD_RULES.includes(r.kind) && r.threshold === null)
          ctx.addIssue({
            code: 'custom',
            message: 'Lütfen Sınır Alanına Sayı Giriniz!',
            path: [i, 'threshold'],
          });
    }),
});
export type TAlertRulesInput = z.output<typeof ZAlertRulesInputSchema>;

export const ZRollCallReportQuerySchema = ZListQuerySchema.extend({
  branchId: zId('Şube').optional(),
  schoolClassId: zId('Sınıf').optional(),
  studentId: zId('Öğrenci').optional(),
  from: zDayFilter('Başlangıç'),
  to: zDayFilter('Bitiş'),
});

/** Absence rate in percent with one decimal: absent over held, 0 with nothing held. */
export const absenceRate = (absent: number, held: number): number =>
  held === 0 ? 0 : Math.round((absent / held) * 1000) / 10;

/** The roll call report's columns: the server's Excel and the web table read the same list. */
export const ROLL_CALL_REPORT_COLUMNS = [
  { key: 'studentNo', header: 'Öğrenci No', kind: 'number' },
  { key: 'studentName', header: 'Öğrenci', kind: 'text' },
  { key: 'schoolClassName', header: 'Sınıf', kind: 'text' },
  { key: 'held', header: 'Yapılan Ders', kind: 'number' },
  { key: 'present', header: 'Var', kind: 'number' },
  { key: 'absent', header: 'Yok', kind: 'number' },
  { key: 'late', header: 'Geç', kind: 'number' },
  { key: 'excused', header: 'İzinli', kind: 'number' },
  { key: 'absenceRate', header: 'Devamsızlık Oranı (%)', kind: 'number' },
] as const;

/** One lesson of a day's roll call list, as the API answers it and the page shows it. */
export const ZDaySlotSchema = z.object({
  schoolClassId: z.string(),
  schoolClassName: z.string(),
  branchId: z.string(),
  lessonTimeId: z.string(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  majorName: z.string(),
  teacherName: z.string(),
  rollCallId: z.string().nullable(),
  openState: z.enum(ROLL_CALL_OPEN_STATES),
  studentCount: z.number(),
  absent: z.number(),
  late: z.number(),
});
export type DaySlot = z.infer<typeof ZDaySlotSchema>;

// The answers (`schema.response`) of the roll call routes.

/** A teacher's lessons of a day. */
export const ZRollCallDaySchema = z.object({ date: z.string(), _data: z.array(ZDaySlotSchema) });
export type TRollCallDay = z.infer<typeof ZRollCallDaySchema>;

/** A day's lessons whose roll call is not closed yet, a page at a time. */
export const ZNotTakenPageSchema = zPage(ZDaySlotSchema).extend({ date: z.string() });
export type TNotTakenPage = z.infer<typeof ZNotTakenPageSchema>;

/** One class's day: its lessons, its students and the marks taken. */
export const ZRollCallClassDaySchema = z.object({
  date: z.string(),
  schoolClass: z.object({ id: z.string(), name: z.string(), branchId: z.string() }),
  slots: z.array(ZDaySlotSchema),
  students: z.array(z.object({ id: z.string(), name: z.string(), studentNo: z.number() })),
  marks: z.array(
    z.object({ rollCallId: z.string(), studentId: z.string(), state: z.enum(ROLL_CALL_STATES) }),
  ),
});
export type TRollCallClassDay = z.infer<typeof ZRollCallClassDaySchema>;

/** A student's mark as the marking screen shows it. */
export const ZRollCallSlotMarkSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentName: z.string(),
  studentNo: z.number(),
  state: z.enum(ROLL_CALL_STATES),
  lateMinutes: z.number().nullable(),
  excuseReason: z.string().nullable(),
});
export type TRollCallSlotMark = z.infer<typeof ZRollCallSlotMarkSchema>;

/** A roll call as the marking screen shows it: the lesson, and every student's mark. */
export const ZRollCallSchema = z.object({
  id: z.string(),
  schoolClassId: z.string(),
  branchId: z.string(),
  date: z.string(),
  lessonTimeId: z.string(),
  openState: z.enum(ROLL_CALL_OPEN_STATES),
  closedAt: z.string().nullable(),
  schoolClassName: z.string(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  majorName: z.string(),
  teacherName: z.string(),
  marks: z.array(ZRollCallSlotMarkSchema),
});
export type TRollCall = z.infer<typeof ZRollCallSchema>;

/**
 * A save's outcome: how many marks changed, and what became of the parents' alerts (sent now,
 * queued as a report-centre job, or left for the minute dispatcher).
 */
export const ZRollCallSubmitAnswerSchema = z.object({
  id: z.string(),
  changed: z.number(),
  alertsSent: z.number(),
  alertsQueued: z.number().optional(),
  reportId: z.string().optional(),
  alertsDelayed: z.literal(true).optional(),
  message: z.string(),
});
export type TRollCallSubmitAnswer = z.infer<typeof ZRollCallSubmitAnswerSchema>;

/** A branch's alert rules, every kind (none without a branch). */
export const ZAlertRulesSchema = z.object({
  branchId: z.string().nullable(),
  rules: z.array(
    z.object({
      kind: z.enum(ALERT_RULE_KINDS),
      isEnabled: z.boolean(),
      threshold: z.number().nullable(),
      sendDelayMinutes: z.number(),
      template: z.string(),
    }),
  ),
});
export type TAlertRules = z.infer<typeof ZAlertRulesSchema>;

export const ZAlertRulesSavedSchema = z.object({ branchId: z.string(), message: z.string() });

/** A parent alert made by the rules, and what became of it. */
export const ZRollCallAlertSchema = z.object({
  id: z.string(),
  date: z.string(),
  kind: z.enum(ALERT_RULE_KINDS),
  studentName: z.string(),
  text: z.string(),
  status: z.enum(ALERT_STATUSES),
  recipients: z.array(z.string()),
  units: z.number(),
  createdAt: z.string(),
});
export type TRollCallAlert = z.infer<typeof ZRollCallAlertSchema>;
export const ZRollCallAlertPageSchema = zPage(ZRollCallAlertSchema);

const zAttendanceCounts = {
  held: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  excused: z.number(),
  absentDays: z.number(),
};
/** A student's attendance by ISO week (its Monday), newest first, and the totals. */
export const ZStudentAttendanceSchema = z.object({
  weeks: z.array(z.object({ week: z.string(), ...zAttendanceCounts })),
  totals: z.object(zAttendanceCounts),
});
export type TStudentAttendance = z.infer<typeof ZStudentAttendanceSchema>;

/** A mark's fields as the correction's audit entry keeps them (with the roll call and student). */
const ZMarkFieldsSchema = z.looseObject({
  state: z.enum(ROLL_CALL_STATES),
  lateMinutes: z.number().nullable(),
  excuseReason: z.string().nullable(),
});
/** The corrections made to a closed roll call, oldest first. */
export const ZRollCallHistorySchema = z.array(
  z.object({
    id: z.number(),
    at: z.string(),
    userName: z.string().nullable(),
    studentName: z.string(),
    before: ZMarkFieldsSchema,
    after: ZMarkFieldsSchema,
  }),
);
export type TRollCallHistory = z.infer<typeof ZRollCallHistorySchema>;

/** The roll call report's row after its columns are made numbers, and the range's totals. */
export const ZRollCallReportRowSchema = z.object({
  studentNo: z.number(),
  studentName: z.string(),
  schoolClassName: z.string(),
  held: z.number(),
  present: z.number(),
  absent: z.number(),
  late: z.number(),
  excused: z.number(),
  absenceRate: z.number(),
});
export type TRollCallReportRow = z.infer<typeof ZRollCallReportRowSchema>;
export const ZRollCallReportTotalsSchema = ZRollCallReportRowSchema.pick({
  held: true,
  present: true,
  absent: true,
  late: true,
  excused: true,
  absenceRate: true,
});
export type TRollCallReportTotals = z.infer<typeof ZRollCallReportTotalsSchema>;
