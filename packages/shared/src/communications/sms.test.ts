import { describe, expect, it } from 'vitest';
import { smsSize } from './sms';

describe('SMS units', () => {
  it('counts plain text in 160-septet units, 153 when split', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, units: 1 });
    expect(smsSize('a'.repeat(161)).units).toBe(2);
    expect(smsSize('a'.repeat(306)).units).toBe(2);
    expect(smsSize('a'.repeat(307)).units).toBe(3);
  });

  it('counts the Turkish letters ğ ı ş İ as two septets, and Ü Ö Ç as one', () => {
    expect(smsSize('ğış').length).toBe(6);
    expect(smsSize('ÜÖÇüö').length).toBe(5);
    expect(smsSize(`${'ş'.repeat(80)}`).units).toBe(1);
    expect(smsSize(`${'ş'.repeat(81)}`).units).toBe(2);
  });

  it('falls back to 70-character units for other characters', () => {
    expect(smsSize('Merhaba 😊')).toEqual({ encoding: 'ucs2', length: 9, units: 1 });
    expect(smsSize(`Б${'a'.repeat(70)}`).units).toBe(2);
  });
});
