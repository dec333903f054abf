import type { Paged } from '@panel/shared/common/pagination';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnAnnouncement } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { sessionKeys } from '../../../app/query-client';

export type OwnAnnouncementPage = Paged<OwnAnnouncement> & { _unreadCount: number };

/** Marks one read and lowers the cached unread counts at once (never below zero). */
export const useMarkAnnouncementRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (detailId: string) =>
      api.patch('announcement/detail/{announcementDetailId}/read', {
        path: { announcementDetailId: detailId },
      }),
    onMutate: (detailId) => {
      client.setQueriesData<OwnAnnouncementPage>({ queryKey: sessionKeys.announcements }, (page) => {
        if (!page) return page;
        const target = page._data.find((a) => a.announcementDetailId === detailId);
        if (!target || target.isRead) return page;
        return {
          ...page,
          _unreadCount: Math.max(0, page._unreadCount - 1),
          _data: page._data.map((a) => (a.announcementDetailId === detailId ? { ...a, isRead: true } : a)),
        };
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionKeys.announcements }),
  });
};
