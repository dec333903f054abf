import type {
  AssignmentType,
  CallEntryState,
  CustomerOutcome,
  CustomerSource,
  CustomerType,
  InterviewStateClosing,
  VisitChannel,
} from '@panel/shared/crm/enums';
import type { TCrmImportRowOutcome } from '@panel/shared/crm/import';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, requiredRef } from '../../db/column-types';
import { createdByAccount } from '../../db/created-by-columns';
import { branchOwned, businessOwned } from '../../db/owned-columns';
import { accounts } from '../accounts/account.table';
import { students } from '../students/student.table';
import { campaigns } from './campaigns/campaign.table';

/** Interview states [görüşme durumu], in their order; a closing state wins or loses the customer. */
export const crmInterviewStates = pgTable(
  'crm_interview_states',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    closing: text().$type<InterviewStateClosing>().notNull().default('None'),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_interview_states_business_idx').on(t.businessId, t.sortOrder)],
);

/** Reference sources [referans kaynağı]: where a customer heard of the institution. */
export const crmReferences = pgTable(
  'crm_references',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_references_business_idx').on(t.businessId)],
);

/** An Excel import of customers, kept with its outcome per row. */
export const crmImportFiles = pgTable(
  'crm_import_files',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    fileName: text().notNull(),
    content: bytea().notNull(),
    rowCount: integer().notNull(),
    importedCount: integer().notNull().default(0),
    errorCount: integer().notNull().default(0),
    duplicateCount: integer().notNull().default(0),
    outcome: jsonb().$type<TCrmImportRowOutcome[]>().notNull().default(sql`'[]'::jsonb`),
    ...createdByAccount(),
  },
  (t) => [index('crm_import_files_business_idx').on(t.businessId, t.createdAt)],
);

/**
 * A prospective student or family [aday müşteri]. `branchId` is the branch of interest.
 * `ownerAccountId` is the consultant it belongs to: the `assignments` scope sees its own
 * customers (and those of the call-list entries it holds). `phoneDigits` is the parent's
 * phone as `nationalDigits` keeps it (10 digits), the key duplicates are found by; `searchKey`
 * holds it too. A merged customer points to the one it was merged into and drops out of
 * every list.
 */
export const crmCustomers = pgTable(
  'crm_customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    customerType: text().$type<CustomerType>().notNull().default('Individual'),
    corporateName: text(),
    studentFirstName: text().notNull(),
    studentLastName: text().notNull(),
    gradeLevel: text(),
    currentSchool: text(),
    citizenId: text(),
    parentFirstName: text(),
    parentLastName: text(),
    phoneDigits: text().notNull(),
    secondPhoneDigits: text(),
    email: text(),
    note: text(),
    referenceId: uuid().references(() => crmReferences.id),
    campaignId: uuid().references(() => campaigns.id),
    source: text().$type<CustomerSource>().notNull().default('Manual'),
    importFileId: uuid().references(() => crmImportFiles.id),
    kvkkConsentVersion: text(),
    kvkkConsentText: text(),
    kvkkConsentAt: timestamp({ withTimezone: true }),
    ownerAccountId: uuid().references(() => accounts.id),
    outcome: text().$type<CustomerOutcome>().notNull().default('Open'),
    /** The last interview's next-contact date: a consultant's queue orders by it. */
    nextContactOn: date({ mode: 'string' }),
    lastInterviewAt: timestamp({ withTimezone: true }),
    lastInterviewStateId: uuid().references(() => crmInterviewStates.id),
    interviewCount: integer().notNull().default(0),
    /** The registered student, once converted. */
    studentId: uuid().references(() => students.id),
    convertedAt: timestamp({ withTimezone: true }),
    mergedIntoId: uuid(),
    /** Folded names, school, phone digits: the search box's text. */
    searchKey: text().notNull(),
    /** The student's name as `turkishSortKey` orders it: lists sort by name with it. */
    sortKey: text().notNull(),
    ...createdByAccount(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_customers_business_idx').on(t.businessId, t.branchId, t.createdAt),
    index('crm_customers_phone_idx').on(t.businessId, t.phoneDigits),
    index('crm_customers_owner_idx').on(t.businessId, t.ownerAccountId, t.nextContactOn),
    // The dashboard's follow-ups of a business or branch: open customers by next contact day.
    index('crm_customers_follow_up_idx').on(t.businessId, t.nextContactOn).where(sql`${t.outcome} = 'Open'`),
    index('crm_customers_campaign_idx').on(t.businessId, t.campaignId),
    index('crm_customers_search_trgm_idx').using('gin', t.searchKey.op('gin_trgm_ops')),
  ],
);

/** A call list [arama listesi]: its entries go to one consultant (personal) or to a pool. */
export const crmCallLists = pgTable(
  'crm_call_lists',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    name: text().notNull(),
    assignmentType: text().$type<AssignmentType>().notNull(),
    /** The consultant of a personal list; null for a pool. */
    assigneeAccountId: uuid().references(() => accounts.id),
    /** The campaign whose public form submissions land in this pool, if any. */
    campaignId: uuid().references(() => campaigns.id),
    /** The search the list was built from, to show it again. */
    filter: jsonb().$type<Record<string, unknown>>(),
    archived: boolean().notNull().default(false),
    ...createdByAccount(),
  },
  (t) => [index('crm_call_lists_business_idx').on(t.businessId, t.branchId, t.createdAt)],
);

/**
 * A customer on a call list. A pool entry has no assignee until a consultant takes it; taking
 * is one conditional UPDATE (`... WHERE state = 'Waiting'`, `FOR UPDATE SKIP LOCKED`), so two
 * consultants never get the same entry.
 */
export const crmCallListEntries = pgTable(
  'crm_call_list_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...businessOwned(),
    callListId: requiredRef(() => crmCallLists.id),
    customerId: requiredRef(() => crmCustomers.id),
    assigneeAccountId: uuid().references(() => accounts.id),
    state: text().$type<CallEntryState>().notNull().default('Waiting'),
    position: integer().notNull().default(0),
    takenAt: timestamp({ withTimezone: true }),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crm_call_list_entries_customer_uq').on(t.callListId, t.customerId),
    index('crm_call_list_entries_queue_idx').on(t.callListId, t.state, t.position),
    index('crm_call_list_entries_assignee_idx').on(t.businessId, t.assigneeAccountId, t.state),
  ],
);

/** An interview [görüşme] with a customer; recording one may close the customer (its state's closing). */
export const crmInterviews = pgTable(
  'crm_interviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    ...branchOwned(),
    customerId: requiredRef(() => crmCustomers.id),
    channel: text().$type<VisitChannel>().notNull(),
    stateId: requiredRef(() => crmInterviewStates.id),
    note: text(),
    nextContactOn: date({ mode: 'string' }),
    callListEntryId: uuid().references(() => crmCallListEntries.id),
    accountId: uuid().references(() => accounts.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('crm_interviews_customer_idx').on(t.customerId, t.createdAt),
    index('crm_interviews_business_idx').on(t.businessId, t.createdAt),
    index('crm_interviews_account_idx').on(t.businessId, t.accountId, t.createdAt),
  ],
);
