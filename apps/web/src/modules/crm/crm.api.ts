import type {
  TChoice,
  TCustomerCard,
  TCustomerDuplicateRow,
  TCustomerRow,
  TInterviewState,
  TReference,
} from '@panel/shared/crm/customers';
import type { TInterviewRow } from '@panel/shared/crm/interview';

export const CUSTOMERS = 'crm/customer';
export const INTERVIEW_STATES = 'crm/interview-state';
export const REFERENCES = 'crm/reference';

export type CustomerRow = TCustomerRow;
export type CustomerDuplicateRow = TCustomerDuplicateRow;
export type CustomerCard = TCustomerCard;
export type InterviewRow = TInterviewRow;
export type InterviewState = TInterviewState;
export type Reference = TReference;
export type Choice = TChoice;

export const customerPath = (id: string) => `/crm/detail/${id}`;
