import { z } from 'zod';

/**
 * The student reports of /education/report: their titles, columns and filters, read by the
 * server (rows and Excel) and the web app (the table), so a column is named once.
 */
export type ReportFilter = 'branchId' | 'semesterId' | 'schoolClassId' | 'studyState';

export type ReportDefinition = {
  title: string;
  columns: readonly { key: string; header: string }[];
  filters: readonly ReportFilter[];
  /** A filter the report cannot run without. */
  requires?: ReportFilter;
  searchPlaceholder: string;
};

const studentColumns = [
  { key: 'studentNo', header: 'Öğrenci No' },
  { key: 'studentName', header: 'Ad Soyad' },
  { key: 'citizenId', header: 'T.C. Kimlik No' },
] as const;

export const STUDENT_REPORTS = {
  'general-student-list': {
    title: 'Genel Öğrenci Listesi',
    columns: [
      ...studentColumns,
      { key: 'gender', header: 'Cinsiyet' },
      { key: 'birthDate', header: 'Doğum Tarihi' },
      { key: 'branchName', header: 'Şube' },
      { key: 'schoolClassName', header: 'Sınıf' },
      { key: 'studyState', header: 'Durum' },
      { key: 'phone', header: 'Telefon' },
      { key: 'registeredOn', header: 'Kayıt Tarihi' },
    ],
    filters: ['branchId', 'schoolClassId', 'studyState'],
    searchPlaceholder: 'Ad, numara, T.C. kimlik no veya telefon ara',
  },
  'schoolclass-student-list': {
    title: 'Sınıf Öğrenci Listesi',
    columns: [
      ...studentColumns,
      { key: 'gender', header: 'Cinsiyet' },
      { key: 'studyState', header: 'Durum' },
      { key: 'phone', header: 'Telefon' },
    ],
    filters: ['semesterId', 'schoolClassId'],
    requires: 'schoolClassId',
    searchPlaceholder: 'Öğrenci ara',
  },
  'parent-contact-list': {
    title: 'Veli İletişim Listesi',
    columns: [
      ...studentColumns,
      { key: 'schoolClassName', header: 'Sınıf' },
      { key: 'parentName', header: 'Veli' },
      { key: 'relation', header: 'Yakınlık' },
      { key: 'parentPhone', header: 'Veli Telefonu' },
      { key: 'parentEmail', header: 'Veli E-posta' },
    ],
    filters: ['branchId', 'schoolClassId'],
    searchPlaceholder: 'Öğrenci veya veli ara',
  },
  'payment-person-contact-list': {
    title: 'Ödeme Sorumlusu İletişim Listesi',
    columns: [
      ...studentColumns,
      { key: 'schoolClassName', header: 'Sınıf' },
      { key: 'parentName', header: 'Ödeme Sorumlusu' },
      { key: 'relation', header: 'Yakınlık' },
      { key: 'parentPhone', header: 'Telefon' },
      { key: 'parentEmail', header: 'E-posta' },
    ],
    filters: ['branchId', 'schoolClassId'],
    searchPlaceholder: 'Öğrenci veya veli ara',
  },
  'assigment-pending-student': {
    title: 'Sınıf Ataması Bekleyen Öğrenciler',
    columns: [
      ...studentColumns,
      { key: 'branchName', header: 'Şube' },
      { key: 'educationLevel', header: 'Eğitim Seviyesi' },
      { key: 'studyState', header: 'Durum' },
      { key: 'phone', header: 'Telefon' },
      { key: 'registeredOn', header: 'Kayıt Tarihi' },
    ],
    filters: ['branchId'],
    searchPlaceholder: 'Öğrenci ara',
  },
} as const satisfies Record<string, ReportDefinition>;

export type StudentReportName = keyof typeof STUDENT_REPORTS;
export const STUDENT_REPORT_NAMES = Object.keys(STUDENT_REPORTS) as StudentReportName[];

/**
 * A row of a student report as the screen receives it: every value in words (an empty text
 * for none), the student's number a number, days as `DD.MM.YYYY`.
 */
export const ZStudentReportRowSchema = z.object({
  id: z.uuid(),
  studentNo: z.number().int(),
  studentName: z.string(),
  citizenId: z.string(),
  gender: z.string(),
  birthDate: z.string(),
  branchName: z.string(),
  schoolClassName: z.string(),
  studyState: z.string(),
  educationLevel: z.string(),
  phone: z.string(),
  registeredOn: z.string(),
});
export type TStudentReportRow = z.infer<typeof ZStudentReportRowSchema>;

/** A row of a parent contact report: one per parent (or payment person) of each student. */
export const ZParentReportRowSchema = z.object({
  studentNo: z.number().int(),
  studentName: z.string(),
  citizenId: z.string(),
  schoolClassName: z.string(),
  parentName: z.string(),
  relation: z.string(),
  parentPhone: z.string(),
  parentEmail: z.string(),
});
export type TParentReportRow = z.infer<typeof ZParentReportRowSchema>;

/** Each report's row, as its route declares it. */
export const STUDENT_REPORT_ROWS = {
  'general-student-list': ZStudentReportRowSchema,
  'schoolclass-student-list': ZStudentReportRowSchema,
  'parent-contact-list': ZParentReportRowSchema,
  'payment-person-contact-list': ZParentReportRowSchema,
  'assigment-pending-student': ZStudentReportRowSchema,
} as const satisfies Record<StudentReportName, z.ZodObject>;
