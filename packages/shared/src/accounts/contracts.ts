import { z } from 'zod';
import { zPage } from '../common/answers';
import { zEmail, zMobilePhone, zOptional, zPassword, zSelect, zText } from '../validation/zod';
import { ROLES } from './roles';

/** The account lists' server sorts (/admin/account, /general/user). */
export const ACCOUNT_SORTS = ['name', 'email', 'business'] as const;
/** The provider's user list's server sorts (/admin/user). */
export const USER_SORTS = ['name', 'email'] as const;

/**
 * An account for a person: found by e-mail, or created with a name and a first password
 * when the e-mail is new.
 */
export const ZAccountCreateSchema = z.object({
  email: zEmail(),
  firstName: zOptional(zText('Ad', 50)),
  lastName: zOptional(zText('Soyad', 50)),
  password: zOptional(zPassword()),
  branchId: zOptional(z.uuid({ message: 'Lütfen Şube Seçiniz!' })),
  role: zSelect('Rol', ROLES),
});
export type TAccountCreate = z.infer<typeof ZAccountCreateSchema>;

export const ZAccountUpdateSchema = z.object({
  id: z.uuid(),
  branchId: zOptional(z.uuid({ message: 'Lütfen Şube Seçiniz!' })),
  role: zSelect('Rol', ROLES),
  isActive: z.boolean(),
});
export type TAccountUpdate = z.infer<typeof ZAccountUpdateSchema>;

/**
 * The answer to a business adding a person by e-mail, the same whether or not the e-mail is
 * registered: the account opens when she accepts the invitation (or registers through it).
 */
export const ACCOUNT_INVITED =
  'Davet gönderildi. Kişi daveti kabul ettiğinde (kayıtlı değilse kaydolduğunda) hesabı açılır.';

export const NEW_USER_NEEDS_NAME =
  'Bu e-posta ile kayıtlı kullanıcı yok: yeni kullanıcı için ad, soyad ve şifre giriniz.';

export const ZUserUpdateSchema = z.object({
  id: z.uuid(),
  firstName: zText('Ad', 50),
  lastName: zText('Soyad', 50),
  isActive: z.boolean(),
});
export type TUserUpdate = z.infer<typeof ZUserUpdateSchema>;

export const INVITATION_CONTACT_MESSAGE = 'Lütfen davet için e-posta adresi ya da telefon giriniz!';

export const ZInvitationCreateSchema = z
  .object({
    email: zOptional(zEmail()),
    phone: zOptional(zMobilePhone()),
    branchId: zOptional(z.uuid({ message: 'Lütfen Şube Seçiniz!' })),
    role: zSelect('Rol', ROLES),
  })
  .refine((v) => v.email || v.phone, { message: INVITATION_CONTACT_MESSAGE, path: ['email'] });
export type TInvitationCreate = z.infer<typeof ZInvitationCreateSchema>;

export const ZInvitationRegisterSchema = z.object({
  firstName: zText('Ad', 50),
  lastName: zText('Soyad', 50),
  email: zEmail(),
  password: zPassword(),
});

export const INVITATION_STATUSES = ['Pending', 'Accepted', 'Cancelled', 'Expired'] as const;

/** The invitation code in a path (/invitation/{code}, .../accept, .../register). */
export const ZInvitationCodeParamsSchema = z.object({ code: z.string().min(10).max(200) });

/** What the invitation page shows before it is accepted (GET /invitation/{code}). */
export const ZInvitationViewSchema = z.object({
  businessName: z.string(),
  branchName: z.string().nullable(),
  roleLabel: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
});
export type TInvitationView = z.infer<typeof ZInvitationViewSchema>;

/** An invitation in the business's list (GET /general/invitation). */
export const ZInvitationRowSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  branchName: z.string().nullable(),
  roleLabel: z.string(),
  /** Accepted. */
  state: z.boolean(),
  status: z.enum(INVITATION_STATUSES),
  /** ISO texts (the service sends the columns as text). */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitationRow = z.infer<typeof ZInvitationRowSchema>;
export const ZInvitationPageSchema = zPage(ZInvitationRowSchema);

export const INVITATION_INVALID = 'Davet bulunamadı, süresi dolmuş ya da daha önce kullanılmış.';

// The answers of the account screens (their routes' `schema.response`).

/**
 * One account as the account lists and edit screens read it (/admin/account,
 * /general/user, /permission/account and their detail).
 */
export const ZAccountSchema = z.object({
  id: z.string(),
  userId: z.string(),
  // Stored as text; the role list is checked when an account is written.
  role: z.string(),
  roleLabel: z.string(),
  isActive: z.boolean(),
  businessId: z.string(),
  businessName: z.string(),
  branchId: z.string().nullable(),
  branchName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type TAccount = z.infer<typeof ZAccountSchema>;
export const ZAccountPageSchema = zPage(ZAccountSchema);

/** The provider's overview (GET /admin/account-summary): counts across every business. */
export const ZAccountSummarySchema = z.object({
  businessCount: z.number().int(),
  branchCount: z.number().int(),
  activeAccountCount: z.number().int(),
  userCount: z.number().int(),
  studentCount: z.number().int(),
  branchesOverQuota: z.number().int(),
  licensesEndingIn30Days: z.number().int(),
});
export type TAccountSummary = z.infer<typeof ZAccountSummarySchema>;

/** A person in the provider's user list and form (/admin/user). */
export const ZUserRowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  /** Active accounts. */
  accountCount: z.number().int(),
});
export type TUserRow = z.infer<typeof ZUserRowSchema>;
export const ZUserPageSchema = zPage(ZUserRowSchema);
