/** SPEC 5 messages, character for character. */
export const MESSAGES = {
  phoneRequired: 'Lütfen Telefon Giriniz!',
  phoneLength: '10 Haneli Telefon Numaranızı Giriniz!',
  phoneInvalid: 'Geçerli Telefon Giriniz.',
  textRequired: (label: string) => `Lütfen ${label} Giriniz!`,
  textTooLong: (label: string) => `Lütfen Daha Kısa ${label} Giriniz!`,
  emailRequired: 'Lütfen E-mail Adresi Giriniz',
  emailInvalid: 'Geçerli E-mail Giriniz!',
  selectRequired: (label: string) => `Lütfen ${label} Seçiniz!`,
  dateRequired: (label: string) => `Lütfen ${label} Tarihi Seçiniz!`,
  timeInvalid: 'Lütfen 2 Haneli Zaman Giriniz!',
  numberRequired: (label: string) => `Lütfen ${label} Alanına Sayı Giriniz!`,
  citizenIdRequired: 'Lütfen T.C Kimlik Numarası Giriniz!',
  citizenIdDigits: 'T.C Kimlik Numarası Rakam Olmalıdır',
  citizenIdLeadingZero: 'T.C Kimlik Numarası 0 İle Başlayamaz!',
  citizenIdLength: 'T.C Kimlik Numarası 11 Karakter Olmalıdır',
  citizenIdInvalid: 'T.C Kimlik Numarası Geçersiz!',
  mersisRequired: 'Lütfen Mersis Numarası Giriniz!',
  mersisLength: 'Mersis Numarası 16 karakter olmalıdır!',
  mersisDigits: 'Lütfen Sayı Giriniz!',
  ibanRequired: 'Lütfen IBAN Giriniz!',
  ibanInvalid: 'IBAN Numarası Geçersiz!',
  passwordWeak: 'Şifre en az 8 karakter olmalı; büyük harf, küçük harf, rakam ve özel karakter içermelidir.',
  /** Not in SPEC 5: text that carries control characters nobody types (NUL, bidi overrides ...). */
  textForbiddenCharacters: (label: string) => `${label} izin verilmeyen karakterler içeriyor!`,
  confirmDelete: 'Bu kaydı silmek istediğinize emin misiniz?',
} as const;

/** SPEC 5 and 9: the text limits the forms use. */
export const TEXT_LIMITS = [25, 50, 100, 200] as const;
export type TextLimit = (typeof TEXT_LIMITS)[number];
