import { z } from 'zod';
import { zDayFilter } from '../validation/zod';
import { CUSTOMER_OUTCOMES } from './enums';

const optionalId = z.uuid({ error: 'Geçersiz kayıt seçildi.' }).optional();

/**
 * The customer search (/crm/search) and what a call list is built from: the same filter, so a
 * list holds exactly the customers the search showed. `_searchTerm` (names, school, phone
 * digits) comes with the list query beside it.
 */
export const ZCustomerFilter = z.object({
  branchId: optionalId,
  gradeLevel: z.string().trim().max(40).optional(),
  currentSchool: z.string().trim().max(120).optional(),
  outcome: z.enum(CUSTOMER_OUTCOMES, { error: 'Geçersiz müşteri durumu.' }).optional(),
  interviewStateId: optionalId,
  ownerAccountId: optionalId,
  /** Only customers without an owner consultant. */
  unassigned: z.stringbool().optional(),
  referenceId: optionalId,
  campaignId: optionalId,
  // Real calendar days (zDayFilter): a well-formed but impossible one (2026-13-45) is a 400, not a database error.
  createdFrom: zDayFilter('Kayıt Başlangıç'),
  createdTo: zDayFilter('Kayıt Bitiş'),
  /** Next contact on or before this day (a queue's overdue and today). */
  nextContactUntil: zDayFilter('Sonraki Görüşme'),
});
export type TCustomerFilter = z.infer<typeof ZCustomerFilter>;
