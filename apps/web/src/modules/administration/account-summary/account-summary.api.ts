import type { TAccount } from '@panel/shared/accounts/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../app/http';

/** An account of the summary's list: the account lists' row (the API's declared answer). */
export type AdminAccountRow = TAccount;

export const useAccountSummary = () =>
  useQuery({
    queryKey: ['admin', 'account-summary'],
    queryFn: () => api.get('admin/account-summary'),
  });

export const useAdminAccounts = (params: { _searchTerm: string; _pageNumber: number; _pageSize: number }) =>
  useQuery({
    queryKey: ['admin', 'accounts', params],
    queryFn: () => api.get('admin/account', { query: { ...params, activeOnly: 'true' } }),
    placeholderData: keepPreviousData,
  });
