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

// The day's widgets: each card asks for its figures only when it is shown, and it is shown
// only when the account has the widget.

export const useRollCallWidget = () =>
  useQuery({ queryKey: ['dashboard', 'roll-calls'], queryFn: () => api.get('dashboard/roll-calls') });

export const useAbsenceWidget = () =>
  useQuery({ queryKey: ['dashboard', 'absences'], queryFn: () => api.get('dashboard/absences') });

export const useWeekRegistrationWidget = () =>
  useQuery({
    queryKey: ['dashboard', 'registrations-week'],
    queryFn: () => api.get('dashboard/registrations-week'),
  });

export const useFollowUpWidget = () =>
  useQuery({ queryKey: ['dashboard', 'crm-follow-ups'], queryFn: () => api.get('dashboard/crm-follow-ups') });

export const useLastExamWidget = () =>
  useQuery({ queryKey: ['dashboard', 'last-exam'], queryFn: () => api.get('dashboard/last-exam') });

export const useAnnouncementWidget = () =>
  useQuery({ queryKey: ['dashboard', 'announcements'], queryFn: () => api.get('dashboard/announcements') });

export const useLicenseWidget = () =>
  useQuery({ queryKey: ['dashboard', 'license'], queryFn: () => api.get('dashboard/license') });
