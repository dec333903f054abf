/** SPEC 3: contact type. */
export const CONTACT_TYPES = ['Phone', 'Email', 'Address'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const contactTypeLabels: Record<ContactType, string> = {
  Phone: 'Telefon',
  Email: 'E-posta',
  Address: 'Adres',
};

/** SPEC 3: contact options; an address has none. */
export const CONTACT_OPTIONS = ['Mobile', 'HomePhone', 'WorkPhone', 'PersonalEmail', 'WorkEmail'] as const;
export type ContactOption = (typeof CONTACT_OPTIONS)[number];
export const contactOptionLabels: Record<ContactOption, string> = {
  Mobile: 'Cep Telefonu',
  HomePhone: 'Ev Telefonu',
  WorkPhone: 'İş Telefonu',
  PersonalEmail: 'Kişisel E-posta',
  WorkEmail: 'İş E-postası',
};
/** Which options belong to which type. */
export const OPTIONS_OF_TYPE: Record<ContactType, readonly ContactOption[]> = {
  Phone: ['Mobile', 'HomePhone', 'WorkPhone'],
  Email: ['PersonalEmail', 'WorkEmail'],
  Address: [],
};

/** SPEC 3: relation of a parent to the student. */
export const RELATIONS = [
  'Mother',
  'Father',
  'Sibling',
  'Spouse',
  'Uncle',
  'Aunt',
  'Grandmother',
  'Grandfather',
  'Other',
] as const;
export type Relation = (typeof RELATIONS)[number];
export const relationLabels: Record<Relation, string> = {
  Mother: 'Anne',
  Father: 'Baba',
  Sibling: 'Kardeş',
  Spouse: 'Eş',
  Uncle: 'Amca / Dayı',
  Aunt: 'Teyze / Hala',
  Grandmother: 'Büyükanne',
  Grandfather: 'Büyükbaba',
  Other: 'Diğer',
};

/** SPEC 3: student origin. */
export const STUDENT_ORIGINS = ['Domestic', 'Outside'] as const;
export type StudentOrigin = (typeof STUDENT_ORIGINS)[number];
export const studentOriginLabels: Record<StudentOrigin, string> = {
  Domestic: 'Kurum İçi',
  Outside: 'Kurum Dışı',
};

/** SPEC 4: study state. */
export const STUDY_STATES = [
  'Draft',
  'WillStudy',
  'OnStudy',
  'StudyCompleted',
  'Cancelled',
  'Freeze',
] as const;
export type StudyState = (typeof STUDY_STATES)[number];
export const studyStateLabels: Record<StudyState, string> = {
  Draft: 'Taslak',
  WillStudy: 'Okuyacak',
  OnStudy: 'Okuyor',
  StudyCompleted: 'Tamamladı',
  Cancelled: 'İptal',
  Freeze: 'Donduruldu',
};

/**
 * DOMAIN "Students and sales": Draft -> WillStudy -> OnStudy -> StudyCompleted;
 * OnStudy <-> Freeze; any but completed -> Cancelled.
 */
export const STUDY_TRANSITIONS: Record<StudyState, readonly StudyState[]> = {
  Draft: ['WillStudy', 'OnStudy', 'Cancelled'],
  WillStudy: ['OnStudy', 'Cancelled'],
  OnStudy: ['StudyCompleted', 'Freeze', 'Cancelled'],
  Freeze: ['OnStudy', 'Cancelled'],
  StudyCompleted: [],
  Cancelled: [],
};

export const studyTransitionMessage = (from: StudyState, to: StudyState): string =>
  `Öğrenci "${studyStateLabels[from]}" durumundayken "${studyStateLabels[to]}" durumuna geçirilemez.`;

/** SPEC 3: transfer kind. */
export const TRANSFER_KINDS = ['Relocate', 'Handover', 'Outgoing', 'Incoming'] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];
export const transferKindLabels: Record<TransferKind, string> = {
  Relocate: 'Nakil (şubeler arası)',
  Handover: 'Devir',
  Outgoing: 'Giden (kurumdan ayrılış)',
  Incoming: 'Gelen (başka kurumdan)',
};
