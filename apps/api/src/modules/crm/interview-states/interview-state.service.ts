import type { InterviewStateClosing } from '@panel/shared/crm/enums';
import { asc, sql } from 'drizzle-orm';
import { turkishOrder } from '../../../platform/listing';
import { crmCustomers, crmInterviewStates, crmInterviews } from '../crm.table';
import { definitionService } from '../crm-definition.service';

/**
 * The business's interview states in their order (a small definition list: no paging). A state
 * interviews or customers point at is kept, only deactivated: their history still names it.
 */
export const interviewStates = definitionService({
  table: crmInterviewStates,
  entity: 'crm-interview-state',
  columns: {
    id: crmInterviewStates.id,
    name: crmInterviewStates.name,
    closing: sql<InterviewStateClosing>`${crmInterviewStates.closing}`,
    sortOrder: crmInterviewStates.sortOrder,
    active: crmInterviewStates.active,
  },
  orderBy: [
    asc(crmInterviewStates.sortOrder),
    turkishOrder(crmInterviewStates.name),
    asc(crmInterviewStates.id),
  ],
  notFoundMessage: 'Görüşme durumu bulunamadı.',
  usedBy: [crmInterviews.stateId, crmCustomers.lastInterviewStateId],
});
