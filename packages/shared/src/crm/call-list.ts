import { z } from 'zod';
import { ZListQuerySchema } from '../common/list-query';
import { ZCustomerFilter } from './customer-filter';
import { ASSIGNMENT_TYPES, CALL_ENTRY_STATES, CUSTOMER_OUTCOMES, VISIT_CHANNELS } from './enums';
import { ZInterviewInput } from './interview';

const zId = (error = 'Geçersiz kayıt seçildi.') => z.uuid({ error });
const page = <T extends z.ZodType>(row: T) =>
  z.object({ _data: z.array(row), _totalData: z.number().int(), _pageCount: z.number().int() });

export const CALL_LIST_NAME_REQUIRED = 'Liste adını giriniz.';
export const CALL_LIST_ASSIGNEE_REQUIRED = 'Kişisel liste için bir danışman seçiniz.';
export const CALL_LIST_EMPTY = 'Seçilen ölçütlere uyan müşteri yok; liste boş oluşturulamaz.';
export const CALL_LIST_NOT_POOL = 'Sıradaki kayıt yalnızca havuz listelerinden alınır.';
export const CALL_LIST_ARCHIVED = 'Bu liste arşivlendi; üzerinde çalışılamaz.';
export const CALL_LIST_POOL_EMPTY = 'Havuzda bekleyen müşteri kalmadı.';
export const CALL_LIST_ALREADY_ON = 'Müşteri bu listede zaten var.';
export const CALL_LIST_CONFIRM_ARCHIVE = 'Liste arşivlensin mi? Bekleyen kayıtlar artık alınamaz.';

/** The customer search a list is built from: the search's own filter and search box. */
export const ZCallListFilter = ZCustomerFilter.extend({
  _searchTerm: z.string().trim().max(200).optional(),
});
export type TCallListFilter = z.infer<typeof ZCallListFilter>;

/** A new call list: from a search (`filter`) or from chosen customers (`customerIds`). */
export const ZCallListCreateSchema = z
  .object({
    name: z
      .string({ error: CALL_LIST_NAME_REQUIRED })
      .trim()
      .min(1, { error: CALL_LIST_NAME_REQUIRED })
      .max(120, {
        error: 'Liste adı en fazla 120 karakter olabilir.',
      }),
    assignmentType: z.enum(ASSIGNMENT_TYPES, { error: 'Atama türünü seçiniz.' }),
    assigneeAccountId: zId('Geçersiz danışman seçildi.').nullish(),
    /** The list's branch; a branch account's own when left out. */
    branchId: zId('Geçersiz şube seçildi.').optional(),
    filter: ZCallListFilter.optional(),
    customerIds: z
      .array(zId('Geçersiz müşteri seçildi.'))
      .max(5000, { error: 'En fazla 5000 müşteri seçilebilir.' })
      .optional(),
  })
  .refine((v) => v.assignmentType === 'Pool' || !!v.assigneeAccountId, {
    error: CALL_LIST_ASSIGNEE_REQUIRED,
    path: ['assigneeAccountId'],
  })
  .refine((v) => !!v.filter || (v.customerIds?.length ?? 0) > 0, {
    error: 'Bir arama ölçütü ya da en az bir müşteri seçiniz.',
    path: ['customerIds'],
  });
export type TCallListCreate = z.infer<typeof ZCallListCreateSchema>;

export const ZCallListQuerySchema = ZListQuerySchema.extend({
  archived: z.stringbool({ error: 'Arşiv filtresi evet ya da hayır olmalıdır.' }).optional(),
});

const ZProgress = { waiting: z.number().int(), taken: z.number().int(), done: z.number().int() };

export const ZCallListRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  branchName: z.string(),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  assigneeName: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
  ...ZProgress,
});
export type TCallListRow = z.infer<typeof ZCallListRowSchema>;
export const ZCallListPageSchema = page(ZCallListRowSchema);

export const ZCallListEntryRowSchema = z.object({
  id: z.uuid(),
  callListId: z.uuid(),
  callListName: z.string(),
  customerId: z.uuid(),
  customerName: z.string(),
  phoneDigits: z.string(),
  state: z.enum(CALL_ENTRY_STATES),
  assigneeName: z.string().nullable(),
  takenAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  /** The caller holds it: he can open it and record the interview. */
  mine: z.boolean(),
});
export const ZCallListEntryPageSchema = page(ZCallListEntryRowSchema);

export const ZCallListDetailSchema = ZCallListRowSchema.extend({ entries: ZCallListEntryPageSchema });

export const ZCallListPreviewSchema = z.object({ count: z.number().int() });

/** What "Sıradaki" answers: the entry the caller now holds, or none when the pool is empty. */
export const ZTakeAnswerSchema = z.object({ entryId: z.uuid().nullable(), message: z.string().nullable() });

/** One entry worked on: the customer's card and its past interviews. */
export const ZCallEntryWorkSchema = z.object({
  id: z.uuid(),
  callListId: z.uuid(),
  callListName: z.string(),
  assignmentType: z.enum(ASSIGNMENT_TYPES),
  state: z.enum(CALL_ENTRY_STATES),
  mine: z.boolean(),
  customer: z.object({
    id: z.uuid(),
    studentName: z.string(),
    parentName: z.string().nullable(),
    phoneDigits: z.string(),
    secondPhoneDigits: z.string().nullable(),
    email: z.string().nullable(),
    gradeLevel: z.string().nullable(),
    currentSchool: z.string().nullable(),
    outcome: z.enum(CUSTOMER_OUTCOMES),
    nextContactOn: z.string().nullable(),
    referenceName: z.string().nullable(),
    campaignName: z.string().nullable(),
    note: z.string().nullable(),
  }),
  interviews: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.string(),
      channel: z.enum(VISIT_CHANNELS),
      stateName: z.string(),
      note: z.string().nullable(),
      nextContactOn: z.string().nullable(),
      accountName: z.string().nullable(),
    }),
  ),
});
export type TCallEntryWork = z.infer<typeof ZCallEntryWorkSchema>;

/** The interview recorded from a call list: the entry names the customer. */
export const ZCallInterviewSchema = ZInterviewInput.omit({ customerId: true, callListEntryId: true });
export type TCallInterview = z.infer<typeof ZCallInterviewSchema>;
export const ZCallInterviewAnswerSchema = z.object({ id: z.uuid(), nextEntryId: z.uuid().nullable() });

/** What the build dialog and the interview form choose from. */
export const ZCallListOptionsSchema = z.object({
  consultants: z.array(z.object({ id: z.uuid(), name: z.string(), branchId: z.uuid().nullable() })),
  branches: z.array(z.object({ id: z.uuid(), name: z.string() })),
  states: z.array(z.object({ id: z.uuid(), name: z.string() })),
  references: z.array(z.object({ id: z.uuid(), name: z.string() })),
  campaigns: z.array(z.object({ id: z.uuid(), name: z.string() })),
  callLists: z.array(z.object({ id: z.uuid(), name: z.string(), assignmentType: z.enum(ASSIGNMENT_TYPES) })),
});

export const QUEUE_REASONS = ['Overdue', 'Today', 'Taken', 'Waiting'] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];
export const queueReasonLabels: Record<QueueReason, string> = {
  Overdue: 'Gecikmiş',
  Today: 'Bugün',
  Taken: 'Üzerimde',
  Waiting: 'Listemde bekliyor',
};

/** A consultant's queue for today, in the order he should call. */
export const ZQueueRowSchema = z.object({
  key: z.string(),
  reason: z.enum(QUEUE_REASONS),
  customerId: z.uuid(),
  customerName: z.string(),
  phoneDigits: z.string(),
  nextContactOn: z.string().nullable(),
  entryId: z.uuid().nullable(),
  callListName: z.string().nullable(),
});
export const ZQueuePageSchema = page(ZQueueRowSchema);

export const ZCustomerParamsSchema = z.object({ customerId: zId('Geçersiz müşteri.') });
export const ZEntryParamsSchema = z.object({ entryId: zId('Geçersiz kayıt.') });
export const ZCustomerEntriesSchema = z.object({
  customer: z.object({ id: z.uuid(), name: z.string() }),
  entries: ZCallListEntryPageSchema,
});
export const ZAddToListSchema = z.object({ callListId: zId('Arama listesini seçiniz.') });
