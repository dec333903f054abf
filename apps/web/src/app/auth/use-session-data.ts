import type { TOwnAnnouncement } from '@panel/shared/communications/announcements';
import type { ActionKey } from '@panel/shared/permissions/keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../http';
import { sessionKeys } from '../query-client';

/** One of the user's messages (announcements and the product's system messages). */
export type OwnAnnouncement = TOwnAnnouncement;

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
    queryFn: () => api.get('announcement', { query: { _pageNumber: page, _pageSize: pageSize } }),
  });

/** Hides what the account may not do; the server still refuses it (it is the guard). */
export const useCan = (key: ActionKey): boolean => {
  const { data } = useActions();
  return !!data?.includes(key);
};
