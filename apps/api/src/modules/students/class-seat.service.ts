import type { Db } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { TenantScope } from '../../platform/tenancy';
import { assertClassOfBranch, lockClasses, seatedIn } from './class-seat.queries';

/**
 * Locks the classes (their rows, in id order so two writers never wait on each other in a
 * circle) and checks each has room for the students joining it. Call inside the write's
 * transaction: a second registration into the same class waits here until the first
 * commits, then counts its student. The count is its own statement, after the lock: a
 * statement that waited for a lock still sees the snapshot it started with.
 */
export const lockClassesWithRoom = async (tx: Db, joining: Map<string, number>) => {
  const ids = [...joining.keys()].sort();
  if (ids.length === 0) return [];
  const locked = await lockClasses(tx, ids);
  const seated = new Map((await seatedIn(tx, ids)).map((r) => [r.id, r.n]));
  for (const klass of locked) {
    const free = klass.capacity - (seated.get(klass.id) ?? 0);
    if ((joining.get(klass.id) ?? 0) > free)
      throw badRequest(
        free > 0
          ? `${klass.name} sınıfının kontenjanı (${klass.capacity}) yetmiyor: en fazla ${free} öğrenci daha eklenebilir.`
          : `${klass.name} sınıfının kontenjanı (${klass.capacity}) dolu.`,
      );
  }
  return locked;
};

/**
 * The class a student is put in must be of the student's branch and have room; run inside
 * the write's transaction (lockClassesWithRoom).
 */
export const assertClassHasRoom = async (
  tx: Db,
  scope: TenantScope,
  schoolClassId: string,
  branchId: string,
  joining: number,
) => {
  await assertClassOfBranch(tx, scope, schoolClassId, branchId);
  const [klass] = await lockClassesWithRoom(tx, new Map([[schoolClassId, joining]]));
  return klass!;
};
