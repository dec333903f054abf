import { z } from 'zod';
import { formatMoney, MONEY_MAX_KURUS, parseMoney } from '../common/money';
import type { TextLimit } from './messages';
import {
  citizenIdRule,
  dateRule,
  emailRule,
  ibanRule,
  mersisRule,
  mobilePhoneRule,
  multiSelectRule,
  normaliseIban,
  normalisePhone,
  numberRule,
  passwordRule,
  phoneRule,
  type Rule,
  selectRule,
  textRule,
  timeRule,
} from './rules';

/** A zod schema whose only message is the rule's, so server answers match the form's text. */
const fromRule = (rule: Rule) =>
  z.unknown().superRefine((value, ctx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const trimmed = (rule: Rule) => fromRule(rule).transform((v) => String(v).trim());

export const zText = (label: string, max?: TextLimit | number) => trimmed(textRule(label, max));
export const zEmail = () => trimmed(emailRule).transform((v) => v.toLowerCase());
/** Any way of writing the number is taken; the masked form is what is stored. */
export const zPhone = () => fromRule(phoneRule).transform((v) => normalisePhone(String(v)) as string);
/** A mobile number (5xx): the fields SMS and invitations go to. */
export const zMobilePhone = () =>
  fromRule(mobilePhoneRule).transform((v) => normalisePhone(String(v), true) as string);
export const zCitizenId = () => trimmed(citizenIdRule);
export const zMersis = () => trimmed(mersisRule);
export const zIban = () => trimmed(ibanRule).transform(normaliseIban);
export const zDate = (label: string) => trimmed(dateRule(label)).transform((v) => v.slice(0, 10));
export const zTime = () => trimmed(timeRule);
export const zPassword = () => fromRule(passwordRule).transform((v) => String(v));
export const zNumber = (label: string) =>
  fromRule(numberRule(label)).transform((v) =>
    typeof v === 'number' ? v : Number(String(v).replace(',', '.')),
  );

/** A required choice among `values`; anything else answers the select message. */
export const zSelect = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  fromRule(
    (v) => selectRule(label)(v) ?? (values.includes(v as string) ? null : `Lütfen ${label} Seçiniz!`),
  ).transform((v) => v as T[number]);

export const zMultiSelect = <const T extends readonly [string, ...string[]]>(label: string, values: T) =>
  fromRule(
    (v) =>
      multiSelectRule(label)(v) ??
      ((v as unknown[]).every((x) => values.includes(x as string)) ? null : `Lütfen ${label} Seçiniz!`),
  ).transform((v) => v as T[number][]);

/** Empty, null or missing become null; anything else must pass the inner schema. */
export const zOptional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable(),
  );

export const moneyTooLargeMessage = (label: string) =>
  `${label} en fazla ${formatMoney(MONEY_MAX_KURUS)} olabilir!`;

/** An amount typed in lira (or a number of lira), answered in kuruş, at most MONEY_MAX_KURUS. */
export const zMoney = (label: string) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      const kurus = parseMoney(v);
      if (kurus === null || !Number.isFinite(kurus))
        ctx.addIssue({ code: 'custom', message: `Lütfen ${label} Alanına Sayı Giriniz!` });
      else if (kurus < 0) ctx.addIssue({ code: 'custom', message: `${label} eksi olamaz!` });
      else if (kurus > MONEY_MAX_KURUS)
        ctx.addIssue({ code: 'custom', message: moneyTooLargeMessage(label) });
    })
    .transform((v) => parseMoney(v) as number);

/**
 * An optional day of a list's filter (`from`, `to`, `dueFrom` ...): absent or empty, or a
 * real calendar day within DATE_YEAR_RANGE (never 30 February, 0000-01-01 or 9999-12-31,
 * which the database would refuse or no report can mean).
 */
export const zDayFilter = (label = 'Filtre') =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), zDate(label).optional());
