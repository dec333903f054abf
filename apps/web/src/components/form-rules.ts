import { parseMoney } from '@panel/shared/common/money';
import { MESSAGES, type TextLimit } from '@panel/shared/validation/messages';
import {
  citizenIdRule,
  dateRule,
  emailRule,
  ibanRule,
  mersisRule,
  mobilePhoneRule,
  multiSelectRule,
  numberRule,
  optional as optionalRule,
  passwordRule,
  phoneRule,
  type Rule,
  selectRule,
  textRule,
  timeRule,
} from '@panel/shared/validation/rules';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';

/**
 * Ant Design rules built on the shared validators, so a form shows exactly the text the
 * server would answer. Text fields validate on blur, choices and dates on change: pass
 * `validateTrigger={triggerFor(kind)}` on the Form.Item.
 */
const toAntd = (rule: Rule, { required = true } = {}): FormRule[] => [
  {
    required,
    validator: async (_, value: unknown) => {
      const message = rule(isDayjs(value) ? value.format('YYYY-MM-DD') : value);
      if (message) throw new Error(message);
    },
  },
];

const isDayjs = (v: unknown): v is Dayjs =>
  typeof v === 'object' && v !== null && 'format' in v && typeof (v as Dayjs).format === 'function';

export const rules = {
  phone: () => toAntd(phoneRule),
  /** A mobile (5xx): the numbers SMS and invitations go to. */
  mobilePhone: () => toAntd(mobilePhoneRule),
  text: (label: string, max?: TextLimit | number) => toAntd(textRule(label, max)),
  email: () => toAntd(emailRule),
  select: (label: string) => toAntd(selectRule(label)),
  multiSelect: (label: string) => toAntd(multiSelectRule(label)),
  date: (label: string) => toAntd(dateRule(label)),
  time: () => toAntd(timeRule),
  number: (label: string) => toAntd(numberRule(label)),
  citizenId: () => toAntd(citizenIdRule),
  mersis: () => toAntd(mersisRule),
  iban: () => toAntd(ibanRule),
  password: () => toAntd(passwordRule),
  /** An amount typed in lira (Turkish `1.250,50` or plain `1250.50`), as the server's zMoney reads it. */
  money: (label: string): FormRule[] => [
    {
      required: true,
      validator: async (_, value: unknown) => {
        const kurus = parseMoney(value);
        if (kurus === null) throw new Error(MESSAGES.numberRequired(label));
        if (kurus < 0) throw new Error(`${label} eksi olamaz!`);
      },
    },
  ],
  /** The same check, but an empty field is fine. */
  optional: (rule: Rule) => toAntd(optionalRule(rule), { required: false }),
};

export type FieldKind = 'text' | 'select' | 'date' | 'time';

/** SPEC 5: rules run on blur, except selects, radios, dates and times, which run on change. */
export const triggerFor = (kind: FieldKind): 'onBlur' | 'onChange' =>
  kind === 'text' ? 'onBlur' : 'onChange';

/** A date picker's value as the API's calendar day (YYYY-MM-DD). */
export const toDay = (d: Dayjs | null | undefined): string | null => (d ? d.format('YYYY-MM-DD') : null);
