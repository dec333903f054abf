import { MESSAGES, type TextLimit } from './messages';
import { phoneProblemOf } from './phone';

/** A rule answers the spec's message for a bad value, or null when the value is fine. */
export type Rule = (value: unknown) => string | null;

const asText = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export { normalisePhone, PHONE_MASK, phoneAsTyped } from './phone';

/** Any Turkish phone, landline or mobile, written in one of the forms `normalisePhone` reads. */
export const phoneRule: Rule = (value) => phoneProblemOf(value);

/** A number an SMS can reach: a mobile (5xx) only; a landline is refused, never rewritten. */
export const mobilePhoneRule: Rule = (value) => phoneProblemOf(value, true);

/**
 * Characters no text of a request may carry: NUL and the other C0 controls but tab and
 * line breaks (PostgreSQL cannot store NUL at all), and halves of a UTF-16 pair that
 * stand alone (not text; no encoding can write them).
 */
const UNSTORABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidi overrides and isolates turn what a name shows around ("gnp.exe"): no typed text needs them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const hasUnstorableCharacters = (text: string): boolean => UNSTORABLE.test(text);

/** Required text, with a length limit when one is given (SPEC 5: 25, 50, 100, 200). */
export const textRule =
  (label: string, max?: TextLimit | number): Rule =>
  (value) => {
    if (isBlank(value) || (typeof value !== 'string' && typeof value !== 'number'))
      return MESSAGES.textRequired(label);
    const text = asText(value);
    if (max !== undefined && text.length > max) return MESSAGES.textTooLong(label);
    if (UNSTORABLE.test(text) || BIDI_CONTROLS.test(text)) return MESSAGES.textForbiddenCharacters(label);
    return null;
  };

// One @, no spaces, a dot in the domain, a TLD of two letters or more; Unicode letters allowed.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[\p{L}]{2,}$/u;

export const emailRule: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.emailRequired;
  return EMAIL.test(asText(value)) && asText(value).length <= 200 ? null : MESSAGES.emailInvalid;
};

export const selectRule =
  (label: string): Rule =>
  (value) =>
    isBlank(value) ? MESSAGES.selectRequired(label) : null;

export const multiSelectRule =
  (label: string): Rule =>
  (value) =>
    Array.isArray(value) && value.length > 0 ? null : MESSAGES.selectRequired(label);

/**
 * The years a day of this product may fall in: birth dates of the oldest staff to plans a
 * few decades ahead. Far dates (0000-01-01, 9999-12-31) are typing slips or probes, and
 * outside what every date column and report can hold.
 */
export const DATE_YEAR_RANGE = { min: 1900, max: 2099 } as const;

/** A calendar day, `yyyy-mm-dd`, that exists and falls in DATE_YEAR_RANGE. */
export const isCalendarDate = (text: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < DATE_YEAR_RANGE.min || y > DATE_YEAR_RANGE.max) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

export const dateRule =
  (label: string): Rule =>
  (value) => {
    if (isBlank(value)) return MESSAGES.dateRequired(label);
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? MESSAGES.dateRequired(label) : null;
    const text = asText(value);
    // A day, or a timestamp whose first ten characters are one (what date pickers send).
    const dayOnly = text.length === 10 || /^.{10}T[\d:.]+(Z|[+-]\d{2}:?\d{2})?$/.test(text);
    return dayOnly && isCalendarDate(text.slice(0, 10)) ? null : MESSAGES.dateRequired(label);
  };

/** `HH:mm`, two digits each (SPEC 5). */
export const timeRule: Rule = (value) => {
  const m = /^(\d{2}):(\d{2})$/.exec(asText(value));
  return m && Number(m[1]) < 24 && Number(m[2]) < 60 ? null : MESSAGES.timeInvalid;
};

export const numberRule =
  (label: string): Rule =>
  (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? null : MESSAGES.numberRequired(label);
    const text = asText(value).replace(',', '.');
    return text !== '' && /^-?\d+(\.\d+)?$/.test(text) ? null : MESSAGES.numberRequired(label);
  };

/** SPEC 5 checksum: digit 10 from the odd and even position sums, digit 11 from the first ten. */
export const citizenIdChecksumOk = (id: string): boolean => {
  const d = Array.from(id, Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = d.slice(0, 10).reduce((a, b) => a + b, 0) % 10;
  return d[9] === tenth && d[10] === eleventh;
};

export const citizenIdRule: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.citizenIdRequired;
  const text = asText(value);
  if (!/^\d+$/.test(text)) return MESSAGES.citizenIdDigits;
  if (text.startsWith('0')) return MESSAGES.citizenIdLeadingZero;
  if (text.length !== 11) return MESSAGES.citizenIdLength;
  return citizenIdChecksumOk(text) ? null : MESSAGES.citizenIdInvalid;
};

export const mersisRule: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.mersisRequired;
  const text = asText(value);
  if (text.length !== 16) return MESSAGES.mersisLength;
  return /^\d{16}$/.test(text) ? null : MESSAGES.mersisDigits;
};

/** IBAN lengths by country (ISO 13616 registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Spaces dropped, upper-cased: the form the IBAN is stored in. */
export const normaliseIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export const isValidIban = (value: string): boolean => {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  // TR IBANs: 5-digit bank code, a reserved 0, then 16 account characters.
  if (iban.startsWith('TR') && !/^TR\d{7}0[A-Z0-9]{16}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const c of rearranged) {
    const n = c >= 'A' ? String(c.charCodeAt(0) - 55) : c;
    for (const digit of n) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
};

export const ibanRule: Rule = (value) => {
  if (isBlank(value)) return MESSAGES.ibanRequired;
  return isValidIban(asText(value)) ? null : MESSAGES.ibanInvalid;
};

/** SPEC 5's strength meter: at least 8, with lower and upper case, a digit and a special character. */
export const passwordRule: Rule = (value) => {
  const p = typeof value === 'string' ? value : '';
  const strong =
    p.length >= 8 &&
    p.length <= 200 &&
    /\p{Ll}/u.test(p) &&
    /\p{Lu}/u.test(p) &&
    /\d/.test(p) &&
    /[^\p{L}\d]/u.test(p);
  return strong ? null : MESSAGES.passwordWeak;
};

/** Runs a rule only when a value is present: for fields that may stay empty. */
export const optional =
  (rule: Rule): Rule =>
  (value) =>
    isBlank(value) || (Array.isArray(value) && value.length === 0) ? null : rule(value);
