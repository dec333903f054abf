import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  INCOMING_INVOICE_SORTS,
  INCOMING_INVOICE_STATUSES,
  type IncomingInvoiceFilter,
  type IncomingInvoiceStatus,
  incomingInvoiceStatusLabels,
  type TIncomingInvoice,
  type TIncomingInvoiceDetail,
  type TInvoicePayment,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Descriptions, Table, Tag } from 'antd';
import { Link } from 'react-router';
import type { CancelPath } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { usePageTotals } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListParams } from '../../../components/use-list-params';
import { useListFilter } from '../../education/education-options';
import { CancelButton, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import { ACCOUNT_CARD, CASH_BOOK } from '../finance.api';
import { AccountCardFilter, BranchFilter } from '../finance-filters';

export const INCOMING = 'finance/invoice/incoming';
export const PAYMENT = 'finance/payment';

type InvoiceRow = TIncomingInvoice;
export type InvoiceDetail = TIncomingInvoiceDetail;

const STATUS_COLORS: Record<IncomingInvoiceStatus, string> = {
  Unpaid: 'orange',
  PartlyPaid: 'blue',
  Paid: 'green',
  Cancelled: 'red',
};
const STATUS_FILTERS: { value: IncomingInvoiceFilter; label: string }[] = [
  { value: 'Open', label: 'Ödenecek (açık)' },
  ...INCOMING_INVOICE_STATUSES.map((s) => ({ value: s, label: incomingInvoiceStatusLabels[s] })),
];

const StatusTag = ({ row }: { row: Pick<InvoiceRow, 'status' | 'cancelReason'> }) => (
  <Tag color={STATUS_COLORS[row.status]} title={row.cancelReason ?? undefined}>
    {incomingInvoiceStatusLabels[row.status]}
  </Tag>
);

/** Invoices and payments move account card and cash book balances: every such list refreshes. */
export const PAYABLES_LISTS = [INCOMING, PAYMENT, CASH_BOOK, ACCOUNT_CARD] as const;

/** Cancelling an invoice or a payment reverses its postings; the record stays, marked. */
export const CancelPayableButton = ({
  title,
  url,
  id,
  note,
}: {
  title: string;
  url: CancelPath;
  id: string;
  note: string;
}) => (
  <CancelButton title={title} url={url} id={id} note={note} okText="İptal Et" refreshes={PAYABLES_LISTS} />
);

/** A payment's cancel button, the same in the invoice's payments and the payments list. */
export const CancelPaymentButton = ({ payment }: { payment: { id: string; paymentNo: number } }) => (
  <CancelPayableButton
    title={`${payment.paymentNo} numaralı ödeme iptal edilsin mi?`}
    url={`${PAYMENT}/{id}/cancel`}
    id={payment.id}
    note="Ödeme ters kayıtla geri alınır; tutar kasaya döner ve fatura yeniden ödenecek hale gelir."
  />
);

const money = (v: number) => formatMoney(v);

/** The invoice list's frame, shared by /finance/invoice/incoming and the payment screen's open list. */
export const InvoiceList = ({ title, openOnly }: { title: string; openOnly?: boolean }) => {
  const canPay = useCan(ACTIONS.finance.payments);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [accountCardId, setAccountCardId] = useListFilter<string>('accountCardId');
  const [status, setStatus] = useListFilter<IncomingInvoiceFilter>('status');
  const [range, setRange] = useRangeFilter();
  const [params] = useListParams();
  const filters = { branchId, accountCardId, status: openOnly ? 'Open' : status, ...rangeDays(range) };
  const totals = usePageTotals<{ amount: number; paid: number; open: number }>(INCOMING, {
    ...params,
    ...filters,
  });
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
          {
            title: 'Fatura Tarihi',
            dataIndex: 'issuedOn',
            ...sortable(INCOMING_INVOICE_SORTS, 'issuedOn'),
            render: (v: string) => formatDay(v),
          },
          {
            title: 'Vade',
            dataIndex: 'dueOn',
            ...sortable(INCOMING_INVOICE_SORTS, 'dueOn'),
            render: (v: string) => formatDay(v),
          },
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
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canPay &&
              r.open > 0 && (
                <Link to={`/${PAYMENT}/${r.id}`}>
                  <Button size="small" type="primary">
                    Öde
                  </Button>
                </Link>
              ),
          },
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

export const InvoiceSummary = ({ invoice }: { invoice: InvoiceDetail }) => (
  <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
    <Descriptions.Item label="Cari Kart">{invoice.accountCardName}</Descriptions.Item>
    <Descriptions.Item label="Şube">{invoice.branchName}</Descriptions.Item>
    <Descriptions.Item label="Fatura Tarihi">{formatDay(invoice.issuedOn)}</Descriptions.Item>
    <Descriptions.Item label="Vade Tarihi">{formatDay(invoice.dueOn)}</Descriptions.Item>
    <Descriptions.Item label="Gider Türü">{invoice.expenseTypeName ?? '-'}</Descriptions.Item>
    <Descriptions.Item label="Durum">
      <StatusTag row={invoice} />
    </Descriptions.Item>
    <Descriptions.Item label="Tutar">{formatMoney(invoice.netAmount)}</Descriptions.Item>
    <Descriptions.Item label={`KDV (%${invoice.vatRate})`}>
      {formatMoney(invoice.vatAmount)}
    </Descriptions.Item>
    <Descriptions.Item label="Toplam">
      <strong>{formatMoney(invoice.amount)}</strong>
    </Descriptions.Item>
    <Descriptions.Item label="Kalan">
      <strong>{formatMoney(invoice.open)}</strong>
    </Descriptions.Item>
    {invoice.description && (
      <Descriptions.Item label="Açıklama" span={2}>
        {invoice.description}
      </Descriptions.Item>
    )}
    {invoice.cancelReason && (
      <Descriptions.Item label="İptal Nedeni" span={2}>
        {invoice.cancelReason}
      </Descriptions.Item>
    )}
  </Descriptions>
);

/** The payments of one invoice; a live one can be cancelled, which reopens its amount. */
export const InvoicePayments = ({ invoice }: { invoice: InvoiceDetail }) => {
  const canPay = useCan(ACTIONS.finance.payments);
  return (
    <Table<TInvoicePayment>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={invoice.payments}
      locale={{ emptyText: 'Bu faturaya henüz ödeme yapılmamış.' }}
      columns={[
        { title: 'No', dataIndex: 'paymentNo' },
        { title: 'Tarih', dataIndex: 'paidOn', render: (v: string) => formatDay(v) },
        { title: 'Kasa', dataIndex: 'cashBookName' },
        cancellableAmountColumn(),
        { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
        cancelStateColumn(),
        {
          title: '',
          key: 'actions',
          align: 'right',
          render: (_, r) => canPay && !r.cancelled && <CancelPaymentButton payment={r} />,
        },
      ]}
    />
  );
};
