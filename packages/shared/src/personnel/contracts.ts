import { z } from 'zod';
import { ROLES } from '../accounts/roles';
import { zPage } from '../common/answers';
import { GENDERS } from '../common/person';
import {
  zCitizenId,
  zDate,
  zEmail,
  zMobilePhone,
  zOptional,
  zPhone,
  zSelect,
  zText,
} from '../validation/zod';
import { EMPLOYMENT_STATES } from './enums';

export const ZPersonnelInputSchema = z.object({
  branchId: z.uuid({ message: 'Lütfen Şube Seçiniz!' }),
  firstName: zText('Ad', 50),
  lastName: zText('Soyad', 50),
  citizenId: zOptional(zCitizenId()),
  gender: zSelect('Cinsiyet', GENDERS),
  birthDate: zOptional(zDate('Doğum')),
  title: zOptional(zText('Görev', 50)),
  isTeacher: z.boolean().default(false),
  employmentStartDate: zOptional(zDate('İşe Başlama')),
});
export type TPersonnelInput = z.infer<typeof ZPersonnelInputSchema>;

export const ZPersonnelContactSchema = z.object({
  mobilePhone: zOptional(zMobilePhone()),
  homePhone: zOptional(zPhone()),
  email: zOptional(zEmail()),
  city: zOptional(zText('İl', 50)),
  district: zOptional(zText('İlçe', 50)),
  address: zOptional(zText('Adres', 200)),
});
export type TPersonnelContact = z.infer<typeof ZPersonnelContactSchema>;

/** Hire (or rehire) needs the start date; dismissal needs the dismissal date. */
export const ZEmploymentChangeSchema = z.discriminatedUnion(
  'employmentState',
  [
    z.object({ employmentState: z.literal('Working'), date: zDate('İşe Başlama') }),
    z.object({ employmentState: z.literal('Dismissed'), date: zDate('İşten Ayrılış') }),
  ],
  { error: 'Lütfen Çalışma Durumu Seçiniz!' },
);
export type TEmploymentChange = z.infer<typeof ZEmploymentChangeSchema>;

export const ZTeacherMajorsSchema = z.object({
  majorIds: z.array(z.uuid()).max(50),
});

/** SPEC 3: personnel summary. */
export const ZPersonnelSummarySchema = z.object({
  profilePictureUrl: z.string().nullable(),
  businessId: z.uuid(),
  branchId: z.uuid(),
  personnelId: z.uuid(),
  employmentStartDate: z.string().nullable(),
  employmentState: z.enum(EMPLOYMENT_STATES),
  employmentDismissalDate: z.string().nullable(),
});
export type TPersonnelSummary = z.infer<typeof ZPersonnelSummarySchema>;

/** The personnel list's server sorts (`_sort`): surname then name in Turkish order, start date. */
export const PERSONNEL_SORTS = ['name', 'employmentStartDate'] as const;

// The answers (schema.response). Points in time are ISO text the service writes.

/** A row of the personnel search list (`GET personnel`). */
export const ZPersonnelRowSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  branchId: z.uuid(),
  branchName: z.string(),
  title: z.string().nullable(),
  isTeacher: z.boolean(),
  employmentState: z.enum(EMPLOYMENT_STATES),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  citizenId: z.string().nullable(),
});
export type TPersonnelRow = z.infer<typeof ZPersonnelRowSchema>;
export const ZPersonnelPageSchema = zPage(ZPersonnelRowSchema);

/** `GET personnel/list`: the staff (or teachers) still working, for selects. */
export const ZPersonnelOptionSchema = z.object({ id: z.uuid(), name: z.string(), branchId: z.uuid() });
export type TPersonnelOption = z.infer<typeof ZPersonnelOptionSchema>;

/** `GET personnel/{id}`: the person's card. */
export const ZPersonnelSchema = ZPersonnelRowSchema.extend({
  businessId: z.uuid(),
  gender: z.enum(GENDERS),
  birthDate: z.string().nullable(),
  employmentStartDate: z.string().nullable(),
  employmentDismissalDate: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  homePhone: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
});
export type TPersonnel = z.infer<typeof ZPersonnelSchema>;

/** `GET personnel/{id}/employment`: hires, dismissals and rehires, newest first. */
export const ZEmploymentEventSchema = z.object({
  id: z.uuid(),
  fromState: z.enum(EMPLOYMENT_STATES),
  toState: z.enum(EMPLOYMENT_STATES),
  date: z.string(),
  createdAt: z.string(),
});
export type TEmploymentEvent = z.infer<typeof ZEmploymentEventSchema>;

/** A major by its id and name (`GET major/list`, a teacher's majors). */
export const ZNamedSchema = z.object({ id: z.uuid(), name: z.string() });
export type TNamed = z.infer<typeof ZNamedSchema>;

/** `GET teacher/{id}`: the person as a teacher, with the majors they teach. */
export const ZTeacherSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  branchId: z.uuid(),
  isTeacher: z.boolean(),
  majors: z.array(ZNamedSchema),
});
export type TTeacher = z.infer<typeof ZTeacherSchema>;

/** `GET personnel/{id}/accounts`: the person's sign-ins. */
export const ZPersonnelAccountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  branchName: z.string().nullable(),
  isActive: z.boolean(),
});
export type TPersonnelAccount = z.infer<typeof ZPersonnelAccountSchema>;
