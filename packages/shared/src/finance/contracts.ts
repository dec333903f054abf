import { z } from 'zod';
import { zIban, zOptional, zSelect, zText } from '../validation/zod';
import { CASH_BOOK_KINDS } from './enums';

const zId = (label: string) => z.uuid({ message: `Lütfen ${label} Seçiniz!` });

export const IBAN_REQUIRED_MESSAGE = 'Banka hesabı için IBAN zorunludur!';

export const ZCashBookInputSchema = z
  .object({
    branchId: zId('Şube'),
    name: zText('Kasa Adı', 50),
    kind: zSelect('Kasa Türü', CASH_BOOK_KINDS),
    bankName: zOptional(zText('Banka Adı', 50)),
    iban: zOptional(zIban()),
    isActive: z.boolean().default(true),
  })
  .refine((v) => v.kind !== 'Bank' || v.iban, { message: IBAN_REQUIRED_MESSAGE, path: ['iban'] });
export type TCashBookInput = z.infer<typeof ZCashBookInputSchema>;
