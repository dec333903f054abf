import { randomBytes } from 'node:crypto';
import { INVITATION_INVALID, type TInvitationCreate } from '@panel/shared/accounts/contracts';
import { roleLabels } from '@panel/shared/accounts/roles';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { sendSms } from '../../../integrations/sms/sms';
import { requireAuth } from '../../../platform/auth';
import { auditedWrite } from '../../../platform/crud';
import { badRequest, forbidden, notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { hashToken } from '../../../platform/secrets';
import { type TenantScope, tenantOf } from '../../../platform/tenancy';
import { isBranchOfBusiness } from '../../administration/branches/branch.service';
import { getBusinessOrThrow } from '../../administration/businesses/business.service';
import { hashPassword } from '../../users/password';
import { assertAcceptablePassword } from '../../users/password-rules';
import { createUser, rememberAccount } from '../../users/user.service';
import { findAccountInPlace } from '../account.queries';
import { accounts } from '../account.table';
import { ACCOUNT_REFUSALS, actorOf, assertMayGive, inAccountScope } from '../account-rules';
import { findUserIdByContact } from './invitation.queries';
import { invitations } from './invitation.table';

const VALID_DAYS = 7;

/** Sends the link by e-mail or SMS; `has_register` tells the page whether the person already has a user. */
export const createInvitation = async (
  app: FastifyInstance,
  request: FastifyRequest,
  scope: TenantScope & { accountId: string | null },
  input: TInvitationCreate,
  links: { studentId?: string; parentId?: string } = {},
) => {
  const { db } = app;
  assertMayGive(actorOf(request, scope), { role: input.role, branchId: input.branchId ?? null });
  if (input.branchId && !(await isBranchOfBusiness(db, scope.businessId, input.branchId)))
    throw badRequest('Seçilen şube bu kuruma ait değil.');
  const business = await getBusinessOrThrow(db, scope.businessId);
  const email = input.email?.toLowerCase() ?? null;
  const existing = await findUserIdByContact(db, email ? { email } : { phone: input.phone! });
  const code = randomBytes(24).toString('base64url');
  const link = `${app.config.publicUrl}/invitation/${code}/${existing ? 'true' : 'false'}`;
  const text = `${business.name} sizi ${roleLabels[input.role]} olarak davet ediyor. Daveti ${VALID_DAYS} gün içinde kabul etmek için: ${link}`;
  const created = await auditedWrite(db, request, { action: 'create', entity: 'invitation' }, async (tx) => {
    const [row] = await tx
      .insert(invitations)
      .values({
        businessId: scope.businessId,
        branchId: input.branchId,
        role: input.role,
        email,
        phone: input.phone,
        codeHash: hashToken(code),
        invitedByAccountId: scope.accountId,
        ...links,
        expiresAt: new Date(Date.now() + VALID_DAYS * 86_400_000),
      })
      .returning({ id: invitations.id });
    if (!email) {
      await sendSms(tx, app.sms, {
        to: input.phone!,
        text,
        purpose: 'invitation',
        businessId: scope.businessId,
        senderUserId: null,
        senderAccountId: scope.accountId,
      });
    }
    return {
      id: row!.id,
      after: { email, phone: input.phone, role: input.role, branchId: input.branchId },
      result: { id: row!.id },
    };
  });
  // After the commit: a slow mail server holds no transaction (and no PGlite session), and
  // the sender records its outcome in the outbox rather than throwing.
  if (email) await app.mail.send(db, { to: email, subject: `${business!.name} daveti`, body: text });
  return created;
};

/** An invitation from the caller's own account screens, in the caller's scope. */
export const inviteAsCaller = (app: FastifyInstance, request: FastifyRequest, input: TInvitationCreate) => {
  const auth = requireAuth(request);
  return createInvitation(app, request, { ...tenantOf(auth), accountId: auth.accountId }, input);
};

export const cancelInvitation = async (db: Db, request: FastifyRequest, scope: TenantScope, id: string) => {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), inAccountScope(invitations.businessId, invitations.branchId, scope)));
  if (!row) throw notFound();
  if (row.state) throw badRequest('Kabul edilmiş davet iptal edilemez.');
  await auditedWrite(db, request, { action: 'delete', entity: 'invitation', entityId: id }, async (tx) => {
    await tx.update(invitations).set({ cancelledAt: sql`now()` }).where(eq(invitations.id, id));
    return { id, result: null };
  });
};

/**
 * Turns a pending invitation into an account of `userId`, once: the conditional update lets
 * only one of two racing acceptances through.
 */
/** An invitation that can still be used: not accepted, not cancelled, not expired. */
const openInvitation = (code: string) =>
  and(
    eq(invitations.codeHash, hashToken(code)),
    eq(invitations.state, false),
    isNull(invitations.cancelledAt),
    gt(invitations.expiresAt, sql`now()`),
  );

const accept = async (tx: Db, code: string, user: { id: string; email: string; isAdmin: boolean }) => {
  const userId = user.id;
  const userEmail = user.email;
  // The provider's staff are never a business's account, whoever invited them.
  if (user.isAdmin) throw forbidden(ACCOUNT_REFUSALS.providerAdmin);
  const [row] = await tx
    .update(invitations)
    .set({ state: true, acceptedUserId: userId, acceptedAt: sql`now()` })
    .where(openInvitation(code))
    .returning();
  if (!row) throw badRequest(INVITATION_INVALID);
  // An e-mail invitation belongs to that address: a forwarded link does not open it for someone else.
  if (row.email && row.email !== userEmail) {
    throw badRequest(`Bu davet ${row.email} adresine gönderildi. Lütfen o adresle giriş yapın.`);
  }
  const existing = await findAccountInPlace(tx, {
    userId,
    businessId: row.businessId,
    role: row.role,
    branchId: row.branchId,
  });
  if (existing) {
    await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, existing));
    return existing;
  }
  const [account] = await tx
    .insert(accounts)
    .values({
      userId,
      businessId: row.businessId,
      branchId: row.branchId,
      role: row.role,
      studentId: row.studentId,
      parentId: row.parentId,
    })
    .returning({ id: accounts.id });
  return account!.id;
};

export const acceptInvitation = (
  db: Db,
  request: FastifyRequest,
  code: string,
  user: { id: string; email: string; isAdmin: boolean },
) =>
  auditedWrite(db, request, { action: 'create', entity: 'account' }, async (tx) => {
    const accountId = await accept(tx, code, user);
    return { id: accountId, after: { via: 'invitation' }, result: accountId };
  });

export const registerWithInvitation = async (
  db: Db,
  request: FastifyRequest,
  code: string,
  input: { firstName: string; lastName: string; email: string; password: string },
) => {
  const email = input.email.toLowerCase();
  const taken = await findUserIdByContact(db, { email });
  if (taken)
    throw badRequest('Bu e-posta ile kayıtlı bir kullanıcı var. Lütfen giriş yapıp daveti kabul edin.');
  // A dead link is said first: fixing the password would not help.
  const open = await firstId(db, invitations, openInvitation(code));
  if (!open) throw badRequest(INVITATION_INVALID);
  assertAcceptablePassword(input.password, { owner: { ...input, email } });
  const passwordHash = await hashPassword(input.password);
  return auditedWrite(db, request, { action: 'create', entity: 'user' }, async (tx) => {
    const user = await createUser(tx, {
      email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
    });
    const accountId = await accept(tx, code, user);
    const [account] = await tx
      .select({ role: accounts.role })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    // Someone who joins as a parent or a student is that kind of user (SPEC 3 user types).
    const userType = account?.role === 'Parent' || account?.role === 'Student' ? account.role : 'Personnel';
    await rememberAccount(tx, user.id, accountId, userType);
    return { id: user.id, after: { email, via: 'invitation' }, result: { user, accountId } };
  });
};
