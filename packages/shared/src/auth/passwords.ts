import { foldTurkish } from '../common/text';

/** The refusals a new password can meet besides the strength rule (SPEC 5), in Turkish. */
export const PASSWORD_MESSAGES = {
  common: 'Bu şifre çok yaygın kullanılıyor ve kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.',
  personal: 'Şifre e-posta adresinizi veya adınızı içermemelidir.',
  current: 'Yeni şifre mevcut şifrenizle aynı olamaz.',
} as const;

/** Parts of a name or e-mail shorter than this are too common in words to refuse. */
const MIN_PERSONAL_PART = 3;

export type PasswordOwner = { email: string; firstName?: string | null; lastName?: string | null };

/** Case- and Turkish-letter-insensitive form both sides of every comparison use. */
export const foldPassword = (password: string): string => foldTurkish(password).replace(/\s+/g, '');

/** The word inside decorations: 'Password123!' → 'password', '!!Ankara06' → 'ankara'. */
const core = (folded: string): string => folded.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** True when the password, or its word without the digits and signs around it, is on the list. */
export const isCommonPassword = (password: string, common: ReadonlySet<string>): boolean => {
  const folded = foldPassword(password);
  const word = core(folded);
  return common.has(folded) || (word.length >= 4 && common.has(word));
};

/** The e-mail's local part and each part of the name, as a password must not contain them. */
const personalParts = (owner: PasswordOwner): string[] => {
  const local = owner.email.split('@')[0] ?? '';
  const names = `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.split(/\s+/);
  const localParts = local.split(/[._+-]+/);
  return [local, ...localParts, ...names]
    .map((part) => foldPassword(part))
    .filter((part) => part.length >= MIN_PERSONAL_PART);
};

export const containsPersonalInfo = (password: string, owner: PasswordOwner): boolean => {
  const folded = foldPassword(password);
  return personalParts(owner).some((part) => folded.includes(part));
};

/**
 * Every rule a new password must meet beyond the strength rule, as Turkish messages (empty
 * when it passes). The list of common passwords is passed in: the server loads it once from
 * common-passwords.txt, and a form may skip it and leave that check to the server.
 */
export const newPasswordProblems = (
  password: string,
  params: { owner: PasswordOwner; common?: ReadonlySet<string>; currentPassword?: string },
): string[] => {
  const problems: string[] = [];
  if (params.common && isCommonPassword(password, params.common)) problems.push(PASSWORD_MESSAGES.common);
  if (containsPersonalInfo(password, params.owner)) problems.push(PASSWORD_MESSAGES.personal);
  if (params.currentPassword !== undefined && password === params.currentPassword) {
    problems.push(PASSWORD_MESSAGES.current);
  }
  return problems;
};
