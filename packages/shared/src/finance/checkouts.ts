import { z } from 'zod';
import { ZIdMessageAnswerSchema, zDay, zPage, zTimestamp } from '../common/answers';
import { zMoney } from '../education/contracts';
import { zDate, zOptional, zText } from '../validation/zod';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const CHECKOUT_FUTURE_MESSAGE = 'Sayım tarihi bugünden sonra olamaz!';
export const CHECKOUT_REASON_MESSAGE = 'Kasa sayımında fark var: lütfen Fark Nedeni Giriniz!';
export const CHECKOUT_REPEAT_MESSAGE =
  'Bu kasanın bu güne ait geçerli bir sayımı zaten var. Yeniden saymak için önce onu iptal edin.';

/**
 * An end-of-day count [gün sonu kasa sayımı]: the server computes what the cash book should
 * hold on the day; the user types what was counted. A difference needs its reason, which
 * only the server can ask for (it alone knows the expected amount for certain).
 */
export const ZCheckoutInputSchema = z.object({
  cashBookId: zId('Kasa'),
  countedOn: zDate('Sayım'),
  counted: zMoney('Sayılan Tutar'),
  reason: zOptional(zText('Fark Nedeni', 200)),
});
export type TCheckoutInput = z.infer<typeof ZCheckoutInputSchema>;

/** The count form's preview: what the ledger holds for the book on the day, and any live count. */
export const ZCheckoutExpectedQuerySchema = z.object({
  cashBookId: zId('Kasa'),
  countedOn: zDate('Sayım'),
});
export const ZCheckoutExpectedSchema = z.object({
  expected: z.number(),
  /** The live count of that book and day, if there is one. */
  existingId: z.uuid().nullable(),
});
export type TCheckoutExpected = z.infer<typeof ZCheckoutExpectedSchema>;

export const CHECKOUT_STATUSES = ['active', 'cancelled'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export const checkoutStatusLabels: Record<CheckoutStatus, string> = {
  active: 'Geçerli',
  cancelled: 'İptal edilmiş',
};

export const POS_CASH_OUT_SOURCE_MESSAGE = 'POS nakde çevirmede çıkış kasası bir POS hesabı olmalıdır!';
export const POS_CASH_OUT_TARGET_MESSAGE = 'POS nakde çevirmede giriş kasası bir banka hesabı olmalıdır!';
export const POS_CASH_OUT_FEE_MESSAGE = 'Komisyon, çekilen tutardan küçük olmalıdır!';
export const POS_CASH_OUT_EXPENSE_TYPE_MESSAGE = 'Komisyon için lütfen Gider Türü Seçiniz!';

/**
 * A POS cash-out [POS nakde çevirme]: the bank pays out what the POS account collected.
 * `amount` leaves the POS account; a commission kept by the bank is posted as an expense
 * of the chosen type and the rest arrives in the bank account. Like a virman it asks
 * before taking more than the POS account holds.
 */
export const ZPosCashOutInputSchema = z
  .object({
    fromCashBookId: zId('POS Hesabı'),
    toCashBookId: zId('Banka Hesabı'),
    amount: zMoney('Tutar').refine((v) => v > 0, 'Tutar sıfırdan büyük olmalıdır!'),
    fee: zOptional(zMoney('Komisyon')).transform((v) => v ?? 0),
    expenseTypeId: zOptional(zId('Gider Türü')),
    occurredOn: zDate('İşlem'),
    description: zOptional(zText('Açıklama', 500)),
    confirmed: z.boolean().default(false),
  })
  .refine((v) => v.fee < v.amount, { message: POS_CASH_OUT_FEE_MESSAGE, path: ['fee'] })
  .refine((v) => v.fee === 0 || !!v.expenseTypeId, {
    message: POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
    path: ['expenseTypeId'],
  });
export type TPosCashOutInput = z.infer<typeof ZPosCashOutInputSchema>;

/** The cash count list's server sorts (`_sort`): the day, and the difference found. */
export const CHECKOUT_SORTS = ['countedOn', 'difference'] as const;
/** The POS cash-out list's server sorts (`_sort`). */
export const POS_CASH_OUT_SORTS = ['occurredOn', 'amount'] as const;

/* The answers. Money is kuruş; days are YYYY-MM-DD. */

/** A count as its list and detail show it. */
export const ZCheckoutSchema = z.object({
  id: z.uuid(),
  branchId: z.uuid(),
  branchName: z.string(),
  cashBookId: z.uuid(),
  cashBookName: z.string(),
  countedOn: zDay(),
  expected: z.number(),
  counted: z.number(),
  difference: z.number(),
  reason: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TCheckout = z.infer<typeof ZCheckoutSchema>;

/** GET /finance/checkout: a page and the surplus and shortage of the live counts of the set. */
export const ZCheckoutPageSchema = zPage(ZCheckoutSchema).extend({
  totals: z.object({ surplus: z.number(), shortage: z.number() }),
});

/** A new count: what was expected and the difference found. */
export const ZCheckoutCreatedSchema = ZIdMessageAnswerSchema.extend({
  expected: z.number(),
  difference: z.number(),
});

/** A POS cash-out as its list and detail show it; the commission's expense type from its posting. */
export const ZPosCashOutSchema = z.object({
  id: z.uuid(),
  transferNo: z.number().int(),
  branchId: z.uuid(),
  fromCashBookId: z.uuid(),
  fromCashBookName: z.string(),
  toCashBookId: z.uuid(),
  toCashBookName: z.string(),
  amount: z.number(),
  fee: z.number(),
  expenseTypeName: z.string().nullable(),
  occurredOn: zDay(),
  description: z.string().nullable(),
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TPosCashOut = z.infer<typeof ZPosCashOutSchema>;
