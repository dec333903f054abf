import { z } from 'zod';
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

/** What the invitation page shows before it is accepted. */
export type TInvitationView = {
  businessName: string;
  branchName: string | null;
  roleLabel: string;
  email: string | null;
  phone: string | null;
  status: 'Pending' | 'Accepted' | 'Cancelled' | 'Expired';
};

export const INVITATION_INVALID = 'Davet bulunamadı, süresi dolmuş ya da daha önce kullanılmış.';
