import { foldTurkish } from '@panel/shared/common/text';
import {
  ANNOUNCEMENT_MESSAGES,
  type TAnnouncementCreate,
  type TAnnouncementUpdate,
} from '@panel/shared/communications/announcements';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { auditedWrite } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { announcementDetails, announcements } from './announcement.table';
import { bodyText, sanitizeBody } from './announcement-body';
import { getAnnouncementForEdit, manageable } from './announcement-management.queries';
import { checkTarget, recipientUserIds, type Target } from './announcement-recipients.queries';

const CHUNK = 1000;

/** Sanitises the body and refuses one with no readable text left. */
const cleanBody = (html: string): string => {
  const body = sanitizeBody(html);
  if (!bodyText(body))
    throw badRequest(ANNOUNCEMENT_MESSAGES.emptyBody, { errors: [ANNOUNCEMENT_MESSAGES.emptyBody] });
  return body;
};

const insertDetails = async (tx: Db, announcementId: string, userIds: string[]) => {
  for (let i = 0; i < userIds.length; i += CHUNK) {
    await tx
      .insert(announcementDetails)
      .values(userIds.slice(i, i + CHUNK).map((userId) => ({ announcementId, userId })))
      .onConflictDoNothing();
  }
};

const fieldsOf = (input: TAnnouncementCreate, body: string) => ({
  title: input.title,
  body,
  searchKey: foldTurkish(input.title),
  audience: input.audience,
  level: input.level,
  targetKind: input.targetKind,
  targetIds: input.targetKind === 'Business' ? [] : [...new Set(input.targetIds)],
  publishOn: input.publishOn,
  endsOn: input.endsOn,
});

const targetOf = (input: TAnnouncementCreate): Target => ({
  kind: input.targetKind,
  ids: input.targetKind === 'Business' ? [] : [...new Set(input.targetIds)],
});

/**
 * Publishes: the announcement and one detail row per recipient user, in one transaction.
 * A future-dated one gets its rows now; readers see it from its publish day (see queries).
 */
export const createAnnouncement = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TAnnouncementCreate,
) => {
  manageable(scope);
  const target = targetOf(input);
  const branchId = await checkTarget(db, scope, target);
  const body = cleanBody(input.body);
  const recipients = await recipientUserIds(db, scope.businessId, input.audience, target);
  return auditedWrite(db, request, { action: 'create', entity: 'announcement' }, async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        ...fieldsOf(input, body),
        businessId: scope.businessId,
        branchId: scope.branchId ?? branchId,
        createdByAccountId: scope.accountId,
      })
      .returning({ id: announcements.id });
    await insertDetails(tx, row!.id, recipients);
    return {
      id: row!.id,
      after: { ...fieldsOf(input, body), recipientCount: recipients.length },
      result: { id: row!.id, recipientCount: recipients.length },
    };
  });
};

/**
 * Changes an announcement and its recipients: people no longer in the target lose their row,
 * new ones get one, and those who stay keep whether they read it.
 */
export const updateAnnouncement = async (
  db: Db,
  request: FastifyRequest,
  scope: TenantScope,
  input: TAnnouncementUpdate,
) => {
  const before = await getAnnouncementForEdit(db, scope, input.id);
  const target = targetOf(input);
  const branchId = await checkTarget(db, scope, target);
  const body = cleanBody(input.body);
  const recipients = await recipientUserIds(db, scope.businessId, input.audience, target);
  return auditedWrite(
    db,
    request,
    { action: 'update', entity: 'announcement', entityId: input.id, before },
    async (tx) => {
      await tx
        .update(announcements)
        .set({ ...fieldsOf(input, body), branchId: scope.branchId ?? branchId, updatedAt: sql`now()` })
        .where(eq(announcements.id, input.id));
      await tx
        .delete(announcementDetails)
        .where(
          and(
            eq(announcementDetails.announcementId, input.id),
            recipients.length > 0 ? notInArray(announcementDetails.userId, recipients) : undefined,
          ),
        );
      await insertDetails(tx, input.id, recipients);
      return {
        id: input.id,
        after: { ...fieldsOf(input, body), recipientCount: recipients.length },
        result: { id: input.id, recipientCount: recipients.length },
      };
    },
  );
};

/** Withdraws it: readers no longer see it; the rows stay for the record. */
export const deleteAnnouncement = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const before = await getAnnouncementForEdit(db, scope, id);
  await auditedWrite(
    db,
    request,
    { action: 'delete', entity: 'announcement', entityId: id, before },
    async (tx) => {
      await tx.update(announcements).set({ deletedAt: sql`now()` }).where(eq(announcements.id, id));
      return { id, result: null };
    },
  );
};

/**
 * A message from the product itself (level system) to some users of a business, shown on
 * their messages page beside announcements. For other areas to call (e.g. a finished report).
 */
export const sendSystemMessage = async (
  db: Db,
  message: { businessId: string; userIds: string[]; title: string; body: string; publishOn: string },
) => {
  const body = sanitizeBody(message.body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announcements)
      .values({
        businessId: message.businessId,
        title: message.title,
        body,
        searchKey: foldTurkish(message.title),
        audience: 'All',
        level: 'System',
        targetKind: 'Business',
        publishOn: message.publishOn,
      })
      .returning({ id: announcements.id });
    await insertDetails(tx, row!.id, [...new Set(message.userIds)]);
    return { id: row!.id };
  });
};
