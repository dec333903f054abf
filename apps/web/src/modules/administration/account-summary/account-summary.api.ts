import type { Paged } from '@panel/shared/common/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

export type AccountSummary = {
  businessCount: number;
  branchCount: number;
  activeAccountCount: number;
  userCount: number;
  studentCount: number;
  branchesOverQuota: number;
  licensesEndingIn30Days: number;
};

export type AdminAccountRow = {
  id: string;
  role: string;
  roleLabel: string;
  firstName: string;
  lastName: string;
  email: string;
  businessName: string;
  branchName: string | null;
};

export const useAccountSummary = () =>
  useQuery({
    queryKey: ['admin', 'account-summary'],
    queryFn: () => api.get('admin/account-summary') as Promise<AccountSummary>,
  });

export const useAdminAccounts = (params: { _searchTerm: string; _pageNumber: number; _pageSize: number }) =>
  useQuery({
    queryKey: ['admin', 'accounts', params],
    queryFn: () =>
      api.get('admin/account', { query: { ...params, activeOnly: 'true' } }) as Promise<
        Paged<AdminAccountRow>
      >,
    placeholderData: keepPreviousData,
  });
