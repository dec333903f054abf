import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/http';

export const useDashboardSummary = () =>
  useQuery({
    queryKey: ['dashboard', 'summary'],
    queryFn: () => api.get('dashboard/summary'),
  });

// Each widget's figures are asked only when the account has the widget (GET widget/user):
// the API refuses the others with 403, which would send the user to the homepage.

export const useSalesWidgets = (enabled: boolean) =>
  useQuery({ queryKey: ['dashboard', 'sales'], queryFn: () => api.get('dashboard/sales'), enabled });

export const useStudentWidget = (enabled: boolean) =>
  useQuery({ queryKey: ['dashboard', 'students'], queryFn: () => api.get('dashboard/students'), enabled });

export const useInstallmentWidget = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'installments'],
    queryFn: () => api.get('dashboard/installments'),
    enabled,
  });

export const useOverdueWidget = (enabled: boolean) =>
  useQuery({ queryKey: ['dashboard', 'overdue'], queryFn: () => api.get('dashboard/overdue'), enabled });

export const useCashBookBalances = (enabled: boolean) =>
  useQuery({
    queryKey: ['dashboard', 'cash-books'],
    queryFn: () => api.get('dashboard/cash-books'),
    enabled,
  });
