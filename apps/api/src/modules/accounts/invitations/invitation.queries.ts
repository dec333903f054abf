import { INVITATION_INVALID, type TInvitationView } from '@panel/shared/accounts/contracts';
import { type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { TListQuery } from '@panel/shared/common/list-query';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { hashToken } from '../../../platform/secrets';
import { selectPage } from '../../../platform/select-page';
import type { TenantScope } from '../../../platform/tenancy';
import { branches } from '../../administration/branches/branch.table';
import { businesses } from '../../administration/businesses/business.table';
import { users } from '../../users/user.table';
import { inAccountScope } from '../account-rules';
import { invitations } from './invitation.table';

const statusOf = (row: {
  state: boolean;
  cancelledAt: Date | null;
  expiresAt: Date;
}): TInvitationView['status'] =>
  row.state ? 'Accepted' : row.cancelledAt ? 'Cancelled' : row.expiresAt < new Date() ? 'Expired' : 'Pending';

const listColumns = {
  id: invitations.id,
  email: invitations.email,
  phone: invitations.phone,
  role: invitations.role,
  branchName: branches.name,
  state: invitations.state,
  cancelledAt: invitations.cancelledAt,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
};

export const findInvitations = async (db: Db, scope: TenantScope, query: TListQuery) => {
  const page = await selectPage(db, query, {
    countTable: invitations,
    select: () =>
      db
        .select(listColumns)
        .from(invitations)
        .leftJoin(branches, eq(branches.id, invitations.branchId))
        .$dynamic(),
    where: inAccountScope(invitations.businessId, invitations.branchId, scope),
    orderBy: [desc(invitations.createdAt)],
  });
  return {
    ...page,
    _data: page._data.map((r) => ({
      id: r.id,
      email: r.email,
      phone: r.phone,
      branchName: r.branchName,
      roleLabel: roleLabels[r.role as Role] ?? r.role,
      state: r.state,
      status: statusOf(r),
      createdAt: r.createdAt.toISOString(),
      expiresAt: r.expiresAt.toISOString(),
    })),
  };
};

const byCode = (db: Db, code: string) =>
  db
    .select({
      invitation: invitations,
      businessName: businesses.name,
      branchName: branches.name,
    })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .leftJoin(branches, eq(branches.id, invitations.branchId))
    .where(eq(invitations.codeHash, hashToken(code)));

export const viewInvitation = async (db: Db, code: string): Promise<TInvitationView> => {
  const [row] = await byCode(db, code);
  if (!row) throw notFound(INVITATION_INVALID);
  const i = row.invitation;
  return {
    businessName: row.businessName,
    branchName: row.branchName,
    roleLabel: roleLabels[i.role as Role] ?? i.role,
    email: i.email,
    phone: i.phone,
    status: statusOf(i),
  };
};

/** The id of the user already registered with the e-mail (or, for an SMS invitation, the phone), if any. */
export const findUserIdByContact = (db: Db, contact: { email: string } | { phone: string }) =>
  firstId(db, users, 'email' in contact ? eq(users.email, contact.email) : eq(users.phone, contact.phone));
