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
    queryFn: () => api.get<DashboardSummary>('dashboard/summary'),
  });
