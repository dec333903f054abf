import { describe, expect, it } from 'vitest';
import { smsSize } from './sms';

describe('SMS units', () => {
  it('counts plain text in 160-septet units, 153 when split', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', length: 160, units: 1 });
    expect(smsSize('a'.repeat(161)).units).toBe(2);
    expect(smsSize('a'.repeat(306)).units).toBe(2);
    expect(smsSize('a'.repeat(307)).units).toBe(3);
  });

  it('counts text with Turkish letters in the Turkish table: one septet each, 155 in one unit, 149 a part', () => {
    expect(smsSize('ğış')).toEqual({ encoding: 'gsm7-tr', length: 3, units: 1 });
    expect(smsSize('ş'.repeat(155)).units).toBe(1);
    expect(smsSize('ş'.repeat(156)).units).toBe(2);
    expect(smsSize('ş'.repeat(298)).units).toBe(2);
    expect(smsSize('ş'.repeat(299)).units).toBe(3);
    // The extension characters still take an escape in the Turkish table.
    expect(smsSize('İ{}').length).toBe(5);
  });

  it('keeps Ü Ö Ç of the default alphabet at 160 a unit while no other Turkish letter appears', () => {
    expect(smsSize('ÜÖÇüö')).toEqual({ encoding: 'gsm7', length: 5, units: 1 });
    expect(smsSize('Ü'.repeat(160)).units).toBe(1);
  });

  it('falls back to 70-character units for other characters', () => {
    expect(smsSize('Merhaba 😊')).toEqual({ encoding: 'ucs2', length: 9, units: 1 });
    expect(smsSize(`Б${'a'.repeat(70)}`).units).toBe(2);
  });
});
