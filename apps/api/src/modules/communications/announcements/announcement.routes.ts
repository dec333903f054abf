import { ZIdParamsSchema } from '@panel/shared/administration/contracts';
import { ZMessageAnswerSchema } from '@panel/shared/common/answers';
import { listQueryWithSort, ZListQuerySchema } from '@panel/shared/common/list-query';
import { toPaged } from '@panel/shared/common/pagination';
import {
  ANNOUNCEMENT_SORTS,
  ZAnnouncementCreateSchema,
  ZAnnouncementEditSchema,
  ZAnnouncementReadAnswerSchema,
  ZAnnouncementSavedSchema,
  ZAnnouncementUpdateSchema,
  ZManageableAnnouncementPageSchema,
  ZOwnAnnouncementPageSchema,
  ZOwnAnnouncementSchema,
} from '@panel/shared/communications/announcements';
import { ACTIONS } from '@panel/shared/permissions/keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../platform/auth';
import { notFound } from '../../../platform/errors';
import { tenantOf } from '../../../platform/tenancy';
import {
  countUnread,
  findOwnAnnouncements,
  getOwnAnnouncement,
  markRead,
  type Reader,
} from './announcement.queries';
import { createAnnouncement, deleteAnnouncement, updateAnnouncement } from './announcement.service';
import { findManageableAnnouncements, getAnnouncementForEdit } from './announcement-management.queries';

/** SPEC 7 announcement calls: the reader's own (self) and the staff's management. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const own = { permission: ACTIONS.self.announcements };
  const manage = { permission: ACTIONS.communications.announcements };
  const readerOf = (request: Parameters<typeof requireAuth>[0]): Reader => {
    const auth = requireAuth(request);
    return { userId: auth.userId, businessId: auth.businessId };
  };
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => tenantOf(requireAuth(request));

  app.get(
    '/announcement',
    { config: own, schema: { querystring: ZListQuerySchema, response: { 200: ZOwnAnnouncementPageSchema } } },
    async (request) => {
      const reader = readerOf(request);
      const { _pageNumber, _pageSize } = request.query;
      const [{ rows, total }, unread] = await Promise.all([
        findOwnAnnouncements(db, { ...reader, offset: (_pageNumber - 1) * _pageSize, limit: _pageSize }),
        countUnread(db, reader),
      ]);
      // The bell shows the unread total across pages, not just this page's.
      return { ...toPaged(rows, total, _pageSize), _unreadCount: unread };
    },
  );

  app.get(
    '/announcement/manageable',
    {
      config: manage,
      schema: {
        querystring: listQueryWithSort(ANNOUNCEMENT_SORTS),
        response: { 200: ZManageableAnnouncementPageSchema },
      },
    },
    (request) => findManageableAnnouncements(db, scopeOf(request), request.query),
  );

  app.get(
    '/announcement/edit/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZAnnouncementEditSchema } } },
    (request) => getAnnouncementForEdit(db, scopeOf(request), request.params.id),
  );

  app.post(
    '/announcement',
    {
      config: manage,
      schema: { body: ZAnnouncementCreateSchema, response: { 200: ZAnnouncementSavedSchema } },
    },
    async (request) => {
      const result = await createAnnouncement(db, request, scopeOf(request), request.body);
      return { ...result, message: `Duyuru ${result.recipientCount} kişiye gönderildi.` };
    },
  );

  app.post(
    '/announcement/update',
    {
      config: manage,
      schema: { body: ZAnnouncementUpdateSchema, response: { 200: ZAnnouncementSavedSchema } },
    },
    async (request) => {
      const result = await updateAnnouncement(db, request, scopeOf(request), request.body);
      return { ...result, message: 'Duyuru güncellendi.' };
    },
  );

  app.get(
    '/announcement/delete/:id',
    { config: manage, schema: { params: ZIdParamsSchema, response: { 200: ZMessageAnswerSchema } } },
    async (request) => {
      await deleteAnnouncement(db, request, scopeOf(request), request.params.id);
      return { message: 'Duyuru silindi.' };
    },
  );

  app.get(
    '/announcement/:id',
    { config: own, schema: { params: ZIdParamsSchema, response: { 200: ZOwnAnnouncementSchema } } },
    async (request) => {
      const row = await getOwnAnnouncement(db, readerOf(request), request.params.id);
      if (!row) throw notFound();
      return row;
    },
  );

  app.patch(
    '/announcement/detail/:announcementDetailId/read',
    {
      config: own,
      schema: {
        params: z.object({ announcementDetailId: z.uuid() }),
        response: { 200: ZAnnouncementReadAnswerSchema },
      },
    },
    async (request) => {
      const ok = await markRead(db, readerOf(request), request.params.announcementDetailId);
      if (!ok) throw notFound();
      const unread = await countUnread(db, readerOf(request));
      return { ok: true, _unreadCount: unread };
    },
  );
};
