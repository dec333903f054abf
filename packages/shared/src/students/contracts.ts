import { z } from 'zod';
import { GENDERS } from '../common/person';
import { EDUCATION_LEVELS } from '../education/enums';
import {
  zCitizenId,
  zDate,
  zEmail,
  zMobilePhone,
  zOptional,
  zPhone,
  zSelect,
  zText,
  zTime,
} from '../validation/zod';
import {
  CONTACT_OPTIONS,
  CONTACT_TYPES,
  OPTIONS_OF_TYPE,
  RELATIONS,
  STUDENT_ORIGINS,
  STUDY_STATES,
  TRANSFER_KINDS,
} from './enums';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const ZStudentInputSchema = z.object({
  branchId: zId('Şube'),
  firstName: zText('Ad', 50),
  lastName: zText('Soyad', 50),
  citizenId: zCitizenId(),
  gender: zSelect('Cinsiyet', GENDERS),
  birthDate: zDate('Doğum'),
  educationLevel: zSelect('Eğitim Seviyesi', EDUCATION_LEVELS),
  origin: zSelect('Öğrenci Kaynağı', STUDENT_ORIGINS),
  school: zOptional(zText('Okul', 100)),
});
export type TStudentInput = z.infer<typeof ZStudentInputSchema>;

export const CONTACT_OPTION_MESSAGE = 'Seçilen iletişim türü bu bilgi için geçerli değil!';

/** A phone, e-mail or address; the value is checked by the rule of its type. */
export const ZContactInputSchema = z
  .object({
    contactType: zSelect('İletişim Tipi', CONTACT_TYPES),
    contactOption: zOptional(zSelect('İletişim Türü', CONTACT_OPTIONS)),
    value: z.unknown(),
    isPrimary: z.boolean().default(false),
  })
  .transform((c, ctx) => {
    const schema =
      c.contactType === 'Phone'
        ? c.contactOption === 'Mobile'
          ? zMobilePhone()
          : zPhone()
        : c.contactType === 'Email'
          ? zEmail()
          : zText('Adres', 200);
    const parsed = schema.safeParse(c.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: ['value'] });
      return z.NEVER;
    }
    const allowed = OPTIONS_OF_TYPE[c.contactType];
    if (allowed.length === 0 ? c.contactOption : !allowed.includes(c.contactOption as never)) {
      ctx.addIssue({ code: 'custom', message: CONTACT_OPTION_MESSAGE, path: ['contactOption'] });
      return z.NEVER;
    }
    return { ...c, value: parsed.data as string };
  });
export type TContactInput = z.infer<typeof ZContactInputSchema>;

/** A parent is a person of the business: found by citizen id or phone before one is created. */
export const ZParentInputSchema = z.object({
  firstName: zText('Veli Adı', 50),
  lastName: zText('Veli Soyadı', 50),
  citizenId: zOptional(zCitizenId()),
  mobilePhone: zMobilePhone(),
  email: zOptional(zEmail()),
  occupation: zOptional(zText('Meslek', 50)),
  relation: zSelect('Yakınlık', RELATIONS),
  isAdult: z.boolean().default(true),
  isPaymentPerson: z.boolean().default(false),
});
export type TParentInput = z.infer<typeof ZParentInputSchema>;

export const ONE_PRIMARY_MESSAGE = 'Her iletişim tipi için yalnızca bir birincil bilgi seçilebilir!';

const onePrimaryPerType = (contacts: { contactType: string; isPrimary: boolean }[]) =>
  CONTACT_TYPES.every((t) => contacts.filter((c) => c.contactType === t && c.isPrimary).length <= 1);

/** The registration screen's one body: the student, parents, contacts and class, saved together. */
export const ZStudentRegistrationSchema = z.object({
  student: ZStudentInputSchema,
  parents: z.array(ZParentInputSchema).max(6, 'En fazla 6 veli eklenebilir.'),
  contacts: z.array(ZContactInputSchema).max(20).refine(onePrimaryPerType, { message: ONE_PRIMARY_MESSAGE }),
  schoolClassId: zOptional(zId('Sınıf')),
});
export type TStudentRegistration = z.infer<typeof ZStudentRegistrationSchema>;

export const ZStudentContactsSchema = z.object({
  contacts: z.array(ZContactInputSchema).max(20).refine(onePrimaryPerType, { message: ONE_PRIMARY_MESSAGE }),
});

export const ZStudentNoteInputSchema = z.object({
  studentId: z.uuid(),
  text: zText('Not', 2000),
  isPinned: z.boolean().default(false),
  isPopup: z.boolean().default(false),
});
export type TStudentNoteInput = z.infer<typeof ZStudentNoteInputSchema>;

export const ZClassAssignmentSchema = z.object({
  schoolClassId: zId('Sınıf'),
  studentIds: z.array(z.uuid()).min(1, 'Lütfen Öğrenci Seçiniz!').max(500),
});

export const ZStudyStateChangeSchema = z.object({
  studentIds: z.array(z.uuid()).min(1, 'Lütfen Öğrenci Seçiniz!').max(500),
  studyState: zSelect('Okuma Durumu', STUDY_STATES),
});

export const ZTransferInputSchema = z.object({
  studentId: z.uuid(),
  kind: zSelect('Nakil Türü', TRANSFER_KINDS),
  toBranchId: zOptional(zId('Hedef Şube')),
  date: zDate('Nakil'),
  note: zOptional(zText('Açıklama', 200)),
});
export type TTransferInput = z.infer<typeof ZTransferInputSchema>;

export const PRIVATE_LESSON_TIME_MESSAGE = 'Ders bitiş saati başlangıç saatinden sonra olmalıdır!';

export const ZPrivateLessonInputSchema = z
  .object({
    branchId: zId('Şube'),
    studentId: zId('Öğrenci'),
    personnelId: zId('Öğretmen'),
    majorId: zId('Branş'),
    date: zDate('Ders'),
    startsAt: zTime(),
    endsAt: zTime(),
    note: zOptional(zText('Açıklama', 200)),
  })
  .refine((v) => v.endsAt > v.startsAt, { message: PRIVATE_LESSON_TIME_MESSAGE, path: ['endsAt'] });
export type TPrivateLessonInput = z.infer<typeof ZPrivateLessonInputSchema>;

export const SMS_RECIPIENTS = ['PaymentPerson', 'Parents', 'Student'] as const;
export type SmsRecipients = (typeof SMS_RECIPIENTS)[number];
export const smsRecipientLabels: Record<SmsRecipients, string> = {
  PaymentPerson: 'Ödeme sorumlusu',
  Parents: 'Tüm veliler',
  Student: 'Öğrencinin kendisi',
};

/** `{ogrenci}` in the text becomes each student's name. */
export const ZPrivateSmsSchema = z.object({
  studentIds: z.array(z.uuid()).min(1, 'Lütfen Öğrenci Seçiniz!').max(500),
  recipients: zSelect('Alıcı', SMS_RECIPIENTS),
  text: zText('Mesaj', 612),
});

/** The student search list's server sorts (`_sort`): surname then name in Turkish order, number. */
export const STUDENT_SORTS = ['name', 'studentNo'] as const;

/** The transfers list's server sorts: the transfer's day, the student in Turkish order. */
export const STUDENT_TRANSFER_SORTS = ['date', 'studentName'] as const;
/** The private lessons list's server sorts: the day (with its hour), the student, the teacher. */
export const PRIVATE_LESSON_SORTS = ['date', 'student', 'teacher'] as const;
