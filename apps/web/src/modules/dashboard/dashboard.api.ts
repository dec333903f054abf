import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';

export type DashboardSummary = {
  businessName: string | null;
  branchName: string | null;
  role: string | null;
  roleLabel: string | null;
  branchCount: number;
  colleagueCount: number;
  unreadAnnouncements: number;
};

export const useDashboardSummary = () =>
  useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => api.get('dashboard/summary'),
  });

export type SalesWidgets = {
  todayCollections: { count: number; amount: number };
  overdue: { installmentCount: number; amount: number };
};

export type CashBookBalance = { id: string; name: string; kind: string; branchName: string; balance: number };

/** Asked only when the account has the widget: a 403 would send the user to the homepage. */
export const useSalesWidgets = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'sales'],
    queryFn: () => api.get('dashboard/sales'),
    enabled,
  });

export const useCashBookBalances = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'cash-books'],
    queryFn: () => api.get('dashboard/cash-books'),
    enabled,
  });
