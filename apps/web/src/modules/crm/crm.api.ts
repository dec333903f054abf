import type {
  CustomerOutcome,
  CustomerSource,
  CustomerType,
  InterviewStateClosing,
  VisitChannel,
} from '@panel/shared/crm/enums';

export const CUSTOMERS = 'crm/customer';
export const INTERVIEW_STATES = 'crm/interview-state';
export const REFERENCES = 'crm/reference';

export type CustomerRow = {
  id: string;
  customerType: CustomerType;
  corporateName: string | null;
  name: string;
  gradeLevel: string | null;
  currentSchool: string | null;
  parentName: string | null;
  phoneDigits: string;
  branchName: string;
  referenceName: string | null;
  campaignName: string | null;
  stateName: string | null;
  ownerName: string | null;
  outcome: CustomerOutcome;
  nextContactOn: string | null;
  interviewCount: number;
  studentId: string | null;
  createdAt: string;
};

export type CustomerDuplicateRow = {
  id: string;
  name: string;
  phoneDigits: string;
  outcome: CustomerOutcome;
  interviewCount: number;
  createdAt: string;
};

export type CustomerCard = {
  id: string;
  branchId: string;
  customerType: CustomerType;
  corporateName: string | null;
  studentFirstName: string;
  studentLastName: string;
  gradeLevel: string | null;
  currentSchool: string | null;
  citizenId: string | null;
  parentFirstName: string | null;
  parentLastName: string | null;
  phone: string | null;
  secondPhone: string | null;
  email: string | null;
  note: string | null;
  referenceId: string | null;
  campaignId: string | null;
  ownerAccountId: string | null;
  source: CustomerSource;
  outcome: CustomerOutcome;
  kvkkConsentVersion: string | null;
  kvkkConsentText: string | null;
  kvkkConsentAt: string | null;
  nextContactOn: string | null;
  lastInterviewAt: string | null;
  interviewCount: number;
  studentId: string | null;
  convertedAt: string | null;
  createdAt: string;
  branchName: string;
  referenceName: string | null;
  campaignName: string | null;
  stateName: string | null;
  ownerName: string | null;
  duplicates: CustomerDuplicateRow[];
};

export type InterviewRow = {
  id: string;
  customerId: string;
  channel: VisitChannel;
  stateId: string;
  stateName: string;
  note: string | null;
  nextContactOn: string | null;
  accountName: string | null;
  createdAt: string;
};

export type InterviewState = {
  id: string;
  name: string;
  closing: InterviewStateClosing;
  sortOrder: number;
  active: boolean;
};

export type Reference = { id: string; name: string; active: boolean };
export type Choice = { id: string; name: string };

export const customerPath = (id: string) => `/crm/detail/${id}`;
