import { z } from 'zod';
import { zPassword } from '../validation/zod';

/** The signed-in user as every auth call answers it (SPEC 3: User). */
export const ZAuthUserSchema = z.object({
  jwtToken: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  loggedInUser: z.string(),
});
export type TAuthUser = z.infer<typeof ZAuthUserSchema>;

/** A call that signs the user in again (a password changed, an invitation accepted) and says so. */
export const ZAuthUserNoticeSchema = ZAuthUserSchema.extend({ message: z.string() });
export type TAuthUserNotice = z.infer<typeof ZAuthUserNoticeSchema>;

/** POST /auth/logout: every session of the user ended (or none was found): always `ok`. */
export const ZSignOutAnswerSchema = z.object({ ok: z.literal(true) });

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

/** New passwords follow the strength meter's rule (SPEC 5), with its one message. */
export const ZPasswordSchema = zPassword();
