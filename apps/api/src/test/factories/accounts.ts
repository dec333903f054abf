import type { Role } from '@panel/shared/accounts/roles';
import { foldTurkish } from '@panel/shared/common/text';
import type { Db } from '../../db/client';
import { DEMO_PASSWORD } from '../../db/seed/demo-seed';
import { accounts } from '../../modules/accounts/account.table';
import { hashPassword } from '../../modules/users/password';
import { users } from '../../modules/users/user.table';

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
