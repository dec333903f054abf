import type { TUserUpdate } from '@panel/shared/accounts/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { announce } from '../../platform/area-events';
import { updateAudited } from '../../platform/crud';
import { badRequest } from '../../platform/errors';
import { updateUserName } from '../users/user.service';
import { getUserOrThrow } from './admin-user.queries';

/** The provider renames a user or makes one passive (never an admin). */
export const updateUser = async (db: Db, request: FastifyRequest, update: TUserUpdate) => {
  const { id, ...input } = update;
  const before = await getUserOrThrow(db, id);
  if (before.isAdmin && !input.isActive) throw badRequest('Yönetici kullanıcı pasife alınamaz.');
  await updateAudited(db, request, { entity: 'user', id, before, after: input }, async (tx) => {
    await updateUserName(tx, id, input);
    // A passive user is signed out everywhere at once.
    if (!input.isActive) await announce(tx, 'userAccessWithdrawn', { userId: id });
  });
};
