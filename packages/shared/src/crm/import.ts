import { z } from 'zod';
import { ZListQuerySchema } from '../common/list-query';
import { emailRule, optional, phoneRule, type Rule, textRule } from '../validation/rules';
import { ASSIGNMENT_TYPES } from './enums';

/** The customer import's columns, in template order; a header is matched whatever its case or order. */
export const CRM_IMPORT_COLUMNS = [
  { key: 'studentFirstName', header: 'Öğrenci Adı', rule: textRule('Öğrenci Adı', 60) },
  { key: 'studentLastName', header: 'Öğrenci Soyadı', rule: textRule('Öğrenci Soyadı', 60) },
  { key: 'gradeLevel', header: 'Sınıf Seviyesi', rule: optional(textRule('Sınıf Seviyesi', 40)) },
  { key: 'currentSchool', header: 'Okul', rule: optional(textRule('Okul', 100)) },
  { key: 'parentFirstName', header: 'Veli Adı', rule: optional(textRule('Veli Adı', 60)) },
  { key: 'parentLastName', header: 'Veli Soyadı', rule: optional(textRule('Veli Soyadı', 60)) },
  { key: 'phone', header: 'Telefon', rule: phoneRule },
  { key: 'email', header: 'E-posta', rule: optional(emailRule) },
  { key: 'note', header: 'Not', rule: optional(textRule('Not', 500)) },
] as const satisfies readonly { key: string; header: string; rule: Rule }[];

export type CrmImportKey = (typeof CRM_IMPORT_COLUMNS)[number]['key'];
export type CrmImportRow = Record<CrmImportKey, string>;

export const CRM_IMPORT_MAX_ROWS = 20_000;
export const CRM_IMPORT_SHEET = 'Müşteriler';

/** A row's outcome as the check and the kept file show it. */
export type TCrmImportRowOutcome = {
  row: number;
  /** The student's name and the phone as written: the row's label in the tables. */
  label?: string;
  errors: string[];
  duplicateOf: { row?: number; customerId?: string } | null;
  customerId: string | null;
};

export type TCrmImportResult = {
  fileId: string | null;
  rowCount: number;
  importedCount: number;
  errorCount: number;
  duplicateCount: number;
  rows: TCrmImportRowOutcome[];
  message: string;
};

const zId = () => z.uuid({ message: 'Geçersiz kayıt.' });

export const ZCrmImportQuerySchema = z.object({
  dryRun: z.enum(['true', 'false']).default('false'),
  includeDuplicates: z.enum(['true', 'false']).default('false'),
  /** The branch the customers belong to; a branch account's own branch when absent. */
  branchId: zId().optional(),
});

export const ZCrmImportFileQuerySchema = ZListQuerySchema;
export const ZCrmImportFileParamsSchema = z.object({ file_id: zId() });

export const ZImportCallListInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Lütfen Liste Adı Giriniz!')
      .max(120, 'Lütfen Daha Kısa Liste Adı Giriniz!'),
    assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'Lütfen Atama Türü Seçiniz!' }),
    assigneeAccountId: zId().nullable().optional(),
  })
  .refine((v) => v.assignmentType !== 'Personal' || !!v.assigneeAccountId, {
    message: 'Lütfen Danışman Seçiniz!',
    path: ['assigneeAccountId'],
  });
export type TImportCallListInput = z.input<typeof ZImportCallListInputSchema>;

// Answers, declared so the web app's typed client knows them.
const ZRowOutcomeSchema = z.object({
  row: z.number().int(),
  label: z.string().optional(),
  errors: z.array(z.string()),
  duplicateOf: z.object({ row: z.number().int().optional(), customerId: z.string().optional() }).nullable(),
  customerId: z.string().nullable(),
});

export const ZCrmImportResultSchema = z.object({
  fileId: z.uuid().nullable(),
  rowCount: z.number().int(),
  importedCount: z.number().int(),
  errorCount: z.number().int(),
  duplicateCount: z.number().int(),
  rows: z.array(ZRowOutcomeSchema),
  message: z.string(),
});

export const ZCrmImportFileRowSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  branchId: z.uuid(),
  branchName: z.string(),
  rowCount: z.number().int(),
  importedCount: z.number().int(),
  errorCount: z.number().int(),
  duplicateCount: z.number().int(),
  createdAt: z.string(),
  createdByFirstName: z.string().nullable(),
  createdByLastName: z.string().nullable(),
});
export const ZCrmImportFilePageSchema = z.object({
  _data: z.array(ZCrmImportFileRowSchema),
  _totalData: z.number().int(),
  _pageCount: z.number().int(),
});
export const ZCrmImportFileSchema = ZCrmImportFileRowSchema.extend({ outcome: z.array(ZRowOutcomeSchema) });
export const ZConsultantsSchema = z.array(
  z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
);
export const ZImportCallListAnswerSchema = z.object({
  id: z.uuid(),
  entryCount: z.number().int(),
  message: z.string(),
});
