import { isAdminClaim } from '@panel/shared/auth/claims';

export type ClientClaims = {
  sub?: string;
  acc?: string | null;
  is_admin?: string;
  imp?: string;
  exp?: number;
};

/** Reads the token's payload without verifying it: for display and routing only, never trust. */
export const readClaims = (token: string | null): ClientClaims | null => {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as ClientClaims;
  } catch {
    return null;
  }
};

/** SPEC 3: admin unless the claim is the text False; with no token, not admin. */
export const isAdminToken = (token: string | null): boolean => isAdminClaim(readClaims(token));
