import { formatMoney } from '@panel/shared/common/money';
import type { TCashBookOption, TNamedOption } from '@panel/shared/finance/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiPath, PlainGetPath } from '../../api/api-paths';
import { recordOptions } from '../../components/record-options';
import { invalidatePaths, useOptions, usePageTotals } from '../../components/resource-api';
import { useListParams } from '../../components/use-list-params';
import type { Option } from '../education/education-options';

/**
 * The totals the server sends with the page a ListPage of `endpoint` shows: the page's
 * search, sort and number from the URL with the list's `filters`, as the list asks for them.
 */
export const useListTotals = <T>(endpoint: PlainGetPath, filters: Record<string, unknown>) => {
  const [params] = useListParams();
  return usePageTotals<T>(endpoint, { ...params, ...filters });
};

/** Endpoints (and cache keys) of the finance back office. */
export const CASH_BOOK = 'finance/cash-book';
export const ACCOUNT_CARD = 'finance/account-card';
export const ACCOUNT_CARD_TYPE = 'finance/account-card-type';
export const EXPENSE_TYPE = 'finance/expense-type';
export const REVENUE_TYPE = 'finance/revenue-type';
export const EXPENSE = 'finance/expense';
export const REVENUE = 'finance/revenue';
export const ACCOUNT_VIRMAN = 'finance/account-virman';
export const BRANCH_VIRMAN = 'finance/branch-virman';
export const INCOMING = 'finance/invoice/incoming';
export const PAYMENT = 'finance/payment';

/** Every list a money write can change: cash book balances, account card balances, the entries. */
export const MONEY_LISTS = [
  CASH_BOOK,
  ACCOUNT_CARD,
  EXPENSE,
  REVENUE,
  ACCOUNT_VIRMAN,
  BRANCH_VIRMAN,
] as const;

export type CashBookOption = TCashBookOption;
/** The business-wide definitions whose `x/list` answers the active ones' ids and names. */
type NamedEndpoint =
  | typeof ACCOUNT_CARD
  | typeof ACCOUNT_CARD_TYPE
  | typeof EXPENSE_TYPE
  | typeof REVENUE_TYPE;

/**
 * A write whose success refreshes the lists under `keys`: the ones showing what it changed.
 * The refresh is awaited, so a caller's onSuccess (closing a dialog) sees the new data.
 */
export const useRefreshingWrite = <V, R = { message?: string }>(
  keys: readonly ApiPath[],
  write: (values: V) => Promise<R>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => invalidatePaths(client, keys),
  });
};

/** A write that moves money, refreshing every finance list after it. */
export const useFinanceWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) =>
  useRefreshingWrite(MONEY_LISTS, write);

/** The active cash books of the caller's scope, with balances (kuruş); of one branch when given. */
export const useCashBooks = (branchId?: string): CashBookOption[] => {
  const { data } = useOptions<CashBookOption>(`${CASH_BOOK}/list`);
  return useMemo(() => (data ?? []).filter((b) => !branchId || b.branchId === branchId), [data, branchId]);
};

/** A cash book as a filter's choice: its name only. */
export const cashBookOption = (b: CashBookOption): Option => ({ value: b.id, label: b.name });

/** A cash book as a form's choice: the balance beside the name, for choosing where money goes from. */
export const cashBookBalanceOption = (b: CashBookOption): Option => ({
  value: b.id,
  label: `${b.name} (${formatMoney(b.balance)})`,
});

/** Active records of a definition endpoint (types, account cards) as select options. */
export const useNamedOptions = (endpoint: NamedEndpoint, enabled = true): Option[] => {
  const { data } = useOptions<TNamedOption>(`${endpoint}/list`, undefined, enabled);
  return useMemo(() => recordOptions(data ?? []), [data]);
};
