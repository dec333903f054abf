import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MONEY_MAX_KURUS } from '../common/money';
import {
  zCitizenId,
  zDate,
  zDayFilter,
  zEmail,
  zIban,
  zMersis,
  zMoney,
  zNumber,
  zOptional,
  zPhone,
  zSelect,
  zText,
} from './zod';

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('server schemas use the form rules and their exact messages', () => {
  const body = z.object({
    firstName: zText('Ad', 50),
    email: zEmail(),
    phone: zPhone(),
    citizenId: zCitizenId(),
    mersis: zMersis(),
    iban: zIban(),
    birthDate: zDate('Doğum'),
    gender: zSelect('Cinsiyet', ['Undefined', 'Male', 'Female']),
    quota: zNumber('Kontenjan'),
    note: zOptional(zText('Not', 200)),
  });

  it('answers every bad field with its message', () => {
    expect(messagesOf(body, {})).toEqual([
      'Lütfen Ad Giriniz!',
      'Lütfen E-mail Adresi Giriniz',
      'Lütfen Telefon Giriniz!',
      'Lütfen T.C Kimlik Numarası Giriniz!',
      'Lütfen Mersis Numarası Giriniz!',
      'Lütfen IBAN Giriniz!',
      'Lütfen Doğum Tarihi Seçiniz!',
      'Lütfen Cinsiyet Seçiniz!',
      'Lütfen Kontenjan Alanına Sayı Giriniz!',
    ]);
  });

  it('normalises good values', () => {
    const parsed = body.parse({
      firstName: '  Ayşe ',
      email: 'Ayse@Okul.COM',
      phone: '0(532) 123 45 67',
      citizenId: '10000000146',
      mersis: '0123456789012345',
      iban: 'tr33 0006 1005 1978 6457 8413 26',
      birthDate: '2010-05-04',
      gender: 'Female',
      quota: '30',
      note: '',
    });
    expect(parsed).toEqual({
      firstName: 'Ayşe',
      email: 'ayse@okul.com',
      phone: '0(532) 123 45 67',
      citizenId: '10000000146',
      mersis: '0123456789012345',
      iban: 'TR330006100519786457841326',
      birthDate: '2010-05-04',
      gender: 'Female',
      quota: 30,
      note: null,
    });
  });

  it('refuses a value outside a select’s choices', () => {
    expect(messagesOf(zSelect('Cinsiyet', ['Male', 'Female']), 'Robot')).toEqual([
      'Lütfen Cinsiyet Seçiniz!',
    ]);
  });

  it('checks an optional field when it is given', () => {
    expect(messagesOf(zOptional(zIban()), 'TR12')).toEqual(['IBAN Numarası Geçersiz!']);
    expect(messagesOf(zOptional(zIban()), undefined)).toEqual([]);
  });
});

describe('hostile values the shared schemas refuse with their Turkish message', () => {
  it('text with NUL, a lone surrogate or a bidi override', () => {
    for (const bad of ['a\u0000b', 'x\uD800', '\u202Egnp.exe']) {
      const r = zText('Ad', 50).safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Ad izin verilmeyen karakterler içeriyor!');
    }
    expect(zText('Ad', 50).safeParse('Ayşe 😀').success).toBe(true);
  });

  it('days outside 1900-2099 or not in the calendar, in forms and list filters', () => {
    for (const bad of ['0000-01-01', '9999-12-31', '2026-02-30', '1899-12-31', '2026-11-23x'])
      expect(zDayFilter('Vade').safeParse(bad).success, bad).toBe(false);
    expect(zDayFilter('Vade').parse('')).toBeUndefined();
    expect(zDate('Tahsilat').parse('2026-11-23T08:00:00.000Z')).toBe('2026-11-23');
  });

  it('money past 100 million lira', () => {
    expect(zMoney('Tutar').parse('100.000.000,00')).toBe(MONEY_MAX_KURUS);
    for (const bad of ['100.000.000,01', '99999999999999999999', 2 ** 60])
      expect(zMoney('Tutar').safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(
        'Tutar en fazla 100.000.000,00 ₺ olabilir!',
      );
  });
});
