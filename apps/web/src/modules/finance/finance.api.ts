import type { CashBookKind } from '@panel/shared/finance/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useOptions } from '../../components/resource-api';
import type { Option } from '../education/education-options';

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

/** Every list a money write can change: cash book balances, account card balances, the entries. */
const MONEY_LISTS = [CASH_BOOK, ACCOUNT_CARD, EXPENSE, REVENUE, ACCOUNT_VIRMAN, BRANCH_VIRMAN];

export type CashBookOption = {
  id: string;
  name: string;
  branchId: string;
  kind: CashBookKind;
  balance: number;
};
type Named = { id: string; name: string };

/** A write that moves money, refreshing every finance list after it. */
export const useFinanceWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(MONEY_LISTS.map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
};

/** The active cash books of the caller's scope, with balances (kuruş); of one branch when given. */
export const useCashBooks = (branchId?: string): CashBookOption[] => {
  const { data } = useOptions<CashBookOption>(`${CASH_BOOK}/list`);
  return useMemo(() => (data ?? []).filter((b) => !branchId || b.branchId === branchId), [data, branchId]);
};

/** Active records of a definition endpoint (types, account cards) as select options. */
export const useNamedOptions = (endpoint: string, enabled = true): Option[] => {
  const { data } = useOptions<Named>(`${endpoint}/list`, undefined, enabled);
  return useMemo(() => (data ?? []).map((r) => ({ value: r.id, label: r.name })), [data]);
};
