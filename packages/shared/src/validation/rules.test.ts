import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  citizenIdRule,
  dateRule,
  emailRule,
  ibanRule,
  mersisRule,
  multiSelectRule,
  numberRule,
  optional,
  passwordRule,
  phoneRule,
  selectRule,
  textRule,
  timeRule,
} from './rules';

describe('phone', () => {
  it.each([
    ['', 'Lütfen Telefon Giriniz!'],
    [undefined, 'Lütfen Telefon Giriniz!'],
    ['0(532) 123 45 6', '10 Haneli Telefon Numaranızı Giriniz!'],
    ['0(132) 123 45 67', 'Geçerli Telefon Giriniz.'],
    ['0(532)/123/45/67', 'Geçerli Telefon Giriniz.'],
  ])('%j → %s', (value, message) => expect(phoneRule(value)).toBe(message));

  it('accepts a masked mobile and landline number', () => {
    expect(phoneRule('0(532) 123 45 67')).toBeNull();
    expect(phoneRule('0(216) 555 12 34')).toBeNull();
  });
});

describe('text', () => {
  it.each([25, 50, 100, 200] as const)('limit %i: required and too long messages carry the label', (max) => {
    const rule = textRule('Ad', max);
    expect(rule('')).toBe('Lütfen Ad Giriniz!');
    expect(rule('   ')).toBe('Lütfen Ad Giriniz!');
    expect(rule('a'.repeat(max))).toBeNull();
    expect(rule('a'.repeat(max + 1))).toBe('Lütfen Daha Kısa Ad Giriniz!');
  });

  it('unbounded text is only required', () => {
    expect(textRule('Açıklama')('')).toBe('Lütfen Açıklama Giriniz!');
    expect(textRule('Açıklama')('x'.repeat(5000))).toBeNull();
  });
});

describe('email', () => {
  it.each([
    ['', 'Lütfen E-mail Adresi Giriniz'],
    ['ayse', 'Geçerli E-mail Giriniz!'],
    ['ayse@', 'Geçerli E-mail Giriniz!'],
    ['ayse@okul', 'Geçerli E-mail Giriniz!'],
    ['ay se@okul.com', 'Geçerli E-mail Giriniz!'],
  ])('%j → %s', (value, message) => expect(emailRule(value)).toBe(message));

  it('accepts ordinary addresses', () => {
    expect(emailRule('ayse.yilmaz@okul.k12.tr')).toBeNull();
    expect(emailRule('veli+1@örnek.com.tr')).toBeNull();
  });
});

describe('choices, dates, times and numbers', () => {
  it('select and radio: required with the label', () => {
    expect(selectRule('Cinsiyet')(undefined)).toBe('Lütfen Cinsiyet Seçiniz!');
    expect(selectRule('Cinsiyet')('Female')).toBeNull();
  });

  it('multi-select: at least one item', () => {
    expect(multiSelectRule('Şube')([])).toBe('Lütfen Şube Seçiniz!');
    expect(multiSelectRule('Şube')('x')).toBe('Lütfen Şube Seçiniz!');
    expect(multiSelectRule('Şube')(['a'])).toBeNull();
  });

  it('date: required, and a real calendar day', () => {
    expect(dateRule('Doğum')(null)).toBe('Lütfen Doğum Tarihi Seçiniz!');
    expect(dateRule('Doğum')('2024-02-30')).toBe('Lütfen Doğum Tarihi Seçiniz!');
    expect(dateRule('Doğum')('2024-02-29')).toBeNull();
  });

  it('time: two-digit hours and minutes', () => {
    expect(timeRule('')).toBe('Lütfen 2 Haneli Zaman Giriniz!');
    expect(timeRule('9:30')).toBe('Lütfen 2 Haneli Zaman Giriniz!');
    expect(timeRule('24:00')).toBe('Lütfen 2 Haneli Zaman Giriniz!');
    expect(timeRule('09:30')).toBeNull();
  });

  it('number: required and numeric', () => {
    expect(numberRule('Kontenjan')('')).toBe('Lütfen Kontenjan Alanına Sayı Giriniz!');
    expect(numberRule('Kontenjan')('on iki')).toBe('Lütfen Kontenjan Alanına Sayı Giriniz!');
    expect(numberRule('Kontenjan')('12')).toBeNull();
    expect(numberRule('Tutar')('12,5')).toBeNull();
    expect(numberRule('Kontenjan')(30)).toBeNull();
  });
});

describe('Turkish citizen id, checks in the spec’s order', () => {
  it.each([
    ['', 'Lütfen T.C Kimlik Numarası Giriniz!'],
    ['abc', 'T.C Kimlik Numarası Rakam Olmalıdır'],
    ['1234567890a', 'T.C Kimlik Numarası Rakam Olmalıdır'],
    ['01234567890', 'T.C Kimlik Numarası 0 İle Başlayamaz!'],
    ['0123', 'T.C Kimlik Numarası 0 İle Başlayamaz!'],
    ['1234', 'T.C Kimlik Numarası 11 Karakter Olmalıdır'],
    ['123456789012', 'T.C Kimlik Numarası 11 Karakter Olmalıdır'],
    ['12345678901', 'T.C Kimlik Numarası Geçersiz!'],
    ['10000000147', 'T.C Kimlik Numarası Geçersiz!'],
  ])('%j → %s', (value, message) => expect(citizenIdRule(value)).toBe(message));

  it.each(['10000000146', '12345678950', '11111111110'])('accepts %s', (id) =>
    expect(citizenIdRule(id)).toBeNull(),
  );
});

describe('Mersis number', () => {
  it.each([
    ['', 'Lütfen Mersis Numarası Giriniz!'],
    ['123', 'Mersis Numarası 16 karakter olmalıdır!'],
    ['12345678901234567', 'Mersis Numarası 16 karakter olmalıdır!'],
    ['12345678901234a6', 'Lütfen Sayı Giriniz!'],
  ])('%j → %s', (value, message) => expect(mersisRule(value)).toBe(message));

  it('accepts 16 digits', () => expect(mersisRule('0123456789012345')).toBeNull());
});

describe('IBAN', () => {
  it.each([
    'TR330006100519786457841326',
    'TR33 0006 1005 1978 6457 8413 26',
    'tr330006100519786457841326',
    'DE89370400440532013000',
    'GB82WEST12345698765432',
  ])('accepts %s', (iban) => expect(ibanRule(iban)).toBeNull());

  it.each([
    ['TR330006100519786457841327', 'one wrong digit'],
    ['TR3300061005197864578413', 'too short for TR'],
    ['DE89370400440532013001', 'checksum'],
    ['XX89370400440532013000', 'unknown country'],
    ['TR33000610051978645784132!', 'structure'],
  ])('refuses %s (%s)', (iban) => expect(ibanRule(iban)).toBe('IBAN Numarası Geçersiz!'));

  it('is required', () => expect(ibanRule(' ')).toBe('Lütfen IBAN Giriniz!'));
});

describe('password strength', () => {
  it.each(['kisa1!A', 'tumukucuk1!', 'TUMUBUYUK1!', 'Rakamsiz!!', 'Ozelsiz123'])('refuses %s', (p) =>
    expect(passwordRule(p)).toBe(MESSAGES.passwordWeak),
  );
  it('accepts a strong one, Turkish letters included', () => expect(passwordRule('Güçlü.Şifre1')).toBeNull());
});

describe('optional', () => {
  it('lets an empty value through and checks a present one', () => {
    const rule = optional(ibanRule);
    expect(rule('')).toBeNull();
    expect(rule(undefined)).toBeNull();
    expect(rule('TR00')).toBe('IBAN Numarası Geçersiz!');
  });
});

describe('messages', () => {
  it('keeps the delete confirmation text', () => {
    expect(MESSAGES.confirmDelete).toBe('Bu kaydı silmek istediğinize emin misiniz?');
  });
});
