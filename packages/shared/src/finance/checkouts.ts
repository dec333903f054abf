import { z } from 'zod';
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
export type TCheckoutExpected = {
  expected: number;
  /** The live count of that book and day, if there is one. */
  existingId: string | null;
};

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
