import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText, parseMoney } from '@panel/shared/common/money';
import { VAT_RATES } from '@panel/shared/education/enums';
import { TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import {
  INCOMING_INVOICE_SORTS,
  INCOMING_INVOICE_STATUSES,
  INVOICE_DUE_BEFORE_ISSUE_MESSAGE,
  type IncomingInvoiceFilter,
  type IncomingInvoiceStatus,
  incomingInvoiceStatusLabels,
  PAYMENT_CONFIRM_MESSAGE,
  PAYMENT_OVER_OPEN_MESSAGE,
  SUPPLIER_PAYMENT_SORTS,
  vatOnTop,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BodyOf, CancelPath } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { FilterSelect } from '../../../components/filter-select';
import { FormPage } from '../../../components/form-page';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { LazyDocumentsTab as DocumentsTab } from '../../../components/lazy-documents-tab';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTabs } from '../../../components/list-tabs';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { usePageTotals, useRecord } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { CancelButton, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import {
  ACCOUNT_CARD,
  CASH_BOOK,
  cashBookBalanceOption,
  EXPENSE_TYPE,
  useCashBooks,
  useNamedOptions,
  useRefreshingWrite,
} from '../finance.api';
import {
  AmountField,
  ChoiceField,
  DayField,
  DescriptionField,
  DueDayField,
  onlyChoice,
} from '../finance-fields';
import {
  AccountCardFilter,
  BranchFilter,
  CashBookFilter,
  type RecordStatus,
  RecordStatusFilter,
} from '../finance-filters';
import { useOverBalanceConfirm } from '../over-balance';

const INCOMING = 'finance/invoice/incoming';
const PAYMENT = 'finance/payment';

type InvoicePayment = {
  id: string;
  paymentNo: number;
  paidOn: string;
  cashBookName: string;
  amount: number;
  description: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

type InvoiceRow = {
  id: string;
  branchId: string;
  branchName: string;
  accountCardId: string;
  accountCardName: string;
  expenseTypeName: string | null;
  invoiceNo: string;
  issuedOn: string;
  dueOn: string;
  netAmount: number;
  vatRate: number;
  vatAmount: number;
  amount: number;
  paid: number;
  open: number;
  status: IncomingInvoiceStatus;
  description: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};
type InvoiceDetail = InvoiceRow & { payments: InvoicePayment[] };

type PaymentRow = {
  id: string;
  paymentNo: number;
  paidOn: string;
  accountCardName: string;
  invoiceNo: string;
  incomingInvoiceId: string;
  cashBookName: string;
  amount: number;
  description: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

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
const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: r, label: `%${r}` }));

const StatusTag = ({ row }: { row: Pick<InvoiceRow, 'status' | 'cancelReason'> }) => (
  <Tag color={STATUS_COLORS[row.status]} title={row.cancelReason ?? undefined}>
    {incomingInvoiceStatusLabels[row.status]}
  </Tag>
);

/** Invoices and payments move account card and cash book balances: every such list refreshes. */
const PAYABLES_LISTS = [INCOMING, PAYMENT, CASH_BOOK, ACCOUNT_CARD] as const;
const usePayablesWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) =>
  useRefreshingWrite(PAYABLES_LISTS, write);

/** Cancelling an invoice or a payment reverses its postings; the record stays, marked. */
const CancelPayableButton = ({
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
const CancelPaymentButton = ({ payment }: { payment: { id: string; paymentNo: number } }) => (
  <CancelPayableButton
    title={`${payment.paymentNo} numaralı ödeme iptal edilsin mi?`}
    url={`${PAYMENT}/{id}/cancel`}
    id={payment.id}
    note="Ödeme ters kayıtla geri alınır; tutar kasaya döner ve fatura yeniden ödenecek hale gelir."
  />
);

const money = (v: number) => formatMoney(v);

/** The invoice list's frame, shared by /finance/invoice/incoming and the payment screen's open list. */
const InvoiceList = ({ title, openOnly }: { title: string; openOnly?: boolean }) => {
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

export const IncomingInvoiceListPage = () => <InvoiceList title="Gelen Faturalar" />;

type InvoiceValues = {
  branchId: string;
  accountCardId: string;
  invoiceNo: string;
  issuedOn: Dayjs;
  dueOn: Dayjs;
  expenseTypeId: string;
  netAmount: string;
  vatRate: number;
  description?: string;
};

/**
 * A new purchase invoice. VAT and total are shown as typed; the server computes the same
 * and posts them. Documents are added on the invoice's page once it is saved.
 */
export const IncomingInvoiceFormPage = () => {
  const [form] = Form.useForm<InvoiceValues>();
  const navigate = useNavigate();
  const branches = useBranchOptions();
  const cards = useNamedOptions(ACCOUNT_CARD);
  const types = useNamedOptions(EXPENSE_TYPE);
  const net = parseMoney(Form.useWatch('netAmount', form));
  const rate = Form.useWatch('vatRate', form) ?? 0;
  const vat = net !== null ? vatOnTop(net, rate) : null;
  const today = dayjs(todayInIstanbul());
  return (
    <FormPage<InvoiceValues>
      title="Yeni Gelen Fatura"
      endpoint={INCOMING}
      record={`${INCOMING}/{id}`}
      form={form}
      affects={[ACCOUNT_CARD, PAYMENT]}
      toBody={(v) => ({
        ...v,
        issuedOn: toDay(v.issuedOn),
        dueOn: toDay(v.dueOn),
      })}
      initialValues={{
        issuedOn: today,
        dueOn: today,
        vatRate: 20,
        branchId: onlyChoice(branches),
      }}
      backTo={`/${INCOMING}`}
      onSaved={({ id }) => navigate(`/${INCOMING}/${id}`)}
    >
      <Space.Compact block>
        <ChoiceField label="Şube" name="branchId" options={branches} style={{ flex: 1 }} />
        <ChoiceField
          label="Cari Kart"
          name="accountCardId"
          options={cards}
          style={{ flex: 1, marginInlineStart: 16 }}
        />
      </Space.Compact>
      <Space.Compact block>
        <Form.Item
          label="Fatura No"
          name="invoiceNo"
          rules={rules.text('Fatura No', 50)}
          validateTrigger={triggerFor('text')}
        >
          <Input style={{ width: 200 }} />
        </Form.Item>
        <DayField
          label="Fatura Tarihi"
          name="issuedOn"
          ruleLabel="Fatura"
          style={{ marginInlineStart: 16 }}
        />
        <DueDayField message={INVOICE_DUE_BEFORE_ISSUE_MESSAGE} style={{ marginInlineStart: 16 }} />
      </Space.Compact>
      <ChoiceField label="Gider Türü" name="expenseTypeId" options={types} />
      <Space.Compact block>
        <AmountField label="Tutar (KDV hariç)" name="netAmount" />
        <Form.Item label="KDV Oranı" name="vatRate" style={{ marginInlineStart: 16, width: 120 }}>
          <Select options={VAT_OPTIONS} />
        </Form.Item>
      </Space.Compact>
      <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="KDV">{vat !== null ? formatMoney(vat) : '-'}</Descriptions.Item>
        <Descriptions.Item label="Toplam">
          {net !== null && vat !== null ? <strong>{formatMoney(net + vat)}</strong> : '-'}
        </Descriptions.Item>
      </Descriptions>
      <DescriptionField />
    </FormPage>
  );
};

const InvoiceSummary = ({ invoice }: { invoice: InvoiceDetail }) => (
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
const InvoicePayments = ({ invoice }: { invoice: InvoiceDetail }) => {
  const canPay = useCan(ACTIONS.finance.payments);
  return (
    <Table<InvoicePayment>
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

/** One incoming invoice: its amounts, payments, documents; cancel while nothing is paid. */
export const IncomingInvoiceDetailPage = () => {
  const { invoice_id: id } = useParams();
  const invoice = useRecord<InvoiceDetail>(`${INCOMING}/{id}`, id).data;
  const canPay = useCan(ACTIONS.finance.payments);
  if (!invoice || !id) return <Skeleton active />;
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {invoice.invoiceNo} Numaralı Gelen Fatura
        </Typography.Title>
        <Space>
          {canPay && invoice.open > 0 && (
            <Link to={`/${PAYMENT}/${invoice.id}`}>
              <Button type="primary">Öde</Button>
            </Link>
          )}
          {canPay && !invoice.cancelled && invoice.paid === 0 && (
            <CancelPayableButton
              title={`${invoice.invoiceNo} numaralı fatura iptal edilsin mi?`}
              url={`${INCOMING}/{id}/cancel`}
              id={invoice.id}
              note="Fatura ters kayıtla iptal edilir; cari kartın borcu eski haline döner."
            />
          )}
        </Space>
      </div>
      <Card style={{ marginBottom: 16 }}>
        <InvoiceSummary invoice={invoice} />
      </Card>
      <Card title="Ödemeler" style={{ marginBottom: 16 }}>
        <InvoicePayments invoice={invoice} />
      </Card>
      <Card title="Dokümanlar">
        <DocumentsTab
          ownerId={id}
          endpoint={`${INCOMING}/document`}
          manage={ACTIONS.finance.payments}
          emptyText="Bu faturaya henüz doküman yüklenmemiş."
        />
      </Card>
    </>
  );
};

const PaymentsMade = () => {
  const canPay = useCan(ACTIONS.finance.payments);
  const [accountCardId, setAccountCardId] = useListFilter<string>('accountCardId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<RecordStatus>('status');
  const [range, setRange] = useRangeFilter();
  const [params] = useListParams();
  const filters = { accountCardId, cashBookId, status, ...rangeDays(range) };
  const totals = usePageTotals<{ amount: number }>(PAYMENT, { ...params, ...filters });
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
          {
            title: 'Tarih',
            dataIndex: 'paidOn',
            ...sortable(SUPPLIER_PAYMENT_SORTS, 'paidOn'),
            render: (v: string) => formatDay(v),
          },
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
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) => canPay && !r.cancelled && <CancelPaymentButton payment={r} />,
          },
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

type PayValues = { cashBookId: string; amount: string; paidOn: Dayjs; description?: string };

/**
 * /finance/payment/{invoice_id}: pays one invoice, partly or wholly, from a cash book.
 * The form's idempotency key makes a double click pay once; paying more than the cash
 * book holds asks first (the server asks too, for a balance that changed meanwhile).
 */
export const PaymentPage = () => {
  const { invoice_id: id } = useParams();
  const [form] = Form.useForm<PayValues>();
  const { submit: sendConfirming, modalHolder } = useOverBalanceConfirm({
    title: TRANSFER_CONFIRM_TITLE,
    content: PAYMENT_CONFIRM_MESSAGE,
    okText: 'Evet, öde',
  });
  const attemptKey = useRef<string>(crypto.randomUUID());
  const invoice = useRecord<InvoiceDetail>(`${INCOMING}/{id}`, id).data;
  const canPay = useCan(ACTIONS.finance.payments);
  const books = useCashBooks();
  const bookId = Form.useWatch('cashBookId', form);
  const book = books.find((b) => b.id === bookId);
  const pay = usePayablesWrite((body: BodyOf<typeof PAYMENT>) =>
    api.post(PAYMENT, { body, config: { headers: { 'Idempotency-Key': attemptKey.current } } }),
  );
  if (!invoice || !id) return <Skeleton active />;

  const submit = (v: PayValues) => {
    const body = {
      incomingInvoiceId: invoice.id,
      cashBookId: v.cashBookId,
      amount: v.amount,
      paidOn: toDay(v.paidOn),
      description: v.description,
    };
    const amount = parseMoney(v.amount) ?? 0;
    sendConfirming(!!book && amount > book.balance, (confirmed, onError) =>
      pay.mutate(
        { ...body, confirmed },
        {
          onSuccess: () => {
            attemptKey.current = crypto.randomUUID();
            form.resetFields(['amount', 'description']);
          },
          onError,
        },
      ),
    );
  };

  return (
    <>
      {modalHolder}
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {invoice.invoiceNo} Numaralı Faturanın Ödemesi
        </Typography.Title>
        <Link to={`/${INCOMING}/${invoice.id}`}>
          <Button>Faturayı Görüntüle</Button>
        </Link>
      </div>
      <Card style={{ marginBottom: 16 }}>
        <InvoiceSummary invoice={invoice} />
      </Card>
      <Card title="Yeni Ödeme" style={{ marginBottom: 16, maxWidth: 820 }}>
        {invoice.open <= 0 || !canPay ? (
          <Alert
            type="info"
            showIcon
            message={invoice.cancelled ? 'Fatura iptal edilmiş.' : 'Bu faturanın ödenecek tutarı kalmadı.'}
          />
        ) : (
          <Form<PayValues>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ paidOn: dayjs(todayInIstanbul()), amount: moneyInputText(invoice.open) }}
            disabled={pay.isPending}
          >
            <ChoiceField label="Kasa" name="cashBookId" options={books.map(cashBookBalanceOption)} />
            <Space.Compact block>
              <AmountField
                moreRules={[
                  {
                    validator: async (_, value: unknown) => {
                      const kurus = parseMoney(value);
                      if (kurus !== null && kurus > invoice.open)
                        throw new Error(
                          `${PAYMENT_OVER_OPEN_MESSAGE} (Kalan: ${formatMoney(invoice.open)}).`,
                        );
                    },
                  },
                ]}
                extra={`Kalan: ${formatMoney(invoice.open)}`}
              />
              <DayField
                label="Ödeme Tarihi"
                name="paidOn"
                ruleLabel="Ödeme"
                style={{ marginInlineStart: 16 }}
              />
            </Space.Compact>
            <DescriptionField />
            <Button type="primary" htmlType="submit" loading={pay.isPending}>
              Ödemeyi Kaydet
            </Button>
          </Form>
        )}
      </Card>
      <Card title="Ödemeler">
        <InvoicePayments invoice={invoice} />
      </Card>
    </>
  );
};
