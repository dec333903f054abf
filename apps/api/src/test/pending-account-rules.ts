/**
 * The account and permission routes take their rules (role rank, accounts only inside one's
 * own scope, invitations, action transfers) from the accounts branch, which closes them: the
 * scope matrix leaves these path prefixes out until then. The coordinator removes this list
 * at merge.
 */
export const PENDING_ACCOUNT_RULES: readonly string[] = [
  '/api/general/user',
  '/api/general/invitation',
  '/api/permission/',
];
