/**
 * SPEC 3: a user counts as admin unless the token's is_admin claim is exactly the text
 * False; with no token, not admin. Kept apart from the zod contracts so the web app's
 * first chunk does not carry zod.
 */
export const isAdminClaim = (claims: { is_admin?: unknown } | null | undefined): boolean =>
  claims != null && claims.is_admin !== 'False';
