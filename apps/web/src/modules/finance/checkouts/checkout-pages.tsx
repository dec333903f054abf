import { PlusOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import {
  CHECKOUT_REASON_MESSAGE,
  CHECKOUT_SORTS,
  POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
  POS_CASH_OUT_FEE_MESSAGE,
  POS_CASH_OUT_SORTS,
  type TCheckoutExpected,
} from '@panel/shared/finance/checkouts';
import { TRANSFER_CONFIRM_MESSAGE, TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { BodyOf, CancelPath } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTabs } from '../../../components/list-tabs';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { usePageTotals } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { CancelButton, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import {
  CASH_BOOK,
  type CashBookOption,
  cashBookBalanceOption,
  cashBookOption,
  EXPENSE_TYPE,
  useCashBooks,
  useNamedOptions,
  useRefreshingWrite,
} from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField, onlyChoice } from '../finance-fields';
import { BranchFilter, CashBookFilter, type RecordStatus, RecordStatusFilter } from '../finance-filters';
import { MoneyInput, optionalMoney } from '../money-field';
import { useOverBalanceConfirm } from '../over-balance';

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

/** What a write on this screen changes: the counts, the cash-outs and every cash book balance. */
const CHECKOUT_LISTS = [CHECKOUT, POS_CASH_OUT, CASH_BOOK] as const;
const useCheckoutWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) =>
  useRefreshingWrite(CHECKOUT_LISTS, write);

/** Cancelling a count or a cash-out reverses its postings; the row stays in the list, marked. */
const CancelCheckoutButton = ({
  title,
  url,
  id,
  okText,
}: {
  title: string;
  url: CancelPath;
  id: string;
  okText: string;
}) => (
  <CancelButton
    title={title}
    url={url}
    id={id}
    okText={okText}
    note="Kayıt ters kayıtla geri alınır; kasa bakiyeleri eski haline döner."
    refreshes={CHECKOUT_LISTS}
  />
);

const isPosOrBank = (b: CashBookOption) => b.kind === 'Pos' || b.kind === 'Bank';

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
  const books = useCashBooks(branchId).map(cashBookOption);
  const day = toDay(countedOn);
  const expected = useQuery({
    queryKey: [CHECKOUT, 'expected', cashBookId, day],
    queryFn: () =>
      api.get(`${CHECKOUT}/expected`, {
        query: { cashBookId, countedOn: day },
      }) as Promise<TCheckoutExpected>,
    enabled: !!cashBookId && !!day,
  }).data;
  const difference = expected && counted !== null ? counted - expected.expected : null;
  const save = useCheckoutWrite((body: BodyOf<typeof CHECKOUT>) => api.post(CHECKOUT, { body }));
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
          branchId: onlyChoice(branches),
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
        <ChoiceField label="Kasa" name="cashBookId" options={books} select={{ autoFocus: true }} />
        <DayField
          label="Sayım Tarihi"
          name="countedOn"
          ruleLabel="Sayım"
          picker={{ disabledDate: (d) => d.format('YYYY-MM-DD') > today }}
        />
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
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<RecordStatus>('status');
  const [range, setRange] = useRangeFilter();
  const [params] = useListParams();
  const filters = { branchId, cashBookId, status, ...rangeDays(range) };
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
            <BranchFilter value={branchId} onChange={setBranchId} />
            <CashBookFilter branchId={branchId} value={cashBookId} onChange={setCashBookId} />
            <RecordStatusFilter value={status} onChange={setStatus} />
            <RangeFilter label="Tarih aralığı" value={range} onChange={setRange} />
            <ListReportActions endpoint={CHECKOUT} filters={filters} fileName="Kasa Sayımları" />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Yeni Sayım
              </Button>
            )}
          </>
        }
        columns={[
          {
            title: 'Sayım Tarihi',
            dataIndex: 'countedOn',
            ...sortable(CHECKOUT_SORTS, 'countedOn'),
            render: (v: string) => formatDay(v),
          },
          { title: 'Şube', dataIndex: 'branchName' },
          { title: 'Kasa', dataIndex: 'cashBookName' },
          { title: 'Beklenen', dataIndex: 'expected', align: 'right', render: (v: number) => formatMoney(v) },
          { title: 'Sayılan', dataIndex: 'counted', align: 'right', render: (v: number) => formatMoney(v) },
          {
            title: 'Fark',
            dataIndex: 'difference',
            ...sortable(CHECKOUT_SORTS, 'difference'),
            align: 'right',
            render: (v: number, r) => (
              <Typography.Text type={v === 0 ? undefined : v > 0 ? 'success' : 'danger'} delete={r.cancelled}>
                {formatMoney(v)}
              </Typography.Text>
            ),
          },
          { title: 'Fark Nedeni', dataIndex: 'reason', ellipsis: true },
          cancelStateColumn(),
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canManage &&
              !r.cancelled && (
                <CancelCheckoutButton
                  title={`${formatDay(r.countedOn)} tarihli ${r.cashBookName} sayımı iptal edilsin mi?`}
                  url={`${CHECKOUT}/{id}/cancel`}
                  id={r.id}
                  okText="Sayımı İptal Et"
                />
              ),
          },
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Sayım fazlası (iptaller hariç)', formatMoney(totals.surplus)],
            ['Sayım eksiği', formatMoney(totals.shortage)],
          ]}
        />
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

/**
 * The POS cash-out dialog: a POS account to a bank account of its branch, the bank's
 * commission as an expense. Taking more than the POS account holds asks first.
 */
const PosCashOutDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<PosValues>();
  const { submit: sendConfirming, modalHolder } = useOverBalanceConfirm({
    title: TRANSFER_CONFIRM_TITLE,
    content: TRANSFER_CONFIRM_MESSAGE,
    okText: 'Evet, aktar',
  });
  const books = useCashBooks();
  const expenseTypes = useNamedOptions(EXPENSE_TYPE);
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const amount = parseMoney(Form.useWatch('amount', form));
  const fee = parseMoney(Form.useWatch('fee', form)) ?? 0;
  const posOptions = books.filter((b) => b.kind === 'Pos').map(cashBookBalanceOption);
  const bankOptions = books
    .filter((b) => b.kind === 'Bank' && (!from || b.branchId === from.branchId))
    .map(cashBookOption);
  const save = useCheckoutWrite((body: BodyOf<typeof POS_CASH_OUT>) => api.post(POS_CASH_OUT, { body }));

  const submit = (v: PosValues) => {
    const body = {
      fromCashBookId: v.fromCashBookId,
      toCashBookId: v.toCashBookId,
      amount: v.amount,
      fee: v.fee,
      expenseTypeId: v.expenseTypeId ?? null,
      occurredOn: toDay(v.occurredOn),
      description: v.description,
    };
    sendConfirming(!!from && (amount ?? 0) > from.balance, (confirmed, onError) =>
      save.mutate({ ...body, confirmed }, { onSuccess: onClose, onError }),
    );
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
        <ChoiceField
          label="POS Hesabı"
          name="fromCashBookId"
          options={posOptions}
          select={{ autoFocus: true }}
        />
        <ChoiceField
          label="Banka Hesabı"
          name="toCashBookId"
          options={bankOptions}
          extra="POS hesabıyla aynı şubenin banka hesapları"
        />
        <Space.Compact block>
          <AmountField extra={from ? `POS bakiyesi: ${formatMoney(from.balance)}` : undefined} />
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
        <DayField label="Tarih" name="occurredOn" ruleLabel="İşlem" />
        <DescriptionField />
      </Form>
    </Modal>
  );
};

const PosCashOutTab = () => {
  const canManage = useCan(ACTIONS.finance.checkout);
  const [adding, setAdding] = useState(false);
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
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
            <CashBookFilter
              label="Hesap"
              placeholder="Tüm hesaplar"
              where={isPosOrBank}
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
          {
            title: 'Tarih',
            dataIndex: 'occurredOn',
            ...sortable(POS_CASH_OUT_SORTS, 'occurredOn'),
            render: (v: string) => formatDay(v),
          },
          { title: 'POS Hesabı', dataIndex: 'fromCashBookName' },
          { title: 'Banka Hesabı', dataIndex: 'toCashBookName' },
          cancellableAmountColumn({ sortable: true }),
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
          cancelStateColumn(),
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              canManage &&
              !r.cancelled && (
                <CancelCheckoutButton
                  title={`${r.transferNo} numaralı POS nakde çevirme iptal edilsin mi?`}
                  url={`${POS_CASH_OUT}/{id}/cancel`}
                  id={r.id}
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
export const CheckoutPage = () => (
  <ListTabs
    items={[
      { key: 'counts', label: 'Kasa Sayımı', children: <CountsTab /> },
      { key: 'pos', label: 'POS Nakde Çevirme', children: <PosCashOutTab /> },
    ]}
  />
);
