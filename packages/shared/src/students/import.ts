import { z } from 'zod';
import { genderLabels } from '../common/person';
import { foldTurkish } from '../common/text';
import {
  citizenIdRule,
  dateRule,
  emailRule,
  mobilePhoneRule,
  normalisePhone,
  optional,
  type Rule,
  selectRule,
  textRule,
} from '../validation/rules';

/**
 * The bulk student import's columns (SPEC 5), in template order. Each has its own rule and
 * the rule's exact message; choices (branch, semester, class ...) are also matched against
 * the business's records by the server.
 */
export const IMPORT_COLUMNS = [
  { key: 'branch', header: 'Şube', rule: selectRule('Şube') },
  { key: 'firstName', header: 'Ad', rule: textRule('Ad', 50) },
  { key: 'lastName', header: 'Soyad', rule: textRule('Soyad', 50) },
  { key: 'citizenId', header: 'T.C Kimlik No', rule: citizenIdRule },
  { key: 'birthDate', header: 'Doğum Tarihi', rule: dateRule('Doğum') },
  { key: 'district', header: 'İlçe', rule: optional(textRule('İlçe', 50)) },
  { key: 'address', header: 'Adres', rule: optional(textRule('Adres', 200)) },
  { key: 'gender', header: 'Cinsiyet', rule: selectRule('Cinsiyet') },
  { key: 'semester', header: 'Dönem', rule: optional(selectRule('Dönem')) },
  { key: 'timePeriod', header: 'Zaman Dilimi', rule: optional(selectRule('Zaman Dilimi')) },
  { key: 'schoolClass', header: 'Sınıf', rule: optional(selectRule('Sınıf')) },
  { key: 'school', header: 'Okul', rule: optional(textRule('Okul', 100)) },
  { key: 'mobilePhone', header: 'Cep Telefonu', rule: optional(mobilePhoneRule) },
  { key: 'email', header: 'E-posta', rule: optional(emailRule) },
  { key: 'motherName', header: 'Anne Adı Soyadı', rule: optional(textRule('Anne Adı Soyadı', 100)) },
  { key: 'motherOccupation', header: 'Anne Mesleği', rule: optional(textRule('Anne Mesleği', 50)) },
  { key: 'fatherName', header: 'Baba Adı Soyadı', rule: optional(textRule('Baba Adı Soyadı', 100)) },
  { key: 'fatherOccupation', header: 'Baba Mesleği', rule: optional(textRule('Baba Mesleği', 50)) },
] as const satisfies readonly { key: string; header: string; rule: Rule }[];

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRow = Record<ImportKey, string>;

/** `POST admin/student/import`: the rows read and the students saved (0 on a dry run). */
export const ZStudentImportAnswerSchema = z.object({
  rowCount: z.number().int(),
  saved: z.number().int(),
  message: z.string(),
});
export type TStudentImportAnswer = z.infer<typeof ZStudentImportAnswerSchema>;

/** A cell's problem, as the import screen's table shows it. */
export type ImportError = { row: number; column: string; value: string; message: string };

export const IMPORT_MAX_ROWS = 20_000;

/** The gender labels folded once: a sheet asks on every row. */
const GENDER_BY_FOLDED = (Object.entries(genderLabels) as [keyof typeof genderLabels, string][]).map(
  ([gender, label]) => [gender, foldTurkish(label)] as const,
);

/** Gender as typed in a sheet: the Turkish label, any case. */
export const genderOfText = (text: string) => {
  const folded = foldTurkish(text);
  return GENDER_BY_FOLDED.find(([, label]) => label === folded)?.[0] ?? null;
};

/** A phone written any way `normalisePhone` reads, in the spec's mask; other text is kept for the rule to refuse. */
export const maskedPhone = (text: string): string => normalisePhone(text) ?? text;

/** A day written DD.MM.YYYY (or already YYYY-MM-DD) as YYYY-MM-DD. */
export const isoDay = (text: string): string => {
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : text.trim();
};
