import { PlusOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import {
  CHECKOUT_REASON_MESSAGE,
  CHECKOUT_STATUSES,
  checkoutStatusLabels,
  POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
  POS_CASH_OUT_FEE_MESSAGE,
  type TCheckoutExpected,
} from '@panel/shared/finance/checkouts';
import { TRANSFER_CONFIRM_MESSAGE, TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
  Space,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { readHttpError } from '../../../api/http-client';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { FilterSelect } from '../../../components/filter-select';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ReportActions } from '../../../components/report-actions';
import { usePageTotals } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { CASH_BOOK, EXPENSE_TYPE, useCashBooks, useNamedOptions } from '../finance.api';
import { MoneyInput, optionalMoney, positiveMoney } from '../money-field';

const CHECKOUT = 'finance/checkout';
const POS_CASH_OUT = 'finance/checkout/pos-cash-out';

type CheckoutRow = {
  id: string;
  branchName: string;
  cashBookName: string;
  countedOn: string;
  expected: number;
  counted: number;
  difference: number;
  reason: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

type PosCashOutRow = {
  id: string;
  transferNo: number;
  fromCashBookName: string;
  toCashBookName: string;
  amount: number;
  fee: number;
  expenseTypeName: string | null;
  occurredOn: string;
  description: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

const STATUS_OPTIONS = CHECKOUT_STATUSES.map((s) => ({ value: s, label: checkoutStatusLabels[s] }));

/** A write on this screen: the counts, the cash-outs and every cash book balance change with it. */
const useCheckoutWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [CHECKOUT, POS_CASH_OUT, CASH_BOOK].map((k) => client.invalidateQueries({ queryKey: [k] })),
      ),
  });
};

const StateTag = ({ row }: { row: { cancelled: boolean; cancelReason: string | null } }) =>
  row.cancelled ? (
    <Tag color="red" title={row.cancelReason ?? undefined}>
      İptal
    </Tag>
  ) : (
    <Tag color="green">Geçerli</Tag>
  );

/** Cancelling asks why; the posting is reversed and the row stays in the list, marked. */
const CancelButton = ({ title, url, okText }: { title: string; url: string; okText: string }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCheckoutWrite((why: string) => api.post(url, { reason: why }));
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={title}
        okText={okText}
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
      >
        <p>Kayıt ters kayıtla geri alınır; kasa bakiyeleri eski haline döner.</p>
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

type CountValues = {
  branchId?: string;
  cashBookId: string;
  countedOn: Dayjs;
  counted: string;
  reason?: string;
};

/**
 * The count dialog. The expected balance is the server's (the book's postings up to and
 * including the day); the difference is shown as the user types and needs a reason.
 */
const CountDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<CountValues>();
  const branches = useBranchOptions();
  const branchId = Form.useWatch('branchId', form);
  const cashBookId = Form.useWatch('cashBookId', form);
  const countedOn = Form.useWatch('countedOn', form) as Dayjs | undefined;
  const counted = parseMoney(Form.useWatch('counted', form));
  const books = useCashBooks(branchId).map((b) => ({ value: b.id, label: b.name }));
  const day = toDay(countedOn);
  const expected = useQuery({
    queryKey: [CHECKOUT, 'expected', cashBookId, day],
    queryFn: () => api.get<TCheckoutExpected>(`${CHECKOUT}/expected`, { cashBookId, countedOn: day }),
    enabled: !!cashBookId && !!day,
  }).data;
  const difference = expected && counted !== null ? counted - expected.expected : null;
  const save = useCheckoutWrite((body: object) => api.post(CHECKOUT, body));
  const today = todayInIstanbul();

  const submit = (v: CountValues) =>
    save.mutate(
      { cashBookId: v.cashBookId, countedOn: toDay(v.countedOn), counted: v.counted, reason: v.reason },
      { onSuccess: onClose },
    );

  return (
    <Modal
      open
      title="Yeni Kasa Sayımı"
      okText="Sayımı Kaydet"
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, disabled: !!expected?.existingId }}
      destroyOnHidden
    >
      <Form<CountValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          countedOn: dayjs(today),
          branchId: branches.length === 1 ? branches[0]!.value : undefined,
        }}
        disabled={save.isPending}
      >
        <Form.Item label="Şube" name="branchId">
          <Select
            options={branches}
            placeholder="Tüm şubeler"
            allowClear
            showSearch
            optionFilterProp="label"
            onChange={() => form.setFieldValue('cashBookId', undefined)}
          />
        </Form.Item>
        <Form.Item
          label="Kasa"
          name="cashBookId"
          rules={rules.select('Kasa')}
          validateTrigger={triggerFor('select')}
        >
          <Select options={books} placeholder="Seçiniz" showSearch optionFilterProp="label" autoFocus />
        </Form.Item>
        <Form.Item
          label="Sayım Tarihi"
          name="countedOn"
          rules={rules.date('Sayım')}
          validateTrigger={triggerFor('date')}
        >
          <DatePicker format="DD.MM.YYYY" disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
        </Form.Item>
        {expected?.existingId && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Bu kasanın bu güne ait geçerli bir sayımı var. Yeniden saymak için önce onu iptal edin."
          />
        )}
        <Form.Item
          label="Sayılan Tutar"
          name="counted"
          rules={rules.money('Sayılan Tutar')}
          validateTrigger={triggerFor('text')}
        >
          <MoneyInput />
        </Form.Item>
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Beklenen (kasa bakiyesi)">
            {expected ? formatMoney(expected.expected) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label="Fark">
            {difference === null ? (
              '-'
            ) : (
              <Typography.Text type={difference === 0 ? 'success' : 'danger'} strong>
                {formatMoney(difference)} {difference > 0 ? '(fazla)' : difference < 0 ? '(eksik)' : ''}
              </Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
        <Form.Item
          label="Fark Nedeni"
          name="reason"
          rules={[
            ...rules.optional(textRule('Fark Nedeni', 200)),
            {
              validator: async (_, value: unknown) => {
                if (difference && !String(value ?? '').trim()) throw new Error(CHECKOUT_REASON_MESSAGE);
              },
            },
          ]}
          validateTrigger={triggerFor('text')}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

const CountsTab = () => {
  const canManage = useCan(ACTIONS.finance.checkout);
  const [adding, setAdding] = useState(false);
  const branches = useBranchOptions();
  const [branchId, setBranchId] = useListFilter<string>();
  const [cashBookId, setCashBookId] = useListFilter<string>();
  const [status, setStatus] = useListFilter<(typeof CHECKOUT_STATUSES)[number]>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [params, setParams] = useListParams();
  const books = useCashBooks(branchId).map((b) => ({ value: b.id, label: b.name }));
  const filters = {
    branchId,
    cashBookId,
    status,
    from: toDay(range?.[0]) ?? undefined,
    to: toDay(range?.[1]) ?? undefined,
  };
  const totals = usePageTotals<{ surplus: number; shortage: number }>(CHECKOUT, { ...params, ...filters });
  return (
    <>
      <ListPage<CheckoutRow>
        title="Kasa Sayımları"
        endpoint={CHECKOUT}
        searchPlaceholder="Kasa ara"
        emptyText="Bu ölçütlere uygun kasa sayımı yok."
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
              label="Kasa"
              placeholder="Tüm kasalar"
              options={books}
              value={cashBookId}
              onChange={setCashBookId}
            />
            <FilterSelect
              label="Durum"
              placeholder="Tümü"
              options={STATUS_OPTIONS}
              value={status}
              onChange={setStatus}
              width={150}
            />
            <DatePicker.RangePicker
              aria-label="Tarih aralığı"
              format="DD.MM.YYYY"
              value={range}
              onChange={(v) => {
                setRange(v);
                setParams({ _pageNumber: 1 });
              }}
            />
            <ReportActions
              excel={{
                endpoint: `${CHECKOUT}/excel`,
                params: { ...filters, _searchTerm: params._searchTerm },
                fileName: 'kasa-sayimlari',
              }}
            />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Yeni Sayım
              </Button>
            )}
          </>
        }
        columns={[
          { title: 'Sayım Tarihi', dataIndex: 'countedOn', render: (v: string) => formatDay(v) },
          { title: 'Şube', dataIndex: 'branchName' },
          { title: 'Kasa', dataIndex: 'cashBookName' },
          { title: 'Beklenen', dataIndex: 'expected', align: 'right', render: (v: number) => formatMoney(v) },
          { title: 'Sayılan', dataIndex: 'counted', align: 'right', render: (v: number) => formatMoney(v) },
          {
            title: 'Fark',
            dataIndex: 'difference',
            align: 'right',
            render: (v: number, r) => (
              <Typography.Text type={v === 0 ? undefined : v > 0 ? 'success' : 'danger'} delete={r.cancelled}>
                {formatMoney(v)}
              </Typography.Text>
            ),
          },
          { title: 'Fark Nedeni', dataIndex: 'reason', ellipsis: true },
          { title: 'Durum', key: 'state', render: (_, r) => <StateTag row={r} /> },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canManage &&
              !r.cancelled && (
                <CancelButton
                  title={`${formatDay(r.countedOn)} tarihli ${r.cashBookName} sayımı iptal edilsin mi?`}
                  url={`${CHECKOUT}/${r.id}/cancel`}
                  okText="Sayımı İptal Et"
                />
              ),
          },
        ]}
      />
      {totals && (
        <Card size="small" style={{ marginTop: 12 }}>
          <Space size="large">
            <span>
              Sayım fazlası (iptaller hariç): <strong>{formatMoney(totals.surplus)}</strong>
            </span>
            <span>
              Sayım eksiği: <strong>{formatMoney(totals.shortage)}</strong>
            </span>
          </Space>
        </Card>
      )}
      {adding && <CountDialog onClose={() => setAdding(false)} />}
    </>
  );
};

type PosValues = {
  fromCashBookId: string;
  toCashBookId: string;
  amount: string;
  fee?: string;
  expenseTypeId?: string;
  occurredOn: Dayjs;
  description?: string;
};

const needsConfirmation = (error: unknown) => {
  const details = readHttpError(error).body?.details as { needsConfirmation?: boolean } | undefined;
  return !!details?.needsConfirmation;
};

/**
 * The POS cash-out dialog: a POS account to a bank account of its branch, the bank's
 * commission as an expense. Taking more than the POS account holds asks first.
 */
const PosCashOutDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<PosValues>();
  const [modal, modalHolder] = Modal.useModal();
  const books = useCashBooks();
  const expenseTypes = useNamedOptions(EXPENSE_TYPE);
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const amount = parseMoney(Form.useWatch('amount', form));
  const fee = parseMoney(Form.useWatch('fee', form)) ?? 0;
  const posOptions = books
    .filter((b) => b.kind === 'Pos')
    .map((b) => ({ value: b.id, label: `${b.name} (${formatMoney(b.balance)})` }));
  const bankOptions = books
    .filter((b) => b.kind === 'Bank' && (!from || b.branchId === from.branchId))
    .map((b) => ({ value: b.id, label: b.name }));
  const save = useCheckoutWrite((body: object) => api.post(POS_CASH_OUT, body));

  const confirmThen = (send: () => void) =>
    modal.confirm({
      title: TRANSFER_CONFIRM_TITLE,
      content: TRANSFER_CONFIRM_MESSAGE,
      okText: 'Evet, aktar',
      cancelText: 'Vazgeç',
      onOk: send,
    });

  const submit = (v: PosValues) => {
    const body = {
      fromCashBookId: v.fromCashBookId,
      toCashBookId: v.toCashBookId,
      amount: v.amount,
      fee: v.fee,
      expenseTypeId: v.expenseTypeId,
      occurredOn: toDay(v.occurredOn),
      description: v.description,
    };
    const send = (confirmed: boolean) =>
      save.mutate(
        { ...body, confirmed },
        {
          onSuccess: onClose,
          onError: (error) => {
            if (!confirmed && needsConfirmation(error)) confirmThen(() => send(true));
          },
        },
      );
    if (from && (amount ?? 0) > from.balance) confirmThen(() => send(true));
    else send(false);
  };

  return (
    <Modal
      open
      title="Yeni POS Nakde Çevirme"
      okText="Kaydet"
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      {modalHolder}
      <Form<PosValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ occurredOn: dayjs(todayInIstanbul()) }}
        disabled={save.isPending}
      >
        <Form.Item
          label="POS Hesabı"
          name="fromCashBookId"
          rules={rules.select('POS Hesabı')}
          validateTrigger={triggerFor('select')}
        >
          <Select options={posOptions} placeholder="Seçiniz" showSearch optionFilterProp="label" autoFocus />
        </Form.Item>
        <Form.Item
          label="Banka Hesabı"
          name="toCashBookId"
          rules={rules.select('Banka Hesabı')}
          validateTrigger={triggerFor('select')}
          extra="POS hesabıyla aynı şubenin banka hesapları"
        >
          <Select options={bankOptions} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </Form.Item>
        <Space.Compact block>
          <Form.Item
            label="Tutar"
            name="amount"
            rules={positiveMoney('Tutar')}
            validateTrigger={triggerFor('text')}
            extra={from ? `POS bakiyesi: ${formatMoney(from.balance)}` : undefined}
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            label="Komisyon"
            name="fee"
            dependencies={['amount']}
            rules={[
              ...optionalMoney('Komisyon'),
              {
                validator: async (_, value: unknown) => {
                  const kurus = parseMoney(value) ?? 0;
                  if (kurus > 0 && amount !== null && kurus >= amount)
                    throw new Error(POS_CASH_OUT_FEE_MESSAGE);
                },
              },
            ]}
            validateTrigger={triggerFor('text')}
            style={{ marginInlineStart: 16 }}
            extra={amount ? `Bankaya geçen: ${formatMoney(amount - fee)}` : undefined}
          >
            <MoneyInput />
          </Form.Item>
        </Space.Compact>
        {fee > 0 && (
          <Form.Item
            label="Komisyon Gider Türü"
            name="expenseTypeId"
            rules={[{ required: true, message: POS_CASH_OUT_EXPENSE_TYPE_MESSAGE }]}
            validateTrigger={triggerFor('select')}
          >
            <Select options={expenseTypes} placeholder="Seçiniz" showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        <Form.Item
          label="Tarih"
          name="occurredOn"
          rules={rules.date('İşlem')}
          validateTrigger={triggerFor('date')}
        >
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item
          label="Açıklama"
          name="description"
          rules={rules.optional(textRule('Açıklama', 500))}
          validateTrigger={triggerFor('text')}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
};

const PosCashOutTab = () => {
  const canManage = useCan(ACTIONS.finance.checkout);
  const [adding, setAdding] = useState(false);
  const books = useCashBooks()
    .filter((b) => b.kind === 'Pos' || b.kind === 'Bank')
    .map((b) => ({ value: b.id, label: b.name }));
  const [cashBookId, setCashBookId] = useListFilter<string>();
  return (
    <>
      <ListPage<PosCashOutRow>
        title="POS Nakde Çevirme"
        endpoint={POS_CASH_OUT}
        searchPlaceholder="No, hesap veya açıklama ara"
        emptyText="Henüz POS nakde çevirme yok."
        filters={{ cashBookId }}
        toolbar={
          <>
            <FilterSelect
              label="Hesap"
              placeholder="Tüm hesaplar"
              options={books}
              value={cashBookId}
              onChange={setCashBookId}
            />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Yeni POS Nakde Çevirme
              </Button>
            )}
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'transferNo' },
          { title: 'Tarih', dataIndex: 'occurredOn', render: (v: string) => formatDay(v) },
          { title: 'POS Hesabı', dataIndex: 'fromCashBookName' },
          { title: 'Banka Hesabı', dataIndex: 'toCashBookName' },
          {
            title: 'Tutar',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number, r) => (
              <Typography.Text delete={r.cancelled}>{formatMoney(v)}</Typography.Text>
            ),
          },
          {
            title: 'Komisyon',
            dataIndex: 'fee',
            align: 'right',
            render: (v: number, r) => (v ? `${formatMoney(v)} (${r.expenseTypeName ?? '-'})` : '-'),
          },
          {
            title: 'Bankaya Geçen',
            key: 'net',
            align: 'right',
            render: (_, r) => formatMoney(r.amount - r.fee),
          },
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          { title: 'Durum', key: 'state', render: (_, r) => <StateTag row={r} /> },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canManage &&
              !r.cancelled && (
                <CancelButton
                  title={`${r.transferNo} numaralı POS nakde çevirme iptal edilsin mi?`}
                  url={`${POS_CASH_OUT}/${r.id}/cancel`}
                  okText="İptal Et"
                />
              ),
          },
        ]}
      />
      {adding && <PosCashOutDialog onClose={() => setAdding(false)} />}
    </>
  );
};

/**
 * /finance/checkout: the end of the day. Cash counts against what the ledger expects,
 * and POS cash-outs to the bank. Switching tabs starts the other list from its first page.
 */
export const CheckoutPage = () => {
  const [, setParams] = useListParams();
  return (
    <Tabs
      destroyOnHidden
      onChange={() => setParams({ _pageNumber: 1, _searchTerm: '' })}
      items={[
        { key: 'counts', label: 'Kasa Sayımı', children: <CountsTab /> },
        { key: 'pos', label: 'POS Nakde Çevirme', children: <PosCashOutTab /> },
      ]}
    />
  );
};
