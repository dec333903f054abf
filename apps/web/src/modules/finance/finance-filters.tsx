import {
  CHECKOUT_STATUSES,
  type CheckoutStatus,
  checkoutStatusLabels,
} from '@panel/shared/finance/checkouts';
import { useMemo } from 'react';
import { FilterSelect } from '../../components/filter-select';
import type { FilterProps } from '../education/education-filters';
import {
  ACCOUNT_CARD,
  type CashBookOption,
  cashBookOption,
  useCashBooks,
  useNamedOptions,
} from './finance.api';

/** The list filters of the finance screens, each loading its own choices. */

/**
 * The cash books of the caller's scope, by name. `branchId` narrows them to a branch chosen
 * beside it; `where` to the kinds a screen deals in.
 */
export const CashBookFilter = ({
  branchId,
  where,
  label = 'Kasa',
  placeholder = 'Tüm kasalar',
  ...props
}: FilterProps<string> & {
  branchId?: string;
  where?: (book: CashBookOption) => boolean;
  label?: string;
  placeholder?: string;
}) => {
  const books = useCashBooks(branchId);
  const options = useMemo(() => (where ? books.filter(where) : books).map(cashBookOption), [books, where]);
  return <FilterSelect label={label} placeholder={placeholder} options={options} {...props} />;
};

export const AccountCardFilter = ({
  placeholder,
  ...props
}: FilterProps<string> & { placeholder: string }) => {
  const cards = useNamedOptions(ACCOUNT_CARD);
  return <FilterSelect label="Cari Kart" placeholder={placeholder} options={cards} {...props} />;
};

const RECORD_STATUS_OPTIONS = CHECKOUT_STATUSES.map((s) => ({ value: s, label: checkoutStatusLabels[s] }));

/** Whether a posted record still counts or was cancelled: the same two states on every such list. */
export type RecordStatus = CheckoutStatus;

/** Live or cancelled records (counts, payments, entries); empty shows both. */
export const RecordStatusFilter = (props: FilterProps<RecordStatus>) => (
  <FilterSelect label="Durum" placeholder="Tümü" options={RECORD_STATUS_OPTIONS} width={150} {...props} />
);
