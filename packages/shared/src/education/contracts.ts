import { z } from 'zod';
import { zPage } from '../common/answers';
import { zDate, zMoney, zNumber, zOptional, zSelect, zText, zTime } from '../validation/zod';
import { EDUCATION_LEVELS, GRADE_LEVELS, ORDER_ITEM_KINDS, SECTIONS, VAT_RATES, WEEKDAYS } from './enums';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

/** A whole number within bounds, with the number rule's message for anything else. */
export const zCount = (label: string, min: number, max: number) =>
  zNumber(label).pipe(
    z
      .number()
      .int(`Lütfen ${label} Alanına Sayı Giriniz!`)
      .min(min, `${label} en az ${min} olmalıdır!`)
      .max(max, `${label} en fazla ${max} olabilir!`),
  );

// Kept here too: the contracts of every money form import it from this file.
export { zMoney };

export const SEMESTER_DATES_MESSAGE = 'Dönem bitiş tarihi başlangıç tarihinden önce olamaz!';

export const ZSemesterInputSchema = z
  .object({
    name: zText('Dönem Adı', 50),
    startsOn: zDate('Başlangıç'),
    endsOn: zDate('Bitiş'),
    isActive: z.boolean().default(true),
  })
  .refine((v) => v.endsOn >= v.startsOn, { message: SEMESTER_DATES_MESSAGE, path: ['endsOn'] });
export type TSemesterInput = z.infer<typeof ZSemesterInputSchema>;

export const ZTimePeriodInputSchema = z.object({
  name: zText('Zaman Dilimi Adı', 50),
  isActive: z.boolean().default(true),
});
export type TTimePeriodInput = z.infer<typeof ZTimePeriodInputSchema>;

export const ZClassroomInputSchema = z.object({
  branchId: zId('Şube'),
  name: zText('Derslik Adı', 50),
  capacity: zCount('Kapasite', 1, 1000),
  isActive: z.boolean().default(true),
});
export type TClassroomInput = z.infer<typeof ZClassroomInputSchema>;

export const LESSON_TIME_ORDER_MESSAGE = 'Ders bitiş saati başlangıç saatinden sonra olmalıdır!';

export const ZLessonTimeInputSchema = z
  .object({
    branchId: zId('Şube'),
    slotNo: zCount('Ders Sırası', 1, 20),
    startsAt: zTime(),
    endsAt: zTime(),
  })
  .refine((v) => v.endsAt > v.startsAt, { message: LESSON_TIME_ORDER_MESSAGE, path: ['endsAt'] });
export type TLessonTimeInput = z.infer<typeof ZLessonTimeInputSchema>;

export const ZSchoolClassInputSchema = z.object({
  branchId: zId('Şube'),
  semesterId: zId('Dönem'),
  timePeriodId: zOptional(zId('Zaman Dilimi')),
  classroomId: zOptional(zId('Derslik')),
  gradeLevel: zSelect('Sınıf Seviyesi', GRADE_LEVELS),
  section: zSelect('Şube Harfi', SECTIONS as unknown as readonly [string, ...string[]]),
  educationLevel: zSelect('Eğitim Seviyesi', EDUCATION_LEVELS),
  capacity: zCount('Kontenjan', 1, 1000),
  isActive: z.boolean().default(true),
});
export type TSchoolClassInput = z.infer<typeof ZSchoolClassInputSchema>;

export const ZSchoolClassTeacherInputSchema = z.object({
  schoolClassId: zId('Sınıf'),
  personnelId: zId('Öğretmen'),
  majorId: zId('Branş'),
  weeklyHours: zCount('Haftalık Ders Saati', 1, 60),
});
export type TSchoolClassTeacherInput = z.infer<typeof ZSchoolClassTeacherInputSchema>;

/** The weekly hours a class should have of a major (the major distribution's plan). */
export const ZMajorPlanInputSchema = z.object({
  schoolClassId: zId('Sınıf'),
  majorId: zId('Branş'),
  plannedHours: zCount('Planlanan Ders Saati', 0, 60),
});
export type TMajorPlanInput = z.infer<typeof ZMajorPlanInputSchema>;

export const ZLessonProgramPlaceSchema = z.object({
  schoolClassId: zId('Sınıf'),
  weekday: zNumber('Gün').pipe(
    z.union(
      WEEKDAYS.map((d) => z.literal(d)),
      'Lütfen Gün Seçiniz!',
    ),
  ),
  lessonTimeId: zId('Ders Saati'),
  majorId: zId('Branş'),
  personnelId: zId('Öğretmen'),
  classroomId: zOptional(zId('Derslik')),
});
export type TLessonProgramPlace = z.infer<typeof ZLessonProgramPlaceSchema>;

export const ZServiceInputSchema = z.object({
  name: zText('Hizmet Adı', 100),
  itemKind: zSelect('Hizmet Türü', ORDER_ITEM_KINDS),
  vatRate: zNumber('KDV Oranı').pipe(
    z.union(
      VAT_RATES.map((r) => z.literal(r)),
      'Lütfen KDV Oranı Seçiniz!',
    ),
  ),
  isActive: z.boolean().default(true),
});
export type TServiceInput = z.infer<typeof ZServiceInputSchema>;

export const ZServicePriceInputSchema = z.object({
  serviceId: zId('Hizmet'),
  semesterId: zId('Dönem'),
  branchId: zId('Şube'),
  /** Kuruş; the form sends lira text. */
  price: zMoney('Fiyat'),
});
export type TServicePriceInput = z.infer<typeof ZServicePriceInputSchema>;

/**
 * The server sorts (`_sort`) of the education definition lists: the API whitelists these and
 * the web's sortable columns use them as their keys. Names sort in Turkish alphabetical order.
 */
export const SEMESTER_SORTS = ['name', 'startsOn'] as const;
export const CLASSROOM_SORTS = ['name'] as const;
/** A class's name sorts by grade then section (9-A before 10-A). */
export const SCHOOL_CLASS_SORTS = ['name'] as const;
export const SERVICE_SORTS = ['name'] as const;
export const SERVICE_PRICE_SORTS = ['name', 'price'] as const;
export const TIME_PERIOD_SORTS = ['name'] as const;

// The answers (`schema.response`): each is the row as its select reads it, so the web app's
// types come from the API's document.

const zVatRate = () => z.union(VAT_RATES.map((r) => z.literal(r)));

export const ZSemesterRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  isActive: z.boolean(),
});
export type TSemesterRecord = z.infer<typeof ZSemesterRecordSchema>;
/** A semester in a select: passive ones are listed, and say so. */
export const ZSemesterOptionSchema = ZSemesterRecordSchema.pick({ id: true, name: true, isActive: true });
export type TSemesterOption = z.infer<typeof ZSemesterOptionSchema>;

export const ZTimePeriodRecordSchema = z.object({ id: z.string(), name: z.string(), isActive: z.boolean() });
export type TTimePeriodRecord = z.infer<typeof ZTimePeriodRecordSchema>;

export const ZClassroomRecordSchema = z.object({
  id: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  name: z.string(),
  capacity: z.number(),
  isActive: z.boolean(),
});
export type TClassroomRecord = z.infer<typeof ZClassroomRecordSchema>;
export const ZClassroomOptionSchema = ZClassroomRecordSchema.pick({
  id: true,
  name: true,
  branchId: true,
  capacity: true,
});
export type TClassroomOption = z.infer<typeof ZClassroomOptionSchema>;

export const ZLessonTimeRecordSchema = z.object({
  id: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TLessonTimeRecord = z.infer<typeof ZLessonTimeRecordSchema>;

export const ZSchoolClassRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  semesterId: z.string(),
  semesterName: z.string(),
  timePeriodId: z.string().nullable(),
  timePeriodName: z.string().nullable(),
  classroomId: z.string().nullable(),
  classroomName: z.string().nullable(),
  gradeLevel: z.enum(GRADE_LEVELS),
  section: z.string(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  capacity: z.number(),
  isActive: z.boolean(),
});
export type TSchoolClassRecord = z.infer<typeof ZSchoolClassRecordSchema>;
/** An active class in a select. */
export const ZSchoolClassOptionSchema = ZSchoolClassRecordSchema.pick({
  id: true,
  name: true,
  branchId: true,
  semesterId: true,
});
export type TSchoolClassOption = z.infer<typeof ZSchoolClassOptionSchema>;

export const ZServiceRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  itemKind: z.enum(ORDER_ITEM_KINDS),
  vatRate: zVatRate(),
  isActive: z.boolean(),
});
export type TServiceRecord = z.infer<typeof ZServiceRecordSchema>;

export const ZServicePriceRecordSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  itemKind: z.enum(ORDER_ITEM_KINDS),
  vatRate: zVatRate(),
  semesterId: z.string(),
  semesterName: z.string(),
  branchId: z.string(),
  branchName: z.string(),
  /** Kuruş, VAT included. */
  price: z.number(),
});
export type TServicePriceRecord = z.infer<typeof ZServicePriceRecordSchema>;

/** A teacher's assignment to a class and major, with the hours placed in the program. */
export const ZSchoolClassTeacherSchema = z.object({
  id: z.string(),
  schoolClassId: z.string(),
  schoolClassName: z.string(),
  semesterName: z.string(),
  personnelId: z.string(),
  teacherName: z.string(),
  majorId: z.string(),
  majorName: z.string(),
  weeklyHours: z.number(),
  placedHours: z.number(),
});
export type TSchoolClassTeacher = z.infer<typeof ZSchoolClassTeacherSchema>;
export const ZSchoolClassTeacherPageSchema = zPage(ZSchoolClassTeacherSchema);

const ZNamedSchema = z.object({ id: z.string(), name: z.string() });

/** The majors a teacher teaches, for the assignment form's select. */
export const ZTeacherMajorsSchema = z.array(ZNamedSchema);

/** Per class and major: the hours planned, assigned to teachers and placed, and the gap to the plan. */
export const ZMajorDistributionSchema = z.object({
  classes: z.array(ZNamedSchema),
  majors: z.array(ZNamedSchema),
  cells: z.array(
    z.object({
      schoolClassId: z.string(),
      majorId: z.string(),
      planned: z.number(),
      assigned: z.number(),
      placed: z.number(),
      gap: z.number(),
    }),
  ),
});
export type TMajorDistribution = z.infer<typeof ZMajorDistributionSchema>;

/** What a lesson program cell holds, as the grid and the reports read it. */
export const ZLessonProgramEntrySchema = z.object({
  id: z.string(),
  schoolClassId: z.string(),
  schoolClassName: z.string(),
  weekday: z.number(),
  lessonTimeId: z.string(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
  majorId: z.string(),
  majorName: z.string(),
  personnelId: z.string(),
  teacherName: z.string(),
  classroomId: z.string().nullable(),
  classroomName: z.string().nullable(),
});
export type TLessonProgramEntry = z.infer<typeof ZLessonProgramEntrySchema>;
export const ZLessonProgramPageSchema = zPage(ZLessonProgramEntrySchema);

/** A branch's numbered lesson slot, as a program's rows. */
export const ZLessonSlotSchema = z.object({
  id: z.string(),
  slotNo: z.number(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TLessonSlot = z.infer<typeof ZLessonSlotSchema>;

/** A class's week: the class, its branch's slots, its lessons and its teachers' assignments. */
export const ZClassProgramSchema = z.object({
  schoolClass: z.object({
    id: z.string(),
    name: z.string(),
    branchId: z.string(),
    semesterId: z.string(),
    classroomId: z.string().nullable(),
  }),
  lessonTimes: z.array(ZLessonSlotSchema),
  entries: z.array(ZLessonProgramEntrySchema),
  assignments: z.array(
    z.object({
      personnelId: z.string(),
      teacherName: z.string(),
      majorId: z.string(),
      majorName: z.string(),
      weeklyHours: z.number(),
    }),
  ),
});
export type TClassProgram = z.infer<typeof ZClassProgramSchema>;

/** One teacher's week across classes. */
export const ZTeacherSyllabusSchema = z.object({
  teacher: z.object({ id: z.string(), name: z.string(), branchId: z.string() }),
  lessonTimes: z.array(ZLessonSlotSchema),
  entries: z.array(ZLessonProgramEntrySchema),
});
export type TTeacherSyllabus = z.infer<typeof ZTeacherSyllabusSchema>;
