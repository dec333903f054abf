import { ZListQuerySchema } from '@panel/shared/common/list-query';
import { toPaged } from '@panel/shared/common/pagination';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { countUnread, findOwnAnnouncements, getOwnAnnouncement, markRead } from './announcement.queries';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { permission: ACTIONS.self.announcements };

  app.get('/announcement', { config, schema: { querystring: ZListQuerySchema } }, async (request) => {
    const auth = requireAuth(request);
    const { _pageNumber, _pageSize } = request.query;
    const [{ rows, total }, unread] = await Promise.all([
      findOwnAnnouncements(db, {
        userId: auth.userId,
        offset: (_pageNumber - 1) * _pageSize,
        limit: _pageSize,
      }),
      countUnread(db, auth.userId),
    ]);
    // The bell shows the unread total across pages, not just this page's.
    return { ...toPaged(rows, total, _pageSize), _unreadCount: unread };
  });

  app.get(
    '/announcement/:id',
    { config, schema: { params: z.object({ id: z.uuid() }) } },
    async (request) => {
      const row = await getOwnAnnouncement(db, requireAuth(request).userId, request.params.id);
      if (!row) throw notFound();
      return row;
    },
  );

  app.patch(
    '/announcement/detail/:announcementDetailId/read',
    { config, schema: { params: z.object({ announcementDetailId: z.uuid() }) } },
    async (request) => {
      const ok = await markRead(db, requireAuth(request).userId, request.params.announcementDetailId);
      if (!ok) throw notFound();
      return { ok: true };
    },
  );
};
