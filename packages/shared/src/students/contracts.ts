import { z } from 'zod';
import { ROLES } from '../accounts/roles';
import { zPage } from '../common/answers';
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

// The answers (schema.response). A narrow scope (a teacher's own classes, a parent, the
// student) reads the private fields (citizen id, birth date, phone, parents) as null. Points
// in time are ISO text the services write (`toISOString()`): the serializer encodes an answer
// through its schema, and a preprocess (zTimestamp) cannot be encoded.

/** A row of the student search list (`GET education/student`). */
export const ZStudentRowSchema = z.object({
  id: z.uuid(),
  studentNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  citizenId: z.string().nullable(),
  branchId: z.uuid(),
  branchName: z.string(),
  schoolClassId: z.uuid().nullable(),
  schoolClassName: z.string().nullable(),
  studyState: z.enum(STUDY_STATES),
  birthDate: z.string().nullable(),
  primaryPhone: z.string().nullable(),
  /** Comma-separated; empty when the student has none. */
  parentNames: z.string().nullable(),
});
export type TStudentRow = z.infer<typeof ZStudentRowSchema>;
export const ZStudentPageSchema = zPage(ZStudentRowSchema);

/** A parent the business already knows (`GET education/student/parent-lookup`). */
export const ZParentMatchSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  citizenId: z.string().nullable(),
  /** Forms require it; an imported sheet may name a parent without one. */
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  occupation: z.string().nullable(),
});
export type TParentMatch = z.infer<typeof ZParentMatchSchema>;

/** `POST education/student/register`: the new student's id and number. */
export const ZStudentRegisteredSchema = z.object({
  id: z.uuid(),
  studentNo: z.number().int(),
  message: z.string(),
});
export type TStudentRegistered = z.infer<typeof ZStudentRegisteredSchema>;

/** `GET student/{id}/detail`. */
export const ZStudentDetailSchema = z.object({
  id: z.uuid(),
  studentNo: z.number().int(),
  branchId: z.uuid(),
  branchName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  citizenId: z.string().nullable(),
  gender: z.enum(GENDERS),
  birthDate: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  origin: z.enum(STUDENT_ORIGINS),
  school: z.string().nullable(),
  studyState: z.enum(STUDY_STATES),
  schoolClassId: z.uuid().nullable(),
  schoolClassName: z.string().nullable(),
  semesterId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type TStudentDetail = z.infer<typeof ZStudentDetailSchema>;

/** `GET student/{id}/contact` rows. */
export const ZStudentContactSchema = z.object({
  id: z.uuid(),
  contactType: z.enum(CONTACT_TYPES),
  contactOption: z.enum(CONTACT_OPTIONS).nullable(),
  value: z.string(),
  isPrimary: z.boolean(),
});
export type TStudentContact = z.infer<typeof ZStudentContactSchema>;

/** `GET student/{id}/parent` rows: `id` is the link's id, `parentId` the person's. */
export const ZStudentParentSchema = ZParentMatchSchema.extend({
  parentId: z.uuid(),
  relation: z.enum(RELATIONS),
  isAdult: z.boolean(),
  isPaymentPerson: z.boolean(),
});
export type TStudentParent = z.infer<typeof ZStudentParentSchema>;

/** `GET student-note/student/{id}`: pinned first, then the newest. */
export const ZStudentNoteSchema = z.object({
  id: z.uuid(),
  text: z.string(),
  isPinned: z.boolean(),
  isPopup: z.boolean(),
  createdAt: z.string(),
  authorName: z.string().nullable(),
});
export type TStudentNote = z.infer<typeof ZStudentNoteSchema>;

/** A row of `GET education/student/transfer`. */
export const ZStudentTransferSchema = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  studentName: z.string(),
  studentNo: z.number().int(),
  kind: z.enum(TRANSFER_KINDS),
  fromBranchName: z.string().nullable(),
  toBranchName: z.string().nullable(),
  date: z.string(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TStudentTransfer = z.infer<typeof ZStudentTransferSchema>;
export const ZStudentTransferPageSchema = zPage(ZStudentTransferSchema);

/** `GET student/schoolclass/{id}`: the students of a class. */
export const ZClassStudentSchema = z.object({
  id: z.uuid(),
  studentNo: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  citizenId: z.string().nullable(),
  studyState: z.enum(STUDY_STATES),
});
export type TClassStudent = z.infer<typeof ZClassStudentSchema>;

/** A private lesson as its list and record answer it. */
export const ZPrivateLessonSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  studentId: z.uuid(),
  studentNo: z.number().int(),
  studentName: z.string(),
  personnelId: z.uuid(),
  teacherName: z.string(),
  majorId: z.uuid(),
  majorName: z.string(),
  date: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  note: z.string().nullable(),
});
export type TPrivateLesson = z.infer<typeof ZPrivateLessonSchema>;

/** `POST education/student/private-sms`: what was sent, and the students no phone reached. */
export const ZPrivateSmsAnswerSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  /** Students without a phone for the chosen recipients, by name. */
  unreachable: z.array(z.string()),
  message: z.string(),
  /** A long send goes to the report centre: its result, to follow. */
  reportId: z.string().optional(),
});
export type TPrivateSmsAnswer = z.infer<typeof ZPrivateSmsAnswerSchema>;

/** A row of `GET education/student/private-sms`: a message sent from the student list. */
export const ZPrivateSmsRowSchema = z.object({
  id: z.uuid(),
  to: z.string(),
  text: z.string(),
  units: z.number().int(),
  status: z.string(),
  createdAt: z.string(),
});
export type TPrivateSmsRow = z.infer<typeof ZPrivateSmsRowSchema>;
export const ZPrivateSmsPageSchema = zPage(ZPrivateSmsRowSchema);

/** `GET student/{id}/users`: the accounts of the student and of their parents. */
export const ZStudentUserSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  isActive: z.boolean(),
  email: z.string(),
  name: z.string(),
  /** The parent the account belongs to; null for the student's own. */
  parentName: z.string().nullable(),
});
export type TStudentUser = z.infer<typeof ZStudentUserSchema>;

export const INVITATION_STATUSES = ['Accepted', 'Cancelled', 'Expired', 'Pending'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** `GET invitation/account?studentId`: the family's invitations, newest first. */
export const ZStudentInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  roleLabel: z.string(),
  /** The spec's flag: true once accepted. */
  state: z.boolean(),
  status: z.enum(INVITATION_STATUSES),
  cancelledAt: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export type TStudentInvitation = z.infer<typeof ZStudentInvitationSchema>;
