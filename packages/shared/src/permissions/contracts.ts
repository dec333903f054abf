import { z } from 'zod';
import { ROLES } from '../accounts/roles';
import { zSelect } from '../validation/zod';

export const GRANT_KINDS = ['menu', 'widget', 'action'] as const;
export type GrantKind = (typeof GRANT_KINDS)[number];

/** SPEC 6: user action transfer kinds. */
export const TRANSFER_KINDS = ['menu', 'action'] as const;
export const transferKindLabels: Record<(typeof TRANSFER_KINDS)[number], string> = {
  menu: 'Menü Aktarımı',
  action: 'İşlem Aktarımı',
};

export const ZGrantScopeSchema = z.object({
  kind: z.enum(GRANT_KINDS),
  role: zSelect('Rol', ROLES),
  /** Empty: every branch of the business. */
  branchId: z.uuid().nullish(),
});

export const ZGrantSaveSchema = ZGrantScopeSchema.extend({ keys: z.array(z.string().max(100)).max(500) });

export const ZTransferSchema = z.object({
  kind: zSelect('Aktarım Türü', TRANSFER_KINDS),
  fromAccountId: z.uuid({ message: 'Lütfen Kaynak Kullanıcı Seçiniz!' }),
  toAccountId: z.uuid({ message: 'Lütfen Hedef Kullanıcı Seçiniz!' }),
});

export const GRANT_SOURCES = ['default', 'business', 'branch'] as const;

/** GET /permission/grants: what a role holds at a branch (or business-wide), where from, and its defaults. */
export const ZGrantViewSchema = z.object({
  keys: z.array(z.string()),
  source: z.enum(GRANT_SOURCES),
  defaults: z.array(z.string()),
});
export type TGrantView = z.infer<typeof ZGrantViewSchema>;
