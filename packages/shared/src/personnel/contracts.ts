import { z } from 'zod';
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
import type { EmploymentState } from './enums';

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
export type TPersonnelSummary = {
  profilePictureUrl: string | null;
  businessId: string;
  branchId: string;
  personnelId: string;
  employmentStartDate: string | null;
  employmentState: EmploymentState;
  employmentDismissalDate: string | null;
};

/** The personnel list's server sorts (`_sort`): surname then name in Turkish order, start date. */
export const PERSONNEL_SORTS = ['name', 'employmentStartDate'] as const;
