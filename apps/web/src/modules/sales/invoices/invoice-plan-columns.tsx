import { FilePdfOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { INVOICE_PLAN_SORTS, type TInvoicePlanRow } from '@panel/shared/sales/contracts';
import {
  type InvoiceKind,
  type InvoicePlanState,
  invoiceKindLabels,
  invoicePlanStateLabels,
} from '@panel/shared/sales/enums';
import { Button, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { openPdf } from '../../../components/download';
import { sortable } from '../../../components/sortable-column';
import { salePath } from '../sales.api';

// The invoice desk (finance) and a sale's own invoice page (student card) show the same rows;
// kept apart from both pages so the student card does not load the desk's list machinery.
export const PLANS = 'finance/invoice/plan';

export type PlanRow = TInvoicePlanRow;

const stateColors: Record<InvoicePlanState, string> = {
  Planned: 'default',
  Drafted: 'blue',
  Printed: 'green',
  InvoiceNoMissingDraft: 'gold',
  ErrorOnDraft: 'red',
  ErrorOnPrint: 'red',
};

const openInvoice = (id: string) => openPdf('finance/invoice/{id}/pdf', { path: { id } });

export const planColumns = (withOrder: boolean): TableColumnsType<PlanRow> => [
  ...(withOrder
    ? [
        {
          title: 'Satış',
          dataIndex: 'orderNo',
          render: (no: number, r: PlanRow) => (
            <Link to={salePath(r.studentId, r.orderId)}>
              {no} - {r.studentName}
            </Link>
          ),
        },
        { title: 'Şube', dataIndex: 'branchName' },
      ]
    : []),
  {
    title: 'Fatura Tarihi',
    dataIndex: 'plannedOn',
    ...sortable(INVOICE_PLAN_SORTS, 'plannedOn'),
    render: formatDay,
  },
  {
    title: 'Tutar',
    dataIndex: 'amount',
    ...sortable(INVOICE_PLAN_SORTS, 'amount'),
    align: 'right',
    render: (v: number) => formatMoney(v),
  },
  { title: 'KDV', dataIndex: 'vat', align: 'right', render: (v: number) => formatMoney(v) },
  { title: 'Alıcı', dataIndex: 'buyerName', render: (v: string, r) => `${v} (${r.buyerTaxId})` },
  { title: 'Tür', dataIndex: 'kind', render: (k: InvoiceKind) => invoiceKindLabels[k] },
  {
    title: 'Durum',
    dataIndex: 'state',
    render: (s: InvoicePlanState, r) => (
      <Space direction="vertical" size={0}>
        <Tag color={stateColors[s]}>{invoicePlanStateLabels[s]}</Tag>
        {r.error && <Typography.Text type="danger">{r.error}</Typography.Text>}
      </Space>
    ),
  },
  {
    title: 'Fatura No',
    dataIndex: 'invoiceNo',
    render: (no: string | null, r) =>
      no ? (
        <Button size="small" icon={<FilePdfOutlined />} onClick={() => openInvoice(r.id)}>
          {no}
        </Button>
      ) : (
        '-'
      ),
  },
];
