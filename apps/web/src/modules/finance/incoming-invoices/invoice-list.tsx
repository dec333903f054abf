import { formatMoney } from '@panel/shared/common/money';
import {
  INCOMING_INVOICE_SORTS,
  INCOMING_INVOICE_STATUSES,
  type IncomingInvoiceFilter,
  incomingInvoiceStatusLabels,
  type TIncomingInvoice,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button } from 'antd';
import { Link } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { actionsColumn } from '../../../components/table-columns';
import { BranchFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';
import { INCOMING, PAYMENT, useListTotals } from '../finance.api';
import { AccountCardFilter } from '../finance-filters';
import { StatusTag } from './incoming-invoice-shared';

// The list lives apart from the shared parts: the invoice form and the payment screen load
// without the list's table, filters and range picker.

type InvoiceRow = TIncomingInvoice;

const STATUS_FILTERS: { value: IncomingInvoiceFilter; label: string }[] = [
  { value: 'Open', label: 'Ödenecek (açık)' },
  ...INCOMING_INVOICE_STATUSES.map((s) => ({ value: s, label: incomingInvoiceStatusLabels[s] })),
];

const money = (v: number) => formatMoney(v);

/** The invoice list's frame, shared by /finance/invoice/incoming and the payment screen's open list. */
export const InvoiceList = ({ title, openOnly }: { title: string; openOnly?: boolean }) => {
  const canPay = useCan(ACTIONS.finance.payments);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [accountCardId, setAccountCardId] = useListFilter<string>('accountCardId');
  const [status, setStatus] = useListFilter<IncomingInvoiceFilter>('status');
  const [range, setRange] = useRangeFilter();
  const filters = { branchId, accountCardId, status: openOnly ? 'Open' : status, ...rangeDays(range) };
  const totals = useListTotals<{ amount: number; paid: number; open: number }>(INCOMING, filters);
  return (
    <>
      <ListPage<InvoiceRow>
        title={title}
        endpoint={INCOMING}
        searchPlaceholder="Fatura no veya cari ara"
        emptyText={openOnly ? 'Ödenecek fatura yok.' : 'Bu ölçütlere uygun fatura yok.'}
        addPath={canPay && !openOnly ? `/${INCOMING}/add` : undefined}
        addLabel="Yeni Fatura"
        filters={filters}
        toolbar={
          <>
            <BranchFilter value={branchId} onChange={setBranchId} />
            <AccountCardFilter placeholder="Tüm cariler" value={accountCardId} onChange={setAccountCardId} />
            {!openOnly && (
              <FilterSelect
                label="Durum"
                placeholder="Tümü"
                options={STATUS_FILTERS}
                value={status}
                onChange={setStatus}
                width={170}
              />
            )}
            <RangeFilter label="Fatura tarihi aralığı" value={range} onChange={setRange} />
            <ListReportActions endpoint={INCOMING} filters={filters} fileName="Gelen Faturalar" />
          </>
        }
        columns={[
          {
            title: 'Fatura No',
            dataIndex: 'invoiceNo',
            render: (v: string, r) => <Link to={`/${INCOMING}/${r.id}`}>{v}</Link>,
          },
          sortableDayColumn('Fatura Tarihi', INCOMING_INVOICE_SORTS, 'issuedOn'),
          sortableDayColumn('Vade', INCOMING_INVOICE_SORTS, 'dueOn'),
          {
            title: 'Cari Kart',
            dataIndex: 'accountCardName',
            ...sortable(INCOMING_INVOICE_SORTS, 'accountCardName'),
          },
          { title: 'Gider Türü', dataIndex: 'expenseTypeName' },
          {
            title: 'Toplam',
            dataIndex: 'amount',
            ...sortable(INCOMING_INVOICE_SORTS, 'amount'),
            align: 'right',
            render: money,
          },
          { title: 'Ödenen', dataIndex: 'paid', align: 'right', render: money },
          { title: 'Kalan', dataIndex: 'open', align: 'right', render: money },
          { title: 'Durum', key: 'status', render: (_, r) => <StatusTag row={r} /> },
          actionsColumn<InvoiceRow>(
            (r) =>
              canPay &&
              r.open > 0 && (
                <Link to={`/${PAYMENT}/${r.id}`}>
                  <Button size="small" type="primary">
                    Öde
                  </Button>
                </Link>
              ),
          ),
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Toplam (iptaller hariç)', formatMoney(totals.amount)],
            ['Ödenen', formatMoney(totals.paid)],
            ['Kalan', formatMoney(totals.open)],
          ]}
        />
      )}
    </>
  );
};
