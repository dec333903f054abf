import { foldTurkish, turkishSortKey } from '@panel/shared/common/text';
import type { CustomerSource, CustomerType } from '@panel/shared/crm/enums';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businessScope, ownedBy } from '../../platform/scope';
import { crmCustomers } from './crm.table';

/** What every way in (the form, an Excel row, the public campaign form) gives to make a customer. */
export type NewCustomer = {
  businessId: string;
  branchId: string;
  customerType?: CustomerType;
  corporateName?: string | null;
  studentFirstName: string;
  studentLastName: string;
  gradeLevel?: string | null;
  currentSchool?: string | null;
  citizenId?: string | null;
  parentFirstName?: string | null;
  parentLastName?: string | null;
  /** Ten national digits (`nationalDigits`), already checked. */
  phoneDigits: string;
  secondPhoneDigits?: string | null;
  email?: string | null;
  note?: string | null;
  referenceId?: string | null;
  campaignId?: string | null;
  source: CustomerSource;
  importFileId?: string | null;
  kvkkConsentVersion?: string | null;
  kvkkConsentText?: string | null;
  kvkkConsentAt?: Date | null;
  ownerAccountId?: string | null;
  createdByAccountId?: string | null;
};

type KeyFields = Pick<
  NewCustomer,
  | 'studentFirstName'
  | 'studentLastName'
  | 'parentFirstName'
  | 'parentLastName'
  | 'corporateName'
  | 'currentSchool'
  | 'phoneDigits'
  | 'secondPhoneDigits'
>;

/** The search box's text of a customer: folded names and school, and the phone digits. */
export const customerSearchKey = (c: KeyFields): string =>
  [
    foldTurkish(
      [
        c.studentFirstName,
        c.studentLastName,
        c.parentFirstName,
        c.parentLastName,
        c.corporateName,
        c.currentSchool,
      ]
        .filter(Boolean)
        .join(' '),
    ),
    c.phoneDigits,
    c.secondPhoneDigits ?? '',
  ]
    .join(' ')
    .trim();

/** The stored keys of a customer's searchable and sortable fields; call again after an edit. */
export const customerKeys = (c: KeyFields) => ({
  searchKey: customerSearchKey(c),
  sortKey: turkishSortKey(`${c.studentFirstName} ${c.studentLastName}`),
});

/**
 * Inserts customers in one statement and answers their ids in order. The one insert every way
 * in uses, so keys and defaults are the same whoever made the customer.
 */
export const insertCustomers = async (tx: Db, rows: NewCustomer[]): Promise<string[]> => {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(crmCustomers)
    .values(rows.map((r) => ({ ...r, ...customerKeys(r) })))
    .returning({ id: crmCustomers.id });
  return inserted.map((r) => r.id);
};

/**
 * Live customers of the business with any of these phones (digits), for the duplicate flag:
 * across branches, since a family asking two branches is still one family.
 */
export const customersWithPhones = async (
  tx: Db,
  businessId: string,
  phones: string[],
): Promise<{ id: string; phoneDigits: string; studentFirstName: string; studentLastName: string }[]> => {
  if (phones.length === 0) return [];
  return tx
    .select({
      id: crmCustomers.id,
      phoneDigits: crmCustomers.phoneDigits,
      studentFirstName: crmCustomers.studentFirstName,
      studentLastName: crmCustomers.studentLastName,
    })
    .from(crmCustomers)
    .where(
      and(
        ownedBy(crmCustomers, businessScope(businessId)),
        inArray(crmCustomers.phoneDigits, phones),
        isNull(crmCustomers.mergedIntoId),
      ),
    );
};
