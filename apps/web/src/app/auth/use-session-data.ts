import type { Paged } from '@panel/shared/common/pagination';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../http';
import { sessionKeys } from '../query-client';

export type OwnAnnouncement = {
  id: string;
  announcementDetailId: string;
  isRead: boolean;
  title: string;
  body: string;
  audience: string;
  /** SPEC 3 message level: Info, Warning, Error, System. */
  level: 'Info' | 'Warning' | 'Error' | 'System';
  publishOn: string;
  createdAt: string;
};

/** The start-up loads of SPEC 4; each screen reads them from the same cache. */
export const useMenu = () => useQuery({ queryKey: sessionKeys.menu, queryFn: () => api.get('menu') });
export const useMe = () => useQuery({ queryKey: sessionKeys.me, queryFn: () => api.get('user/me') });
export const useAccounts = () =>
  useQuery({ queryKey: sessionKeys.accounts, queryFn: () => api.get('account/roles') });
export const useWidgets = () =>
  useQuery({ queryKey: sessionKeys.widgets, queryFn: () => api.get('widget/user') });
/** The account's actions: the route guard reads them before a page opens, the pages through useCan. */
export const actionsQuery = queryOptions({
  queryKey: sessionKeys.actions,
  queryFn: () => api.get('action/account-user'),
});
export const useActions = () => useQuery(actionsQuery);

export const useOwnAnnouncements = (page = 1, pageSize = 10) =>
  useQuery({
    queryKey: [...sessionKeys.announcements, page, pageSize],
    queryFn: () =>
      api.get('announcement', { query: { _pageNumber: page, _pageSize: pageSize } }) as Promise<
        Paged<OwnAnnouncement> & { _unreadCount: number }
      >,
  });

/** Hides what the account may not do; the server still refuses it (it is the guard). */
export const useCan = (key: ActionKey): boolean => {
  const { data } = useActions();
  return !!data?.includes(key);
};
