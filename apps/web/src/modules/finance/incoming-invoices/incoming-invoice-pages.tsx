import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText, parseMoney } from '@panel/shared/common/money';
import { VAT_RATES } from '@panel/shared/education/enums';
import { CHECKOUT_STATUSES, checkoutStatusLabels } from '@panel/shared/finance/checkouts';
import { TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import {
  INCOMING_INVOICE_STATUSES,
  INVOICE_DUE_BEFORE_ISSUE_MESSAGE,
  type IncomingInvoiceFilter,
  type IncomingInvoiceStatus,
  incomingInvoiceStatusLabels,
  PAYMENT_CONFIRM_MESSAGE,
  PAYMENT_OVER_OPEN_MESSAGE,
  vatOnTop,
} from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  Modal,
  Select,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { readHttpError } from '../../../api/http-client';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { DocumentsTab } from '../../../components/documents-tab';
import { FilterSelect } from '../../../components/filter-select';
import { FormPage } from '../../../components/form-page';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ReportActions } from '../../../components/report-actions';
import { usePageTotals, useRecord } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { ACCOUNT_CARD, CASH_BOOK, EXPENSE_TYPE, useCashBooks, useNamedOptions } from '../finance.api';
import { MoneyInput, positiveMoney } from '../money-field';

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
const usePayablesWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [INCOMING, PAYMENT, CASH_BOOK, ACCOUNT_CARD].map((k) => client.invalidateQueries({ queryKey: [k] })),
      ),
  });
};

/** Cancelling asks why; the posting is reversed and the record stays, marked. */
const CancelButton = ({
  title,
  url,
  note,
  onDone,
}: {
  title: string;
  url: string;
  note: string;
  onDone?: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = usePayablesWrite((why: string) => api.post(url, { reason: why }));
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={title}
        okText="İptal Et"
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          cancel.mutate(reason.trim(), {
            onSuccess: () => {
              setOpen(false);
              onDone?.();
            },
          })
        }
      >
        <p>{note}</p>
        <Input.TextArea
          aria-label="İptal Nedeni"
          placeholder="İptal nedeni"
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
};

const money = (v: number) => formatMoney(v);

/** The invoice list's frame, shared by /finance/invoice/incoming and the payment screen's open list. */
const InvoiceList = ({ title, openOnly }: { title: string; openOnly?: boolean }) => {
  const canPay = useCan(ACTIONS.finance.payments);
  const branches = useBranchOptions();
  const cards = useNamedOptions(ACCOUNT_CARD);
  const [branchId, setBranchId] = useListFilter<string>();
  const [accountCardId, setAccountCardId] = useListFilter<string>();
  const [status, setStatus] = useListFilter<IncomingInvoiceFilter>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [params, setParams] = useListParams();
  const filters = {
    branchId,
    accountCardId,
    status: openOnly ? 'Open' : status,
    from: toDay(range?.[0]) ?? undefined,
    to: toDay(range?.[1]) ?? undefined,
  };
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
            <FilterSelect
              label="Şube"
              placeholder="Tüm şubeler"
              options={branches}
              value={branchId}
              onChange={setBranchId}
            />
            <FilterSelect
              label="Cari Kart"
              placeholder="Tüm cariler"
              options={cards}
              value={accountCardId}
              onChange={setAccountCardId}
            />
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
            <DatePicker.RangePicker
              aria-label="Fatura tarihi aralığı"
              format="DD.MM.YYYY"
              value={range}
              onChange={(v) => {
                setRange(v);
                setParams({ _pageNumber: 1 });
              }}
            />
            <ReportActions
              excel={{
                endpoint: `${INCOMING}/excel`,
                params: { ...filters, _searchTerm: params._searchTerm },
                fileName: 'gelen-faturalar',
              }}
            />
          </>
        }
        columns={[
          {
            title: 'Fatura No',
            dataIndex: 'invoiceNo',
            render: (v: string, r) => <Link to={`/${INCOMING}/${r.id}`}>{v}</Link>,
          },
          { title: 'Fatura Tarihi', dataIndex: 'issuedOn', render: (v: string) => formatDay(v) },
          { title: 'Vade', dataIndex: 'dueOn', render: (v: string) => formatDay(v) },
          { title: 'Cari Kart', dataIndex: 'accountCardName' },
          { title: 'Gider Türü', dataIndex: 'expenseTypeName' },
          { title: 'Toplam', dataIndex: 'amount', align: 'right', render: money },
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
        <Card size="small" style={{ marginTop: 12 }}>
          <Space size="large">
            <span>
              Toplam (iptaller hariç): <strong>{formatMoney(totals.amount)}</strong>
            </span>
            <span>
              Ödenen: <strong>{formatMoney(totals.paid)}</strong>
            </span>
            <span>
              Kalan: <strong>{formatMoney(totals.open)}</strong>
            </span>
          </Space>
        </Card>
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
        branchId: branches.length === 1 ? branches[0]!.value : undefined,
      }}
      backTo={`/${INCOMING}`}
      onSaved={({ id }) => navigate(`/${INCOMING}/${id}`)}
    >
      <Space.Compact block>
        <Form.Item
          label="Şube"
          name="branchId"
          rules={rules.select('Şube')}
          validateTrigger={triggerFor('select')}
          style={{ flex: 1 }}
        >
          <Select options={branches} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item
          label="Cari Kart"
          name="accountCardId"
          rules={rules.select('Cari Kart')}
          validateTrigger={triggerFor('select')}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Select options={cards} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </Form.Item>
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
        <Form.Item
          label="Fatura Tarihi"
          name="issuedOn"
          rules={rules.date('Fatura')}
          validateTrigger={triggerFor('date')}
          style={{ marginInlineStart: 16 }}
        >
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item
          label="Vade Tarihi"
          name="dueOn"
          dependencies={['issuedOn']}
          rules={[
            ...rules.date('Vade'),
            ({ getFieldValue }) => ({
              validator: async (_, value: Dayjs | undefined) => {
                const issued = getFieldValue('issuedOn') as Dayjs | undefined;
                if (value && issued && value.isBefore(issued, 'day'))
                  throw new Error(INVOICE_DUE_BEFORE_ISSUE_MESSAGE);
              },
            }),
          ]}
          validateTrigger={triggerFor('date')}
          style={{ marginInlineStart: 16 }}
        >
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        label="Gider Türü"
        name="expenseTypeId"
        rules={rules.select('Gider Türü')}
        validateTrigger={triggerFor('select')}
      >
        <Select options={types} placeholder="Seçiniz" showSearch optionFilterProp="label" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          label="Tutar (KDV hariç)"
          name="netAmount"
          rules={positiveMoney('Tutar')}
          validateTrigger={triggerFor('text')}
        >
          <MoneyInput />
        </Form.Item>
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
      <Form.Item
        label="Açıklama"
        name="description"
        rules={rules.optional(textRule('Açıklama', 500))}
        validateTrigger={triggerFor('text')}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
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
        {
          title: 'Tutar',
          dataIndex: 'amount',
          align: 'right',
          render: (v: number, r) => <Typography.Text delete={r.cancelled}>{formatMoney(v)}</Typography.Text>,
        },
        { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
        {
          title: 'Durum',
          key: 'state',
          render: (_, r) =>
            r.cancelled ? (
              <Tag color="red" title={r.cancelReason ?? undefined}>
                İptal
              </Tag>
            ) : (
              <Tag color="green">Geçerli</Tag>
            ),
        },
        {
          title: '',
          key: 'actions',
          align: 'right',
          render: (_, r) =>
            canPay &&
            !r.cancelled && (
              <CancelButton
                title={`${r.paymentNo} numaralı ödeme iptal edilsin mi?`}
                url={`${PAYMENT}/${r.id}/cancel`}
                note="Ödeme ters kayıtla geri alınır; tutar kasaya döner ve fatura yeniden ödenecek hale gelir."
              />
            ),
        },
      ]}
    />
  );
};

/** One incoming invoice: its amounts, payments, documents; cancel while nothing is paid. */
export const IncomingInvoiceDetailPage = () => {
  const { invoice_id: id } = useParams();
  const invoice = useRecord<InvoiceDetail>(INCOMING, id).data;
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
            <CancelButton
              title={`${invoice.invoiceNo} numaralı fatura iptal edilsin mi?`}
              url={`${INCOMING}/${invoice.id}/cancel`}
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

const PAYMENT_STATUS_OPTIONS = CHECKOUT_STATUSES.map((s) => ({ value: s, label: checkoutStatusLabels[s] }));

const PaymentsMade = () => {
  const canPay = useCan(ACTIONS.finance.payments);
  const cards = useNamedOptions(ACCOUNT_CARD);
  const books = useCashBooks().map((b) => ({ value: b.id, label: b.name }));
  const [accountCardId, setAccountCardId] = useListFilter<string>();
  const [cashBookId, setCashBookId] = useListFilter<string>();
  const [status, setStatus] = useListFilter<(typeof CHECKOUT_STATUSES)[number]>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [params, setParams] = useListParams();
  const filters = {
    accountCardId,
    cashBookId,
    status,
    from: toDay(range?.[0]) ?? undefined,
    to: toDay(range?.[1]) ?? undefined,
  };
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
            <FilterSelect
              label="Cari Kart"
              placeholder="Tüm cariler"
              options={cards}
              value={accountCardId}
              onChange={setAccountCardId}
            />
            <FilterSelect
              label="Kasa"
              placeholder="Tüm kasalar"
              options={books}
              value={cashBookId}
              onChange={setCashBookId}
            />
            <FilterSelect
              label="Durum"
              placeholder="Tümü"
              options={PAYMENT_STATUS_OPTIONS}
              value={status}
              onChange={setStatus}
              width={150}
            />
            <DatePicker.RangePicker
              aria-label="Ödeme tarihi aralığı"
              format="DD.MM.YYYY"
              value={range}
              onChange={(v) => {
                setRange(v);
                setParams({ _pageNumber: 1 });
              }}
            />
            <ReportActions
              excel={{
                endpoint: `${PAYMENT}/excel`,
                params: { ...filters, _searchTerm: params._searchTerm },
                fileName: 'tedarikci-odemeleri',
              }}
            />
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'paymentNo' },
          { title: 'Tarih', dataIndex: 'paidOn', render: (v: string) => formatDay(v) },
          { title: 'Cari Kart', dataIndex: 'accountCardName' },
          {
            title: 'Fatura No',
            dataIndex: 'invoiceNo',
            render: (v: string, r) => <Link to={`/${INCOMING}/${r.incomingInvoiceId}`}>{v}</Link>,
          },
          { title: 'Kasa', dataIndex: 'cashBookName' },
          {
            title: 'Tutar',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number, r) => (
              <Typography.Text delete={r.cancelled}>{formatMoney(v)}</Typography.Text>
            ),
          },
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          {
            title: 'Durum',
            key: 'state',
            render: (_, r) =>
              r.cancelled ? (
                <Tag color="red" title={r.cancelReason ?? undefined}>
                  İptal
                </Tag>
              ) : (
                <Tag color="green">Geçerli</Tag>
              ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canPay &&
              !r.cancelled && (
                <CancelButton
                  title={`${r.paymentNo} numaralı ödeme iptal edilsin mi?`}
                  url={`${PAYMENT}/${r.id}/cancel`}
                  note="Ödeme ters kayıtla geri alınır; tutar kasaya döner ve fatura yeniden ödenecek hale gelir."
                />
              ),
          },
        ]}
      />
      {totals && (
        <Card size="small" style={{ marginTop: 12 }}>
          Toplam ödeme (iptaller hariç): <strong>{formatMoney(totals.amount)}</strong>
        </Card>
      )}
    </>
  );
};

/**
 * /finance/payment: the invoices still owed (each with its Öde button) and the payments
 * made. Switching tabs starts the other list from its first page.
 */
export const PaymentListPage = () => {
  const [, setParams] = useListParams();
  return (
    <Tabs
      destroyOnHidden
      onChange={() => setParams({ _pageNumber: 1, _searchTerm: '' })}
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
};

type PayValues = { cashBookId: string; amount: string; paidOn: Dayjs; description?: string };

const needsConfirmation = (error: unknown) => {
  const details = readHttpError(error).body?.details as { needsConfirmation?: boolean } | undefined;
  return !!details?.needsConfirmation;
};

/**
 * /finance/payment/{invoice_id}: pays one invoice, partly or wholly, from a cash book.
 * The form's idempotency key makes a double click pay once; paying more than the cash
 * book holds asks first (the server asks too, for a balance that changed meanwhile).
 */
export const PaymentPage = () => {
  const { invoice_id: id } = useParams();
  const [form] = Form.useForm<PayValues>();
  const [modal, modalHolder] = Modal.useModal();
  const attemptKey = useRef<string>(crypto.randomUUID());
  const invoice = useRecord<InvoiceDetail>(INCOMING, id).data;
  const canPay = useCan(ACTIONS.finance.payments);
  const books = useCashBooks();
  const bookId = Form.useWatch('cashBookId', form);
  const book = books.find((b) => b.id === bookId);
  const pay = usePayablesWrite((body: object) =>
    api.post<{ message?: string }>(PAYMENT, body, { headers: { 'Idempotency-Key': attemptKey.current } }),
  );
  if (!invoice || !id) return <Skeleton active />;

  const confirmThen = (send: () => void) =>
    modal.confirm({
      title: TRANSFER_CONFIRM_TITLE,
      content: PAYMENT_CONFIRM_MESSAGE,
      okText: 'Evet, öde',
      cancelText: 'Vazgeç',
      onOk: send,
    });

  const submit = (v: PayValues) => {
    const body = {
      incomingInvoiceId: invoice.id,
      cashBookId: v.cashBookId,
      amount: v.amount,
      paidOn: toDay(v.paidOn),
      description: v.description,
    };
    const send = (confirmed: boolean) =>
      pay.mutate(
        { ...body, confirmed },
        {
          onSuccess: () => {
            attemptKey.current = crypto.randomUUID();
            form.resetFields(['amount', 'description']);
          },
          onError: (error) => {
            if (!confirmed && needsConfirmation(error)) confirmThen(() => send(true));
          },
        },
      );
    const amount = parseMoney(v.amount) ?? 0;
    if (book && amount > book.balance) confirmThen(() => send(true));
    else send(false);
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
            <Form.Item
              label="Kasa"
              name="cashBookId"
              rules={rules.select('Kasa')}
              validateTrigger={triggerFor('select')}
            >
              <Select
                options={books.map((b) => ({ value: b.id, label: `${b.name} (${formatMoney(b.balance)})` }))}
                placeholder="Seçiniz"
                showSearch
                optionFilterProp="label"
              />
            </Form.Item>
            <Space.Compact block>
              <Form.Item
                label="Tutar"
                name="amount"
                rules={[
                  ...positiveMoney('Tutar'),
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
                validateTrigger={triggerFor('text')}
                extra={`Kalan: ${formatMoney(invoice.open)}`}
              >
                <MoneyInput />
              </Form.Item>
              <Form.Item
                label="Ödeme Tarihi"
                name="paidOn"
                rules={rules.date('Ödeme')}
                validateTrigger={triggerFor('date')}
                style={{ marginInlineStart: 16 }}
              >
                <DatePicker format="DD.MM.YYYY" />
              </Form.Item>
            </Space.Compact>
            <Form.Item
              label="Açıklama"
              name="description"
              rules={rules.optional(textRule('Açıklama', 500))}
              validateTrigger={triggerFor('text')}
            >
              <Input.TextArea rows={2} />
            </Form.Item>
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
