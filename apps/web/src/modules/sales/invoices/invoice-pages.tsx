import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  INVOICE_PLAN_STATES,
  type InvoicePlanState,
  invoicePlanStateLabels,
} from '@panel/shared/sales/enums';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { useListFilter } from '../../education/education-options';
import { useMoneyWrite } from '../sales.api';
import { PLANS, type PlanRow, planColumns } from './invoice-plan-columns';

/** /finance/invoice/plan: every planned invoice; drafts, prints and retries act on the ticked rows. */
export const InvoicePlanPage = () => {
  const canAct = useCan(ACTIONS.sales.invoices);
  const [state, setState] = useListFilter<InvoicePlanState>('state');
  const [selected, setSelected] = useState<string[]>([]);
  const step = useMoneyWrite(
    (kind: 'draft' | 'print' | 'retry') => api.post(`${PLANS}/${kind}`, { body: { ids: selected } }),
    [PLANS, 'finance/invoice/print'],
  );
  const run = (kind: 'draft' | 'print' | 'retry') => step.mutate(kind, { onSuccess: () => setSelected([]) });
  return (
    <ListPage<PlanRow>
      title="Fatura Planı"
      endpoint={PLANS}
      searchPlaceholder="Öğrenci ara"
      emptyText="Fatura planı yok. Satış detayından fatura planı oluşturabilirsiniz."
      filters={{ state }}
      rowSelection={
        canAct ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) } : undefined
      }
      toolbar={
        <Space wrap>
          <FilterSelect
            label="Durum"
            placeholder="Tüm durumlar"
            options={optionsOf(INVOICE_PLAN_STATES, invoicePlanStateLabels)}
            value={state}
            onChange={setState}
          />
          {canAct && (
            <>
              <Button disabled={!selected.length} loading={step.isPending} onClick={() => run('draft')}>
                Taslak Oluştur ({selected.length})
              </Button>
              <Popconfirm
                title={`Seçilen ${selected.length} fatura kesilsin mi?`}
                description="Kesilen fatura numaralanır ve geri alınamaz."
                okText="Faturayı Kes"
                cancelText="Vazgeç"
                onConfirm={() => run('print')}
                disabled={!selected.length}
              >
                <Button type="primary" disabled={!selected.length} loading={step.isPending}>
                  Faturayı Kes ({selected.length})
                </Button>
              </Popconfirm>
              <Button disabled={!selected.length} loading={step.isPending} onClick={() => run('retry')}>
                Hataları Yeniden Dene
              </Button>
            </>
          )}
        </Space>
      }
      columns={planColumns(true)}
    />
  );
};

/** /finance/invoice/print: the invoices already printed, with their PDFs. */
export const InvoicePrintPage = () => (
  <ListPage<PlanRow>
    title="Kesilen Faturalar"
    endpoint="finance/invoice/print"
    searchPlaceholder="Öğrenci ara"
    emptyText="Henüz kesilmiş fatura yok."
    columns={planColumns(true)}
  />
);
