import { parseMoney } from '@panel/shared/common/money';
import { MESSAGES } from '@panel/shared/validation/messages';
import { type FormRule, Input, type InputProps } from 'antd';

/** A lira amount the user types (`1.250,50`); the server reads it with zMoney. */
export const MoneyInput = (props: InputProps) => (
  <Input inputMode="decimal" placeholder="0,00" suffix="₺" style={{ width: 200 }} {...props} />
);

/** An amount that must be above zero, with the server's messages. */
export const positiveMoney = (label: string): FormRule[] => [
  {
    required: true,
    validator: async (_, value: unknown) => {
      const kurus = parseMoney(value);
      if (kurus === null) throw new Error(MESSAGES.numberRequired(label));
      if (kurus <= 0) throw new Error('Tutar sıfırdan büyük olmalıdır!');
    },
  },
];

/** An amount that may be left empty. */
export const optionalMoney = (label: string): FormRule[] => [
  {
    validator: async (_, value: unknown) => {
      if (value === undefined || value === null || String(value).trim() === '') return;
      const kurus = parseMoney(value);
      if (kurus === null) throw new Error(MESSAGES.numberRequired(label));
      if (kurus < 0) throw new Error(`${label} eksi olamaz!`);
    },
  },
];
