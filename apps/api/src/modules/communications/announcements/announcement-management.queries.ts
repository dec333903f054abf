import type { SortOrder, TListQuery } from '@panel/shared/common/list-query';
import type {
  ANNOUNCEMENT_SORTS,
  AnnouncementAudience,
  AnnouncementTarget,
  MessageLevel,
} from '@panel/shared/communications/announcements';
import { and, desc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { forbidden, notFound } from '../../../platform/errors';
import { listOrder, searchOver, turkishOrder } from '../../../platform/listing';
import type { TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { inBusiness } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { announcementDetails, announcements } from './announcement.table';
import { targetNames } from './announcement-recipients.queries';

/**
 * Which announcements an account manages: the business's for a business-wide account, its
 * branch's for a branch account, and for a teacher the ones he wrote for his classes. Family
 * accounts manage none. System messages are the product's, never edited by hand.
 */
export const manageable = (scope: TenantScope): SQL => {
  if (scope.kind === 'children' || scope.kind === 'self')
    throw forbidden('Duyuruları yalnızca kurum personeli yönetebilir.');
  return and(
    inBusiness(announcements.businessId, scope),
    isNull(announcements.deletedAt),
    ne(announcements.level, 'System'),
    scope.branchId ? eq(announcements.branchId, scope.branchId) : undefined,
    scope.kind === 'classes' ? eq(announcements.createdByAccountId, scope.accountId ?? '') : undefined,
  )!;
};

const recipientCount = sql<number>`(select count(*)::int from ${announcementDetails}
  where ${announcementDetails.announcementId} = ${announcements.id})`;
const readCount = sql<number>`(select count(*)::int from ${announcementDetails}
  where ${announcementDetails.announcementId} = ${announcements.id} and ${announcementDetails.isRead})`;

export const findManageableAnnouncements = (
  db: Db,
  scope: TenantScope,
  query: TListQuery & { _sort?: (typeof ANNOUNCEMENT_SORTS)[number]; _order?: SortOrder },
) => {
  return selectPage(db, query, {
    countTable: announcements,
    select: () =>
      db
        .select({
          id: announcements.id,
          title: announcements.title,
          audience: sql<AnnouncementAudience>`${announcements.audience}`,
          level: sql<MessageLevel>`${announcements.level}`,
          targetKind: sql<AnnouncementTarget>`${announcements.targetKind}`,
          branchName: branches.name,
          publishOn: announcements.publishOn,
          endsOn: announcements.endsOn,
          recipientCount,
          readCount,
        })
        .from(announcements)
        .leftJoin(branches, eq(branches.id, announcements.branchId))
        .$dynamic(),
    where: and(manageable(scope), searchOver(query._searchTerm, announcements.searchKey)),
    orderBy: listOrder(
      query,
      {
        title: turkishOrder(announcements.title),
        publishOn: announcements.publishOn,
        endsOn: announcements.endsOn,
      },
      [desc(announcements.publishOn), desc(announcements.createdAt), desc(announcements.id)],
      [announcements.createdAt, announcements.id],
    ),
  });
};

export const getAnnouncementForEdit = async (db: Db, scope: TenantScope, id: string) => {
  const [row] = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      audience: sql<AnnouncementAudience>`${announcements.audience}`,
      level: sql<Exclude<MessageLevel, 'System'>>`${announcements.level}`,
      targetKind: sql<AnnouncementTarget>`${announcements.targetKind}`,
      targetIds: announcements.targetIds,
      publishOn: announcements.publishOn,
      endsOn: announcements.endsOn,
      recipientCount,
      readCount,
    })
    .from(announcements)
    .where(and(manageable(scope), eq(announcements.id, id)));
  if (!row) throw notFound();
  return { ...row, targets: await targetNames(db, scope.businessId, row.targetKind, row.targetIds) };
};
