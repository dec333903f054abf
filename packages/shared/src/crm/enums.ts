/** CRM enumerations (SPEC 3) with their Turkish labels; both sides import them from here. */

export const CUSTOMER_TYPES = ['Individual', 'Corporate'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const customerTypeLabels: Record<CustomerType, string> = {
  Individual: 'Bireysel',
  Corporate: 'Kurumsal',
};

export const VISIT_CHANNELS = ['FaceToFace', 'Phone', 'Email'] as const;
export type VisitChannel = (typeof VISIT_CHANNELS)[number];
export const visitChannelLabels: Record<VisitChannel, string> = {
  FaceToFace: 'Yüz yüze',
  Phone: 'Telefon',
  Email: 'E-posta',
};

export const ASSIGNMENT_TYPES = ['Personal', 'Pool'] as const;
export type AssignmentType = (typeof ASSIGNMENT_TYPES)[number];
export const assignmentTypeLabels: Record<AssignmentType, string> = {
  Personal: 'Kişisel',
  Pool: 'Havuz',
};

export const ENTRY_MODES = ['Manual', 'Excel'] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];
export const entryModeLabels: Record<EntryMode, string> = {
  Manual: 'Elle',
  Excel: 'Excel',
};

/**
 * Where a customer stands: open until an interview with a closing state (won or lost) is
 * recorded, or until the customer is registered as a student (won).
 */
export const CUSTOMER_OUTCOMES = ['Open', 'Won', 'Lost'] as const;
export type CustomerOutcome = (typeof CUSTOMER_OUTCOMES)[number];
export const customerOutcomeLabels: Record<CustomerOutcome, string> = {
  Open: 'Açık',
  Won: 'Kazanıldı',
  Lost: 'Kaybedildi',
};

/** What an interview state does to its customer when recorded. */
export const INTERVIEW_STATE_CLOSINGS = ['None', 'Won', 'Lost'] as const;
export type InterviewStateClosing = (typeof INTERVIEW_STATE_CLOSINGS)[number];
export const interviewStateClosingLabels: Record<InterviewStateClosing, string> = {
  None: 'Açık kalır',
  Won: 'Kapanır: kazanıldı',
  Lost: 'Kapanır: kaybedildi',
};

/** Where a customer came in from. */
export const CUSTOMER_SOURCES = ['Manual', 'Excel', 'Campaign'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];
export const customerSourceLabels: Record<CustomerSource, string> = {
  Manual: 'Elle',
  Excel: 'Excel',
  Campaign: 'Kampanya formu',
};

/** A call-list entry's state: waiting, taken by a consultant, done (an interview recorded). */
export const CALL_ENTRY_STATES = ['Waiting', 'Taken', 'Done'] as const;
export type CallEntryState = (typeof CALL_ENTRY_STATES)[number];
export const callEntryStateLabels: Record<CallEntryState, string> = {
  Waiting: 'Bekliyor',
  Taken: 'Aranıyor',
  Done: 'Arandı',
};
