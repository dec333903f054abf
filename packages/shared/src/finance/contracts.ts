import { z } from 'zod';
import { ZIdMessageAnswerSchema, zDay, zPage, zTimestamp } from '../common/answers';
import { zMoney } from '../education/contracts';
import { VAT_RATES } from '../education/enums';
import { zDate, zEmail, zIban, zNumber, zOptional, zPhone, zSelect, zText } from '../validation/zod';
import { ACCOUNT_CARD_KINDS, CASH_BOOK_KINDS, TRANSFER_KINDS } from './enums';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const IBAN_REQUIRED_MESSAGE = 'Banka hesabı için IBAN zorunludur!';

const cashBookFields = {
  branchId: zId('Şube'),
  name: zText('Kasa Adı', 50),
  kind: zSelect('Kasa Türü', CASH_BOOK_KINDS),
  bankName: zOptional(zText('Banka Adı', 50)),
  iban: zOptional(zIban()),
  isActive: z.boolean().default(true),
};
const bankNeedsIban = (v: { kind: string; iban: string | null }) => v.kind !== 'Bank' || !!v.iban;

export const ZCashBookInputSchema = z
  .object(cashBookFields)
  .refine(bankNeedsIban, { message: IBAN_REQUIRED_MESSAGE, path: ['iban'] });
export type TCashBookInput = z.infer<typeof ZCashBookInputSchema>;

/**
 * A new cash book may start with money in it: the opening balance is posted (CashBook
 * against OpeningBalance) on its opening day, never typed into a balance field.
 */
export const ZCashBookCreateSchema = z
  .object({
    ...cashBookFields,
    openingBalance: zOptional(zMoney('Açılış Bakiyesi')),
    openingDate: zOptional(zDate('Açılış Tarihi')),
  })
  .refine(bankNeedsIban, { message: IBAN_REQUIRED_MESSAGE, path: ['iban'] });
export type TCashBookCreate = z.infer<typeof ZCashBookCreateSchema>;

/** A name and an active switch: account card, expense and revenue types. */
const zNamedDefinition = (label: string) =>
  z.object({ name: zText(label, 50), isActive: z.boolean().default(true) });

export const ZAccountCardTypeInputSchema = zNamedDefinition('Cari Kart Türü Adı');
export type TAccountCardTypeInput = z.infer<typeof ZAccountCardTypeInputSchema>;
export const ZExpenseTypeInputSchema = zNamedDefinition('Gider Türü Adı');
export type TExpenseTypeInput = z.infer<typeof ZExpenseTypeInputSchema>;
export const ZRevenueTypeInputSchema = zNamedDefinition('Gelir Türü Adı');
export type TRevenueTypeInput = z.infer<typeof ZRevenueTypeInputSchema>;

export const TAX_NUMBER_DIGITS_MESSAGE = 'Vergi Numarası 10 ya da 11 haneli olmalıdır!';

export const ZAccountCardInputSchema = z.object({
  accountCardTypeId: zOptional(zId('Cari Kart Türü')),
  kind: zSelect('Cari Türü', ACCOUNT_CARD_KINDS),
  name: zText('Cari Adı', 100),
  taxOffice: zOptional(zText('Vergi Dairesi', 50)),
  taxNumber: zOptional(
    zText('Vergi Numarası', 11).pipe(z.string().regex(/^\d{10,11}$/, TAX_NUMBER_DIGITS_MESSAGE)),
  ),
  phone: zOptional(zPhone()),
  email: zOptional(zEmail()),
  iban: zOptional(zIban()),
  address: zOptional(zText('Adres', 200)),
  isActive: z.boolean().default(true),
});
export type TAccountCardInput = z.infer<typeof ZAccountCardInputSchema>;

export const ENTRY_AMOUNT_MESSAGE = 'Tutar sıfırdan büyük olmalıdır!';
export const ENTRY_COUNTERPART_MESSAGE = 'Lütfen Kasa veya Cari Kart Seçiniz!';

const zVatRate = () =>
  zNumber('KDV Oranı').pipe(
    z.union(
      VAT_RATES.map((r) => z.literal(r)),
      'Lütfen KDV Oranı Seçiniz!',
    ),
  );

const zPositiveMoney = (label: string) => zMoney(label).refine((v) => v > 0, ENTRY_AMOUNT_MESSAGE);

/**
 * An expense or a revenue: paid from (received into) a cash book, or left on an account
 * card; exactly one of the two. `typeLabel` names the type select ('Gider Türü' ...).
 */
const zFinanceEntry = (typeLabel: string) =>
  z
    .object({
      branchId: zId('Şube'),
      typeId: zId(typeLabel),
      occurredOn: zDate('Tarih'),
      amount: zPositiveMoney('Tutar'),
      vatRate: zVatRate().default(0),
      cashBookId: zOptional(zId('Kasa')),
      accountCardId: zOptional(zId('Cari Kart')),
      description: zOptional(zText('Açıklama', 500)),
      documentNo: zOptional(zText('Belge No', 50)),
    })
    .refine((v) => !v.cashBookId !== !v.accountCardId, {
      message: ENTRY_COUNTERPART_MESSAGE,
      path: ['cashBookId'],
    });

export const ZExpenseInputSchema = zFinanceEntry('Gider Türü');
export type TExpenseInput = z.infer<typeof ZExpenseInputSchema>;
export const ZRevenueInputSchema = zFinanceEntry('Gelir Türü');
export type TRevenueInput = z.infer<typeof ZRevenueInputSchema>;
export type TFinanceEntryInput = TExpenseInput;

/** What may change after posting: nothing that moved money (DOMAIN "Finance"). */
const zFinanceEntryUpdate = (typeLabel: string) =>
  z.object({
    id: z.uuid(),
    typeId: zId(typeLabel),
    description: zOptional(zText('Açıklama', 500)),
    documentNo: zOptional(zText('Belge No', 50)),
  });
export const ZExpenseUpdateSchema = zFinanceEntryUpdate('Gider Türü');
export const ZRevenueUpdateSchema = zFinanceEntryUpdate('Gelir Türü');
export type TFinanceEntryUpdate = z.infer<typeof ZExpenseUpdateSchema>;

export const ZFinanceCancelSchema = z.object({ reason: zText('İptal Nedeni', 200) });
export type TFinanceCancel = z.infer<typeof ZFinanceCancelSchema>;

export const TRANSFER_SAME_BOOK_MESSAGE = 'Çıkış ve giriş kasası aynı olamaz!';
export const TRANSFER_CONFIRM_MESSAGE = 'Kasa bakiyesi yetersiz. Yine de aktarılsın mı?';

/**
 * A transfer [virman] from one cash book to another. When the amount is more than the
 * source's balance the server asks first; the form resends with `confirmed`.
 */
export const ZTransferInputSchema = z
  .object({
    fromCashBookId: zId('Çıkış Kasası'),
    toCashBookId: zId('Giriş Kasası'),
    amount: zPositiveMoney('Tutar'),
    occurredOn: zDate('Tarih'),
    description: zOptional(zText('Açıklama', 500)),
    confirmed: z.boolean().default(false),
  })
  .refine((v) => v.fromCashBookId !== v.toCashBookId, {
    message: TRANSFER_SAME_BOOK_MESSAGE,
    path: ['toCashBookId'],
  });
export type TTransferInput = z.infer<typeof ZTransferInputSchema>;

/** The 400 answer's title when a transfer needs the user's confirmation. */
export const TRANSFER_CONFIRM_TITLE = 'Onay Gerekli';

/**
 * The server sorts (`_sort`) of the finance lists: the API whitelists these and the web's
 * sortable columns use them as their keys. Names sort in Turkish alphabetical order.
 */
export const FINANCE_DEFINITION_SORTS = ['name'] as const;
export const ACCOUNT_CARD_SORTS = ['name'] as const;
export const CASH_BOOK_SORTS = ['name'] as const;
export const FINANCE_ENTRY_SORTS = ['occurredOn', 'amount'] as const;
export const TRANSFER_SORTS = ['occurredOn', 'amount'] as const;

/* The answers (what the finance routes send back). Money is kuruş; days are YYYY-MM-DD. */

/** An account card, expense or revenue type as its list and form read it. */
export const ZFinanceDefinitionSchema = z.object({ id: z.uuid(), name: z.string(), isActive: z.boolean() });
export type TFinanceDefinition = z.infer<typeof ZFinanceDefinitionSchema>;

/** One item of a definition's select list (`x/list`): the active ones. */
export const ZNamedOptionSchema = z.object({ id: z.uuid(), name: z.string() });
export type TNamedOption = z.infer<typeof ZNamedOptionSchema>;

/** A cash book as its list and form read it: its branch's name and its balance. */
export const ZCashBookSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  branchName: z.string(),
  name: z.string(),
  kind: z.enum(CASH_BOOK_KINDS),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  isActive: z.boolean(),
  /** The sum of its postings. */
  balance: z.number(),
});
export type TCashBook = z.infer<typeof ZCashBookSchema>;

/** GET /finance/cash-book/list: an active cash book with its balance, for selects. */
export const ZCashBookOptionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  branchId: z.uuid(),
  kind: z.enum(CASH_BOOK_KINDS),
  balance: z.number(),
});
export type TCashBookOption = z.infer<typeof ZCashBookOptionSchema>;

/** An account card as its list and form read it: its type's name and its balance. */
export const ZAccountCardSchema = z.object({
  id: z.uuid(),
  accountCardTypeId: z.uuid().nullable(),
  accountCardTypeName: z.string().nullable(),
  kind: z.enum(ACCOUNT_CARD_KINDS),
  name: z.string(),
  taxOffice: z.string().nullable(),
  taxNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  iban: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  /** Negative when the institution owes the party. */
  balance: z.number(),
});
export type TAccountCard = z.infer<typeof ZAccountCardSchema>;

/** GET /finance/account-card/list: an active card, for selects. */
export const ZAccountCardOptionSchema = ZNamedOptionSchema.extend({ kind: z.enum(ACCOUNT_CARD_KINDS) });
export type TAccountCardOption = z.infer<typeof ZAccountCardOptionSchema>;

/** An expense or a revenue with the names its ids point at (its list, its screen). */
export const ZFinanceEntrySchema = z.object({
  id: z.uuid(),
  entryNo: z.number().int(),
  branchId: z.uuid(),
  branchName: z.string(),
  typeId: z.uuid(),
  typeName: z.string(),
  occurredOn: zDay(),
  amount: z.number(),
  vatRate: z.number(),
  vatAmount: z.number(),
  cashBookId: z.uuid().nullable(),
  cashBookName: z.string().nullable(),
  accountCardId: z.uuid().nullable(),
  accountCardName: z.string().nullable(),
  description: z.string().nullable(),
  documentNo: z.string().nullable(),
  cancelled: z.boolean(),
  cancelledAt: zTimestamp().nullable(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TFinanceEntry = z.infer<typeof ZFinanceEntrySchema>;

/** GET /finance/expense and /finance/revenue: a page and the totals of the live entries of the set. */
export const ZFinanceEntryPageSchema = zPage(ZFinanceEntrySchema).extend({
  totals: z.object({ amount: z.number(), vatAmount: z.number() }),
});

/** A new expense or revenue: its number is in the notice. */
export const ZFinanceEntryCreatedSchema = ZIdMessageAnswerSchema.extend({ entryNo: z.number().int() });

/** A virman (account or branch) as its list and detail show it. */
export const ZTransferSchema = z.object({
  id: z.uuid(),
  transferNo: z.number().int(),
  kind: z.enum(TRANSFER_KINDS),
  fromCashBookId: z.uuid(),
  fromCashBookName: z.string(),
  fromBranchId: z.uuid(),
  fromBranchName: z.string(),
  toCashBookId: z.uuid(),
  toCashBookName: z.string(),
  toBranchId: z.uuid(),
  toBranchName: z.string(),
  amount: z.number(),
  occurredOn: zDay(),
  description: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TTransfer = z.infer<typeof ZTransferSchema>;

/** GET /finance/branch-virman/targets: an active cash book of another branch. */
export const ZTransferTargetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: z.enum(CASH_BOOK_KINDS),
  branchId: z.uuid(),
  branchName: z.string(),
});
export type TTransferTarget = z.infer<typeof ZTransferTargetSchema>;

/** A new virman or POS cash-out: its number is in the notice. */
export const ZTransferCreatedSchema = ZIdMessageAnswerSchema.extend({ transferNo: z.number().int() });
