import { FilePdfOutlined } from '@ant-design/icons';
import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { INVOICE_PLAN_SORTS } from '@panel/shared/sales/contracts';
import {
  INVOICE_PLAN_STATES,
  type InvoiceKind,
  type InvoicePlanState,
  invoiceKindLabels,
  invoicePlanStateLabels,
} from '@panel/shared/sales/enums';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { openPdf } from '../../../components/download';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { sortable } from '../../../components/sortable-column';
import { useListFilter } from '../../education/education-options';
import { ORDERS, salePath, useMoneyWrite, useOrder } from '../sales.api';

const PLANS = 'finance/invoice/plan';

type PlanRow = {
  id: string;
  orderId: string;
  orderNo: number;
  studentId: string;
  studentName: string;
  branchName: string;
  kind: InvoiceKind;
  state: InvoicePlanState;
  plannedOn: string;
  amount: number;
  vat: number;
  buyerName: string;
  buyerTaxId: string;
  invoiceNo: string | null;
  error: string | null;
};

const stateColors: Record<InvoicePlanState, string> = {
  Planned: 'default',
  Drafted: 'blue',
  Printed: 'green',
  InvoiceNoMissingDraft: 'gold',
  ErrorOnDraft: 'red',
  ErrorOnPrint: 'red',
};

const openInvoice = (id: string) => openPdf('finance/invoice/{id}/pdf', { path: { id } });

const planColumns = (withOrder: boolean): TableColumnsType<PlanRow> => [
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

type BuyerChoice = 'PaymentPerson' | 'Student' | 'Other';
type PlanValues = {
  mode: 'Order' | 'Installment';
  buyer: BuyerChoice;
  name?: string;
  taxId?: string;
  address?: string;
};

/** /education/student/{id}/sale/{order}/invoice: the order's invoice plan, or the form that makes it. */
export const OrderInvoicePage = () => {
  const { student_id: studentId = '', student_order_id: orderId = '' } = useParams();
  const order = useOrder(orderId).data;
  const canAct = useCan(ACTIONS.sales.invoices);
  const [form] = Form.useForm<PlanValues>();
  const buyer = Form.useWatch('buyer', form);
  const plans = useQuery({
    queryKey: [ORDERS, 'invoice-plan', orderId],
    queryFn: () =>
      api.get('student-order/{id}/invoice-plan', { path: { id: orderId } }) as Promise<PlanRow[]>,
  });
  const create = useMoneyWrite(
    (v: PlanValues) =>
      api.post('student-order/{id}/invoice-plan', {
        path: { id: orderId },
        body: {
          mode: v.mode,
          buyer:
            v.buyer === 'Other'
              ? { name: v.name, taxId: v.taxId ?? '', address: v.address ?? null }
              : v.buyer,
        },
      }),
    [PLANS],
  );
  if (!order || !plans.data) return <Skeleton active />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Fatura Planı: <Link to={salePath(studentId, orderId)}>{order.orderNo} numaralı satış</Link>
      </Typography.Title>
      <Card>
        {plans.data.length > 0 ? (
          <Table<PlanRow>
            rowKey="id"
            size="small"
            pagination={false}
            dataSource={plans.data}
            columns={planColumns(false)}
          />
        ) : order.state === 'Draft' || order.state === 'Cancelled' ? (
          <Alert
            type="info"
            showIcon
            message="Ödeme planı kaydedilmiş, iptal edilmemiş satışlar faturalanır."
          />
        ) : !canAct ? (
          <Alert type="info" showIcon message="Bu satışın fatura planı henüz yok." />
        ) : (
          <Form<PlanValues>
            form={form}
            layout="vertical"
            initialValues={{
              mode: 'Installment',
              buyer: order.paymentPersonId ? 'PaymentPerson' : 'Student',
            }}
            onFinish={(v) => create.mutate(v)}
            disabled={create.isPending}
            style={{ maxWidth: 560 }}
          >
            <Form.Item name="mode" label="Faturalama">
              <Radio.Group>
                <Radio value="Installment">Her taksit için ayrı fatura (vade tarihinde)</Radio>
                <Radio value="Order">Satışın tamamı için tek fatura (bugün)</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="buyer" label="Alıcı">
              <Radio.Group>
                {order.paymentPersonId && (
                  <Radio value="PaymentPerson">Ödeme sorumlusu ({order.paymentPersonName})</Radio>
                )}
                <Radio value="Student">Öğrenci ({order.studentName})</Radio>
                <Radio value="Other">Başka bir alıcı (şirket veya kişi)</Radio>
              </Radio.Group>
            </Form.Item>
            {buyer === 'Other' && (
              <>
                <Form.Item
                  name="name"
                  label="Alıcı Adı / Unvanı"
                  rules={rules.text('Alıcı Adı', 100)}
                  validateTrigger="onBlur"
                >
                  <Input />
                </Form.Item>
                <Form.Item
                  name="taxId"
                  label="Vergi No (10 hane) veya T.C. Kimlik No (11 hane)"
                  rules={[
                    {
                      required: true,
                      pattern: /^(\d{10}|\d{11})$/,
                      message: 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır!',
                    },
                  ]}
                  validateTrigger="onBlur"
                >
                  <Input inputMode="numeric" maxLength={11} />
                </Form.Item>
                <Form.Item name="address" label="Adres" rules={rules.optional(textRule('Adres', 200))}>
                  <Input.TextArea rows={2} maxLength={200} />
                </Form.Item>
              </>
            )}
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Fatura Planı Oluştur
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
};
