import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zCitizenId, zDate, zEmail, zIban, zMersis, zNumber, zOptional, zPhone, zSelect, zText } from './zod';

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
