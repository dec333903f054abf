import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  type IncomingInvoiceStatus,
  incomingInvoiceStatusLabels,
  type TIncomingInvoice,
  type TIncomingInvoiceDetail,
  type TInvoicePayment,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Descriptions, Table, Tag } from 'antd';
import type { CancelPath } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { allRowsTableProps } from '../../../components/list-page';
import {
  CancelButton,
  cancelActionColumn,
  cancellableAmountColumn,
  cancelStateColumn,
} from '../cancel-dialog';
import { ACCOUNT_CARD, CASH_BOOK, INCOMING, PAYMENT } from '../finance.api';

type InvoiceRow = TIncomingInvoice;
export type InvoiceDetail = TIncomingInvoiceDetail;

const STATUS_COLORS: Record<IncomingInvoiceStatus, string> = {
  Unpaid: 'orange',
  PartlyPaid: 'blue',
  Paid: 'green',
  Cancelled: 'red',
};

export const StatusTag = ({ row }: { row: Pick<InvoiceRow, 'status' | 'cancelReason'> }) => (
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
      {...allRowsTableProps(invoice.payments)}
      size="small"
      locale={{ emptyText: 'Bu faturaya henüz ödeme yapılmamış.' }}
      columns={[
        { title: 'No', dataIndex: 'paymentNo' },
        { title: 'Tarih', dataIndex: 'paidOn', render: (v: string) => formatDay(v) },
        { title: 'Kasa', dataIndex: 'cashBookName' },
        cancellableAmountColumn(),
        { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
        cancelStateColumn(),
        cancelActionColumn(canPay, (r: TInvoicePayment) => <CancelPaymentButton payment={r} />),
      ]}
    />
  );
};
