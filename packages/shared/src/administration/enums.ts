import { z } from 'zod';

/** SPEC 3: institution type. */
export const INSTITUTION_TYPES = ['School', 'Course', 'LanguageCourse'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];
export const institutionTypeLabels: Record<InstitutionType, string> = {
  School: 'Okul',
  Course: 'Kurs',
  LanguageCourse: 'Dil Kursu',
};
export const ZInstitutionTypeSchema = z.enum(INSTITUTION_TYPES);

/** Areas a license enables; the menu hides an area a branch's license does not include. */
export const LICENSE_AREAS = [
  'students',
  'sales',
  'finance',
  'education',
  'rollcall',
  'exams',
  'assessments',
  'crm',
  'communications',
  'personnel',
  'reports',
] as const;
export type LicenseArea = (typeof LICENSE_AREAS)[number];
export const licenseAreaLabels: Record<LicenseArea, string> = {
  students: 'Öğrenci',
  sales: 'Satış',
  finance: 'Finans',
  education: 'Eğitim',
  rollcall: 'Yoklama',
  exams: 'Sınav',
  assessments: 'Envanter',
  crm: 'Müşteri İlişkileri',
  communications: 'Duyuru ve SMS',
  personnel: 'Personel',
  reports: 'Raporlar',
};
