import { z } from 'zod';
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

/** What a lesson program cell holds, as the grid and the reports read it. */
export type TLessonProgramEntry = {
  id: string;
  schoolClassId: string;
  schoolClassName: string;
  weekday: number;
  lessonTimeId: string;
  slotNo: number;
  startsAt: string;
  endsAt: string;
  majorId: string;
  majorName: string;
  personnelId: string;
  teacherName: string;
  classroomId: string | null;
  classroomName: string | null;
};

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
