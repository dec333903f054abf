import { z } from 'zod';

/** The signed-in user as every auth call answers it (SPEC 3: User). */
export const ZAuthUserSchema = z.object({
  jwtToken: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  loggedInUser: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUserSchema>;

export const ZMeSchema = ZAuthUserSchema.omit({ jwtToken: true }).extend({
  isAdmin: z.boolean(),
  impersonatedBy: z.string().nullable(),
});
export type TMe = z.infer<typeof ZMeSchema>;

export const ZAccountEntrySchema = z.object({
  id: z.string(),
  isSelected: z.boolean(),
  role: z.string(),
  roleLabel: z.string(),
  businessId: z.string(),
  businessName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
});
export type TAccountEntry = z.infer<typeof ZAccountEntrySchema>;

/** Claims of the access token. `is_admin` is text on purpose: the spec reads it as 'True'/'False'. */
export type TTokenClaims = {
  sub: string;
  acc: string | null;
  is_admin: 'True' | 'False';
  imp?: string;
};

/** SPEC 3: admin unless the claim is exactly the text False; no token, not admin. */
export const isAdminClaim = (claims: { is_admin?: unknown } | null | undefined): boolean =>
  claims != null && claims.is_admin !== 'False';

export const PASSWORD_RULE_MESSAGE =
  'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter içermelidir.';

export const ZPasswordSchema = z
  .string()
  .max(200)
  .refine(
    (p) =>
      p.length >= 8 &&
      /[a-zçğıöşü]/.test(p) &&
      /[A-ZÇĞİÖŞÜ]/.test(p) &&
      /\d/.test(p) &&
      /[^\p{L}\d]/u.test(p),
    {
      message: PASSWORD_RULE_MESSAGE,
    },
  );
