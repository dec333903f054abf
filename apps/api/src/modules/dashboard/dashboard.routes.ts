import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth';
import { accounts } from '../accounts/account.table';
import { branches } from '../administration/branches/branch.table';
import { businesses } from '../administration/businesses/business.table';
import { countUnread } from '../communications/announcements/announcement.queries';

const ZDashboardSummarySchema = z.object({
  businessName: z.string().nullable(),
  branchName: z.string().nullable(),
  role: z.string().nullable(),
  roleLabel: z.string().nullable(),
  branchCount: z.number(),
  colleagueCount: z.number(),
  unreadAnnouncements: z.number(),
});

/** The active account at a glance; area widgets join it as their issues land. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.get(
    '/dashboard/summary',
    {
      config: { permission: ACTIONS.self.dashboard },
      schema: { response: { 200: ZDashboardSummarySchema } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const unreadAnnouncements = await countUnread(db, auth.userId);
      if (!auth.businessId) {
        return {
          businessName: null,
          branchName: null,
          role: null,
          roleLabel: null,
          branchCount: 0,
          colleagueCount: 0,
          unreadAnnouncements,
        };
      }
      const [[business], [branch], [branchTotal], [colleagues]] = await Promise.all([
        db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, auth.businessId)),
        auth.branchId
          ? db.select({ name: branches.name }).from(branches).where(eq(branches.id, auth.branchId))
          : Promise.resolve([]),
        db
          .select({ n: count() })
          .from(branches)
          .where(and(eq(branches.businessId, auth.businessId), eq(branches.isActive, true))),
        db
          .select({ n: count() })
          .from(accounts)
          .where(
            and(
              eq(accounts.businessId, auth.businessId),
              eq(accounts.isActive, true),
              ...(auth.branchId ? [eq(accounts.branchId, auth.branchId)] : []),
            ),
          ),
      ]);
      return {
        businessName: business?.name ?? null,
        branchName: branch?.name ?? null,
        role: auth.role,
        roleLabel: auth.role ? roleLabels[auth.role as Role] : null,
        branchCount: branchTotal?.n ?? 0,
        colleagueCount: colleagues?.n ?? 0,
        unreadAnnouncements,
      };
    },
  );
};
