import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from './app-setting.table';

/**
 * Reads an installation-wide secret, generating it on first use. Insert-then-read is safe
 * when several API processes start together: the first insert wins, the others read it.
 */
export const getOrCreateSecret = async (db: Db, key: string): Promise<string> => {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} could not be created`);
  return row.value;
};

/**
 * How a token handed out once (a refresh token, an invitation or a password-reset code) is
 * stored: its SHA-256, so that the table alone never lets anyone sign in.
 */
export const hashToken = (raw: string): string => createHash('sha256').update(raw).digest('base64url');
