import { asc } from 'drizzle-orm';
import { turkishOrder } from '../../../platform/listing';
import { crmCustomers, crmReferences } from '../crm.table';
import { definitionService } from '../crm-definition.service';

/**
 * The business's reference sources by name (a small definition list: no paging). A source
 * customers point at is kept, only deactivated: those customers still name it.
 */
export const references = definitionService({
  table: crmReferences,
  entity: 'crm-reference',
  columns: { id: crmReferences.id, name: crmReferences.name, active: crmReferences.active },
  orderBy: [turkishOrder(crmReferences.name), asc(crmReferences.id)],
  notFoundMessage: 'Referans kaynağı bulunamadı.',
  usedBy: [crmCustomers.referenceId],
});
