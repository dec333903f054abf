import { MESSAGES } from './messages';

/**
 * The phone mask is `0(5xx) xxx xx xx`: 16 characters (SPEC 9's mask length), the
 * trunk zero and the ten digits Turkish numbers are dialled with. Every phone is stored
 * and shown in this one form, whichever way it was typed or pasted.
 */
export const PHONE_MASK = '0(000) 000 00 00';

/** What may separate a number's groups when it is typed or pasted: spaces, brackets, dashes, dots. */
const SEPARATORS = /[\s()\-.]/g;

/**
 * The ten national digits of a written Turkish number, or null when the text is not one.
 * Four ways of writing the same number are understood: `+90 532 123 45 67` (and `0090…`,
 * `90…` with twelve digits), `0532 123 45 67`, `5321234567` and the mask itself. Nothing
 * is cut or padded: a digit too many or too few is not a number, so it can never turn
 * silently into another valid one.
 */
export const nationalDigits = (text: string): string | null => {
  const compact = text.trim().replace(SEPARATORS, '');
  const m =
    /^\+90(\d{10})$/.exec(compact) ??
    /^0090(\d{10})$/.exec(compact) ??
    /^90(\d{10})$/.exec(compact) ??
    /^0(\d{10})$/.exec(compact) ??
    /^([1-9]\d{9})$/.exec(compact);
  return m ? m[1]! : null;
};

const masked = (d: string) => `0(${d.slice(0, 3)}) ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8, 10)}`;

// Area and operator codes start with 2 to 5 (landlines 2xx-4xx, mobiles 5xx), or 8xx/9xx services.
const isDiallable = (d: string) => /^[2-9]/.test(d) && !/^[67]/.test(d);
const isMobile = (d: string) => d.startsWith('5');

/** Why a text is not a phone number (the spec's messages), or null when it is one. */
const phoneProblem = (text: string, mobileOnly: boolean): string | null => {
  if (text.trim() === '') return MESSAGES.phoneRequired;
  const d = nationalDigits(text);
  if (d === null) {
    const compact = text.trim().replace(SEPARATORS, '');
    // Letters, a foreign country code or a + in the middle: not a Turkish number at all.
    if (!/^\+?\d+$/.test(compact) || (compact.startsWith('+') && !compact.startsWith('+90')))
      return MESSAGES.phoneInvalid;
    return MESSAGES.phoneLength;
  }
  if (!isDiallable(d)) return MESSAGES.phoneInvalid;
  if (mobileOnly && !isMobile(d)) return MESSAGES.phoneInvalid;
  return null;
};

export const phoneProblemOf = (value: unknown, mobileOnly = false): string | null =>
  typeof value === 'string'
    ? phoneProblem(value, mobileOnly)
    : value === undefined || value === null
      ? MESSAGES.phoneRequired
      : MESSAGES.phoneInvalid;

/** The masked form of a valid number however it was written, or null when it is not one. */
export const normalisePhone = (text: string, mobileOnly = false): string | null => {
  if (phoneProblem(text, mobileOnly) !== null) return null;
  return masked(nationalDigits(text)!);
};

/**
 * What a phone field shows while its number is typed or pasted. Digits are put into the
 * mask as they come (`0(53`, `0(532) 12`); a `+90`, `0090` or trunk `0` in front is dropped
 * once a digit of the number follows it. Text that cannot be the start of a Turkish
 * number (a foreign code, a digit too many, letters) is left as it was typed, for the
 * field's rule to refuse: it is never cut down to something that looks valid.
 */
export const phoneAsTyped = (raw: string): string => {
  const text = raw.replace(/^\s+/, '');
  if (text === '') return '';
  if (!/^\+?[\d\s()\-.]*$/.test(text)) return raw;
  const digits = text.replace(/\D/g, '');
  let national: string;
  if (text.startsWith('+')) {
    if (!digits.startsWith('90')) return raw;
    national = digits.slice(2);
  } else if (digits.startsWith('0090')) national = digits.slice(4);
  else if (digits.startsWith('00')) return raw;
  else if (digits.startsWith('0')) national = digits.slice(1);
  else if (digits.length === 12 && digits.startsWith('90')) national = digits.slice(2);
  else national = digits;
  if (national === '') return text.startsWith('0(') ? '' : raw;
  if (national.length > 10) return raw;
  const parts = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  let out = `0(${parts[0]}`;
  if (national.length >= 3) out += ')';
  for (const part of parts.slice(1)) if (part) out += ` ${part}`;
  return out;
};
