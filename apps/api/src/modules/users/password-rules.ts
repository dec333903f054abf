import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { foldPassword, newPasswordProblems, type PasswordOwner } from '@panel/shared/auth/passwords';
import { badRequest } from '../../platform/errors';

let common: ReadonlySet<string> | null = null;

/** The shipped list (packages/shared/src/auth/common-passwords.txt), read once on first use. */
export const commonPasswords = (): ReadonlySet<string> => {
  if (!common) {
    // Beside the shared rules: resolved through them, as the package exports only modules.
    const rules = createRequire(import.meta.url).resolve('@panel/shared/auth/passwords');
    const file = path.join(path.dirname(rules), 'common-passwords.txt');
    const lines = readFileSync(file, 'utf8').split('\n');
    common = new Set(lines.filter(Boolean).map(foldPassword));
  }
  return common;
};

/** Refuses a new password that is common, personal or the current one, with a Turkish 400. */
export const assertAcceptablePassword = (
  password: string,
  params: { owner: PasswordOwner; currentPassword?: string },
): void => {
  const problems = newPasswordProblems(password, { ...params, common: commonPasswords() });
  if (problems.length > 0) throw badRequest(problems[0]!, { errors: problems });
};
