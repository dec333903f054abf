import type { TAccountEntry, TMe } from '@panel/shared/auth/contracts';
import type { Paged } from '@panel/shared/common/pagination';
import type { ActionKey } from '@panel/shared/permissions/keys';
import type { MenuItem } from '@panel/shared/permissions/menu';
import type { Widget } from '@panel/shared/permissions/widgets';
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
  createdAt: string;
};

/** The start-up loads of SPEC 4; each screen reads them from the same cache. */
export const useMenu = () =>
  useQuery({ queryKey: sessionKeys.menu, queryFn: () => api.get<MenuItem[]>('menu') });
export const useMe = () => useQuery({ queryKey: sessionKeys.me, queryFn: () => api.get<TMe>('user/me') });
export const useAccounts = () =>
  useQuery({ queryKey: sessionKeys.accounts, queryFn: () => api.get<TAccountEntry[]>('account/roles') });
export const useWidgets = () =>
  useQuery({ queryKey: sessionKeys.widgets, queryFn: () => api.get<Widget[]>('widget/user') });
/** The account's actions: the route guard reads them before a page opens, the pages through useCan. */
export const actionsQuery = queryOptions({
  queryKey: sessionKeys.actions,
  queryFn: () => api.get<ActionKey[]>('action/account-user'),
});
export const useActions = () => useQuery(actionsQuery);

export const useOwnAnnouncements = (page = 1, pageSize = 10) =>
  useQuery({
    queryKey: [...sessionKeys.announcements, page, pageSize],
    queryFn: () =>
      api.get<Paged<OwnAnnouncement> & { _unreadCount: number }>('announcement', {
        _pageNumber: page,
        _pageSize: pageSize,
      }),
  });

/** Hides what the account may not do; the server still refuses it (it is the guard). */
export const useCan = (key: ActionKey): boolean => {
  const { data } = useActions();
  return !!data?.includes(key);
};
