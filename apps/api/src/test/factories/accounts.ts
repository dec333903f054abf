import type { Role } from '@panel/shared/accounts/roles';
import { foldTurkish } from '@panel/shared/common/text';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { DEMO, DEMO_PASSWORD } from '../../db/seed/demo-seed';
import { accounts } from '../../modules/accounts/account.table';
import { hashPassword } from '../../modules/users/password';
import { users } from '../../modules/users/user.table';
import { bearer, decodeClaims, signInAs } from '../auth-helpers';
import { queryRows } from '../sql';
import type { TestApp } from '../test-app';

type Links = { personnelId?: string; parentId?: string; studentId?: string };

/**
 * A user with one account, written straight to the database (the account screens have rules
 * of their own): signs in with the demo password. For scope tests: a branch's manager, a
 * teacher linked to his staff record, a parent or a student.
 */
export const insertAccount = async (
  db: Db,
  email: string,
  account: { businessId: string; branchId: string | null; role: Role } & Links,
): Promise<void> => {
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: 'Test',
      lastName: account.role,
      searchKey: foldTurkish(`test ${account.role} ${email}`),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      userType: account.role === 'Parent' || account.role === 'Student' ? account.role : 'Personnel',
    })
    .returning({ id: users.id });
  await db.insert(accounts).values({ userId: user!.id, ...account });
};

/**
 * Signs in a new GeneralManager of the demo founder's business working in its other branch
 * (Beşiktaş; the founder works in Kadıköy), whose lesson times are still free for a school of
 * the test's own.
 */
export const signInOtherBranchManager = async (t: TestApp, email: string) => {
  const founder = (await signInAs(t.app, DEMO.founder)).token;
  const { biz: businessId, br: founderBranchId } = decodeClaims(founder) as { biz: string; br: string };
  const [other] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from branches where business_id = ${businessId} and id <> ${founderBranchId}`,
  );
  const otherBranchId = other!.id;
  await insertAccount(t.handle.db, email, { businessId, branchId: otherBranchId, role: 'GeneralManager' });
  return { businessId, founderBranchId, otherBranchId, token: (await signInAs(t.app, email)).token };
};

/** An invitation sent by the account of `token` through the invitations screen, answered as the route answers. */
export const postInvitation = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/general/invitation', headers: bearer(token), payload });
