import { z } from 'zod';
import { zMobilePhone, zText } from '../validation/zod';

// GSM 03.38 basic set: one septet each.
const GSM_BASIC = new Set(
  Array.from(
    '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
  ),
);
// The extension table, and the Turkish single-shift letters Turkish operators send the
// same way: an escape plus the character, two septets each.
const TWO_SEPTETS = new Set(Array.from('^{}\\[~]|€ğĞıİşŞç'));

export type SmsSize = { encoding: 'gsm7' | 'ucs2'; length: number; units: number };

/**
 * How many message units a text costs: 160 septets in one unit (153 each when split),
 * or 70 characters (67 each when split) once a character outside those tables appears.
 */
export const smsSize = (text: string): SmsSize => {
  const chars = Array.from(text);
  if (chars.every((c) => GSM_BASIC.has(c) || TWO_SEPTETS.has(c))) {
    const length = chars.reduce((n, c) => n + (TWO_SEPTETS.has(c) ? 2 : 1), 0);
    return { encoding: 'gsm7', length, units: length <= 160 ? 1 : Math.ceil(length / 153) };
  }
  const length = chars.length;
  return { encoding: 'ucs2', length, units: length <= 70 ? 1 : Math.ceil(length / 67) };
};

export const SMS_STATUSES = ['Sent', 'Failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const smsStatusLabels: Record<SmsStatus, string> = { Sent: 'Gönderildi', Failed: 'Gönderilemedi' };

export const SMS_MAX_LENGTH = 918;

export const ZSmsTestSchema = z.object({ phone: zMobilePhone(), text: zText('Mesaj', SMS_MAX_LENGTH) });
