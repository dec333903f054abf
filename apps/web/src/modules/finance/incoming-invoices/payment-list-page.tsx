import { formatMoney } from '@panel/shared/common/money';
import { SUPPLIER_PAYMENT_SORTS, type TSupplierPayment } from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Link } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTabs } from '../../../components/list-tabs';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { sortable, sortableDayColumn } from '../../../components/sortable-column';
import { useListFilter } from '../../education/education-options';
import { cancelActionColumn, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import { INCOMING, PAYMENT, useListTotals } from '../finance.api';
import { AccountCardFilter, CashBookFilter, type RecordStatus, RecordStatusFilter } from '../finance-filters';
import { CancelPaymentButton } from './incoming-invoice-shared';
import { InvoiceList } from './invoice-list';

type PaymentRow = TSupplierPayment;

const PaymentsMade = () => {
  const canPay = useCan(ACTIONS.finance.payments);
  const [accountCardId, setAccountCardId] = useListFilter<string>('accountCardId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<RecordStatus>('status');
  const [range, setRange] = useRangeFilter();
  const filters = { accountCardId, cashBookId, status, ...rangeDays(range) };
  const totals = useListTotals<{ amount: number }>(PAYMENT, filters);
  return (
    <>
      <ListPage<PaymentRow>
        title="Yapılan Ödemeler"
        endpoint={PAYMENT}
        searchPlaceholder="No, cari, kasa veya fatura no ara"
        emptyText="Bu ölçütlere uygun ödeme yok."
        filters={filters}
        toolbar={
          <>
            <AccountCardFilter placeholder="Tüm cariler" value={accountCardId} onChange={setAccountCardId} />
            <CashBookFilter value={cashBookId} onChange={setCashBookId} />
            <RecordStatusFilter value={status} onChange={setStatus} />
            <RangeFilter label="Ödeme tarihi aralığı" value={range} onChange={setRange} />
            <ListReportActions endpoint={PAYMENT} filters={filters} fileName="Tedarikçi Ödemeleri" />
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'paymentNo' },
          sortableDayColumn('Tarih', SUPPLIER_PAYMENT_SORTS, 'paidOn'),
          {
            title: 'Cari Kart',
            dataIndex: 'accountCardName',
            ...sortable(SUPPLIER_PAYMENT_SORTS, 'accountCardName'),
          },
          {
            title: 'Fatura No',
            dataIndex: 'invoiceNo',
            render: (v: string, r) => <Link to={`/${INCOMING}/${r.incomingInvoiceId}`}>{v}</Link>,
          },
          { title: 'Kasa', dataIndex: 'cashBookName' },
          cancellableAmountColumn({ sortable: true }),
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          cancelStateColumn(),
          cancelActionColumn(canPay, (r: PaymentRow) => <CancelPaymentButton payment={r} />),
        ]}
      />
      {totals && <ListTotals parts={[['Toplam ödeme (iptaller hariç)', formatMoney(totals.amount)]]} />}
    </>
  );
};

/**
 * /finance/payment: the invoices still owed (each with its Öde button) and the payments
 * made. Switching tabs starts the other list from its first page.
 */
export const PaymentListPage = () => (
  <ListTabs
    items={[
      {
        key: 'open',
        label: 'Ödenecek Faturalar',
        children: <InvoiceList title="Ödenecek Faturalar" openOnly />,
      },
      { key: 'paid', label: 'Yapılan Ödemeler', children: <PaymentsMade /> },
    ]}
  />
);
