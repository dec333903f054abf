import type { TMajorInput } from '@panel/shared/administration/contracts';
import { foldTurkish } from '@panel/shared/common/text';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { deleteAudited, insertAudited, updateAudited } from '../../../platform/crud';
import { badRequest } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { getMajorRowOrThrow } from './major.queries';
import { majors } from './major.table';

/** Two majors may not share a name, whatever its case or Turkish letters. */
const assertUniqueName = async (db: Db, name: string, exceptId?: string) => {
  const id = await firstId(db, majors, eq(majors.searchKey, foldTurkish(name)));
  if (id && id !== exceptId) throw badRequest(`"${name}" adında bir branş zaten var.`);
};

export const createMajor = async (db: Db, request: FastifyRequest, input: TMajorInput) => {
  await assertUniqueName(db, input.name);
  return insertAudited(db, request, {
    entity: 'major',
    table: majors,
    values: { ...input, searchKey: foldTurkish(input.name) },
    after: input,
  });
};

export const updateMajor = async (db: Db, request: FastifyRequest, id: string, input: TMajorInput) => {
  const before = await getMajorRowOrThrow(db, id);
  await assertUniqueName(db, input.name, id);
  await updateAudited(db, request, { entity: 'major', id, before, after: input }, (tx) =>
    tx
      .update(majors)
      .set({ ...input, searchKey: foldTurkish(input.name) })
      .where(eq(majors.id, id)),
  );
};

export const deleteMajor = async (db: Db, request: FastifyRequest, id: string) => {
  const before = await getMajorRowOrThrow(db, id);
  await deleteAudited(db, request, { entity: 'major', table: majors, before });
};
