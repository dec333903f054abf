import { foldTurkish } from '@panel/shared/common/text';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { users } from './user.table';

/*
 * A user is a person who signs in: an e-mail, a name and a password. Below every area that
 * names one: accounts (what a user is in a business) and auth (the sessions) stand on it.
 * Accounts, invitations and the profile screen create, rename and point a user through these,
 * inside their own transaction, so that the search key follows the name and e-mail wherever a
 * user is written.
 */

// Not the Turkish locale: it would turn the I of ADMIN@ into a dotless ı.
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Db, email: string) => {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return user ?? null;
};

/** A user by id, whatever the account: the profile, a switch, a sign-in as. */
export const getUser = async (db: Db, id: string) => {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
};

type Named = { firstName: string; lastName: string; email: string };

const searchKeyOf = (u: Named) => foldTurkish(`${u.firstName} ${u.lastName} ${u.email}`);

/** A new sign-in user; the e-mail is stored lower-cased (sign-in matches it so). */
export const createUser = async (
  tx: Db,
  input: Named & { passwordHash: string; userType?: string },
): Promise<typeof users.$inferSelect> => {
  const email = input.email.toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({ ...input, email, searchKey: searchKeyOf({ ...input, email }) })
    .returning();
  return user!;
};

/** A user's name, and whether the user may sign in, changed; the search key follows. */
export const updateUserName = async (
  tx: Db,
  id: string,
  changes: { firstName: string; lastName: string; isActive?: boolean },
) => {
  const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, id));
  if (!current) return;
  await tx
    .update(users)
    .set({ ...changes, searchKey: searchKeyOf({ ...changes, email: current.email }), updatedAt: sql`now()` })
    .where(eq(users.id, id));
};

/** The profile screen: the user renames himself, audited with the screen the change came from. */
export const renameOwnUser = (
  db: Db,
  request: FastifyRequest,
  userId: string,
  names: { firstName: string; lastName: string },
) =>
  db.transaction(async (tx) => {
    const [before] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    await updateUserName(tx, userId, names);
    await writeAudit(tx, request, {
      action: 'update',
      entity: 'user',
      entityId: userId,
      before,
      after: names,
    });
  });

/** A new password, already hashed (users/password.ts); the caller ends the old sessions. */
export const setPasswordHash = (tx: Db, id: string, passwordHash: string) =>
  tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));

/** The account a user's next sign-in starts in; joining as a parent or student also sets the user's type. */
export const rememberAccount = (tx: Db, userId: string, accountId: string, userType?: string) =>
  tx
    .update(users)
    .set({ lastAccountId: accountId, ...(userType ? { userType } : {}) })
    .where(eq(users.id, userId));
