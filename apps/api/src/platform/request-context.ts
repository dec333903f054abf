import type { Role } from '@panel/shared/accounts/roles';

/** Who is asking: decoded once from the access token, read by every guard and query. */
export type AuthContext = {
  userId: string;
  accountId: string | null;
  businessId: string | null;
  branchId: string | null;
  role: Role | null;
  isAdmin: boolean;
  impersonatorUserId: string | null;
};

/** The access token's payload. `is_admin` is text because the spec's clients read it so. */
export type AccessClaims = {
  sub: string;
  /** The sign-in this token belongs to (modules/auth/auth-session.table): checked on every request. */
  sid: string;
  acc: string | null;
  biz: string | null;
  br: string | null;
  role: Role | null;
  is_admin: 'True' | 'False';
  imp?: string;
  /** Set on the mobile API's token (modules/mobile): the panel's API refuses it. */
  mob?: true;
};

export const contextFromClaims = (claims: AccessClaims): AuthContext => ({
  userId: claims.sub,
  accountId: claims.acc,
  businessId: claims.biz,
  branchId: claims.br,
  role: claims.role,
  isAdmin: claims.is_admin === 'True',
  impersonatorUserId: claims.imp ?? null,
});
