import { z } from 'zod';
import { zPage, zTimestamp } from '../common/answers';
import { zDate, zOptional } from '../validation/zod';
import { VISIT_CHANNELS } from './enums';

/** Recording an interview [görüşme]: from the customer's card and from a call list alike. */
export const ZInterviewInput = z.object({
  customerId: z.uuid({ error: 'Müşteri seçiniz.' }),
  channel: z.enum(VISIT_CHANNELS, { error: 'Görüşme kanalını seçiniz.' }),
  stateId: z.uuid({ error: 'Görüşme durumunu seçiniz.' }),
  note: z.string().trim().max(2000, { error: 'Not en fazla 2000 karakter olabilir.' }).optional(),
  // A real calendar day (zDate): a well-formed but impossible one is a 400, not a database error.
  nextContactOn: zOptional(zDate('Sonraki Görüşme')),
  /** The call-list entry this interview finishes, when made from a list. */
  callListEntryId: z.uuid().nullish(),
});
export type TInterviewInput = z.infer<typeof ZInterviewInput>;

/** An interview as the customer's card lists it. */
export const ZInterviewRowSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  channel: z.enum(VISIT_CHANNELS),
  stateId: z.uuid(),
  stateName: z.string(),
  note: z.string().nullable(),
  nextContactOn: z.string().nullable(),
  accountName: z.string().nullable(),
  createdAt: zTimestamp(),
});
export type TInterviewRow = z.infer<typeof ZInterviewRowSchema>;
export const ZInterviewPageSchema = zPage(ZInterviewRowSchema);
