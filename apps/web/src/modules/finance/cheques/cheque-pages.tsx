import { PlusOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE,
  CHEQUE_BANK_BOOK_REQUIRED_MESSAGE,
  CHEQUE_BANK_REQUIRED_MESSAGE,
  CHEQUE_CASH_BOOK_REQUIRED_MESSAGE,
  CHEQUE_DRAWER_REQUIRED_MESSAGE,
  CHEQUE_DUE_BEFORE_ISSUE_MESSAGE,
  CHEQUE_PAY_CONFIRM_MESSAGE,
  CHEQUE_SORTS,
  type ChequeTransition,
  chequeActionLabels,
  chequeNoun,
  legalChequeActions,
  type TChequeDetail,
  type TChequeMovementRow,
  type TChequeRow,
} from '@panel/shared/finance/cheques';
import { TAX_NUMBER_DIGITS_MESSAGE } from '@panel/shared/finance/contracts';
import {
  CHEQUE_DIRECTIONS,
  CHEQUE_KINDS,
  CHEQUE_STATES,
  type ChequeDirection,
  type ChequeKind,
  type ChequeState,
  chequeDirectionLabels,
  chequeKindLabels,
  chequeStateLabels,
} from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { invalidatePaths, usePageTotals, useRecord } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { StudentPicker } from '../../students/student-operation-pages';
import {
  ACCOUNT_CARD,
  cashBookBalanceOption,
  useCashBooks,
  useFinanceWrite,
  useNamedOptions,
} from '../finance.api';
import {
  AmountField,
  ChoiceField,
  DayField,
  DescriptionField,
  DueDayField,
  onlyChoice,
} from '../finance-fields';
import { BranchFilter } from '../finance-filters';
import { needsConfirmation } from '../over-balance';

/** The endpoint and cache key of cheques; every write also refreshes balances. */
const CHEQUE = 'finance/cheque';

const STATE_COLORS: Record<ChequeState, string> = {
  InPortfolio: 'blue',
  Given: 'purple',
  Endorsed: 'cyan',
  DepositedToBank: 'gold',
  Collected: 'green',
  Bounced: 'red',
  Returned: 'default',
};

const StateTag = ({ state }: { state: ChequeState }) => (
  <Tag color={STATE_COLORS[state]}>{chequeStateLabels[state]}</Tag>
);

const DIRECTION_OPTIONS = optionsOf(CHEQUE_DIRECTIONS, chequeDirectionLabels);
const KIND_OPTIONS = optionsOf(CHEQUE_KINDS, chequeKindLabels);
const STATE_OPTIONS = optionsOf(CHEQUE_STATES, chequeStateLabels);

/** A write on a cheque: the cheque lists and pages refresh beside the balances. */
const useChequeWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) => {
  const client = useQueryClient();
  const mutation = useFinanceWrite(write);
  return {
    ...mutation,
    send: (
      values: V,
      options: { onSuccess?: (result: R) => void; onError?: (error: unknown) => void } = {},
    ) =>
      mutation.mutate(values, {
        onSuccess: (result) => {
          void invalidatePaths(client, [CHEQUE]);
          options.onSuccess?.(result);
        },
        onError: options.onError,
      }),
  };
};

type NewValues = {
  branchId: string;
  kind: ChequeKind;
  portfolioNo?: number;
  serialNo: string;
  drawer?: string;
  drawerTaxNumber?: string;
  bankName?: string;
  bankBranch?: string;
  accountNo?: string;
  accountCardId: string;
  studentId?: string;
  occurredOn: Dayjs;
  issuedOn?: Dayjs;
  dueOn: Dayjs;
  amount: string;
  description?: string;
};

/**
 * Entering a cheque or note: received from a party into the portfolio, or given to a
 * supplier. The portfolio number is suggested and may be changed; it opens the cheque's
 * page once saved.
 */
const NewChequeDialog = ({ direction, onClose }: { direction: ChequeDirection; onClose: () => void }) => {
  const [form] = Form.useForm<NewValues>();
  const navigate = useNavigate();
  const branches = useBranchOptions();
  const cards = useNamedOptions(ACCOUNT_CARD);
  const next = useQuery({
    queryKey: [CHEQUE, 'next-number'],
    queryFn: () => api.get(`${CHEQUE}/next-number`) as Promise<{ portfolioNo: number }>,
  }).data;
  const kind = Form.useWatch('kind', form);
  const save = useChequeWrite(
    (body: BodyOf<typeof CHEQUE>) => api.post(CHEQUE, { body }) as Promise<{ id: string }>,
  );
  const received = direction === 'Received';

  const submit = (v: NewValues) =>
    save.send(
      {
        branchId: v.branchId,
        direction,
        kind: v.kind,
        portfolioNo: v.portfolioNo ?? null,
        serialNo: v.serialNo,
        drawer: v.drawer,
        drawerTaxNumber: v.drawerTaxNumber,
        bankName: v.kind === 'Cheque' ? v.bankName : null,
        bankBranch: v.kind === 'Cheque' ? v.bankBranch : null,
        accountNo: v.kind === 'Cheque' ? v.accountNo : null,
        accountCardId: v.accountCardId ?? null,
        studentId: received ? (v.studentId ?? null) : null,
        occurredOn: toDay(v.occurredOn),
        issuedOn: toDay(v.issuedOn),
        dueOn: toDay(v.dueOn),
        amount: v.amount,
        description: v.description,
      },
      { onSuccess: (created) => navigate(`/finance/cheque/${created.id}`) },
    );

  return (
    <Modal
      open
      width={720}
      title={received ? 'Çek / Senet Al' : 'Çek / Senet Ver'}
      okText="Kaydet"
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form<NewValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={save.isPending}
        initialValues={{
          kind: 'Cheque',
          occurredOn: dayjs(todayInIstanbul()),
          branchId: onlyChoice(branches),
        }}
      >
        <Space wrap align="start">
          <Form.Item label="Tür" name="kind">
            <Radio.Group options={KIND_OPTIONS} optionType="button" />
          </Form.Item>
          <Form.Item
            label="Portföy No"
            name="portfolioNo"
            extra={next ? `Önerilen: ${next.portfolioNo}` : undefined}
          >
            <InputNumber min={1} precision={0} placeholder={next ? String(next.portfolioNo) : ''} />
          </Form.Item>
          <ChoiceField label="Şube" name="branchId" options={branches} select={{ style: { width: 220 } }} />
        </Space>
        <ChoiceField
          label={received ? 'Alınan Cari (borçlu)' : 'Verilen Cari (tedarikçi)'}
          ruleLabel="Cari Kart"
          name="accountCardId"
          options={cards}
        />
        {received && (
          <Form.Item label="Öğrenci (isteğe bağlı)" name="studentId">
            <StudentPicker />
          </Form.Item>
        )}
        <Space wrap align="start">
          <Form.Item
            label="Seri No"
            name="serialNo"
            rules={rules.text('Seri No', 50)}
            validateTrigger={triggerFor('text')}
          >
            <Input style={{ width: 180 }} />
          </Form.Item>
          <Form.Item
            label="Keşideci"
            name="drawer"
            rules={[
              ...rules.optional(textRule('Keşideci', 100)),
              { required: received, message: CHEQUE_DRAWER_REQUIRED_MESSAGE, whitespace: true },
            ]}
            validateTrigger={triggerFor('text')}
            extra={received ? undefined : 'Boş bırakılırsa kurumun adı yazılır'}
          >
            <Input style={{ width: 260 }} />
          </Form.Item>
          <Form.Item
            label="Vergi / T.C. Kimlik No"
            name="drawerTaxNumber"
            rules={[{ pattern: /^\d{10,11}$/, message: TAX_NUMBER_DIGITS_MESSAGE }]}
            validateTrigger={triggerFor('text')}
          >
            <Input style={{ width: 180 }} maxLength={11} />
          </Form.Item>
        </Space>
        {kind === 'Cheque' && (
          <Space wrap align="start">
            <Form.Item
              label="Banka Adı"
              name="bankName"
              rules={[
                ...rules.optional(textRule('Banka Adı', 50)),
                { required: true, message: CHEQUE_BANK_REQUIRED_MESSAGE, whitespace: true },
              ]}
              validateTrigger={triggerFor('text')}
            >
              <Input style={{ width: 220 }} />
            </Form.Item>
            <Form.Item
              label="Banka Şubesi"
              name="bankBranch"
              rules={rules.optional(textRule('Banka Şubesi', 50))}
              validateTrigger={triggerFor('text')}
            >
              <Input style={{ width: 180 }} />
            </Form.Item>
            <Form.Item
              label="Hesap No"
              name="accountNo"
              rules={rules.optional(textRule('Hesap No', 50))}
              validateTrigger={triggerFor('text')}
            >
              <Input style={{ width: 180 }} />
            </Form.Item>
          </Space>
        )}
        <Space wrap align="start">
          <DayField label="İşlem Tarihi" name="occurredOn" ruleLabel="İşlem" />
          <Form.Item label="Keşide Tarihi" name="issuedOn">
            <DatePicker format="DD.MM.YYYY" />
          </Form.Item>
          <DueDayField message={CHEQUE_DUE_BEFORE_ISSUE_MESSAGE} />
          <AmountField />
        </Space>
        <DescriptionField />
      </Form>
    </Modal>
  );
};

/** /finance/cheque: the portfolio and the cheques we gave, filtered, totalled, printed and exported. */
export const ChequeListPage = () => {
  const canManage = useCan(ACTIONS.finance.cheques);
  const [direction, setDirection] = useListFilter<ChequeDirection>('direction');
  const [kind, setKind] = useListFilter<ChequeKind>('kind');
  const [state, setState] = useListFilter<ChequeState>('state');
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [range, setRange] = useRangeFilter();
  const [adding, setAdding] = useState<ChequeDirection | null>(null);
  const [params] = useListParams();
  const due = rangeDays(range);
  const filters = { direction, kind, state, branchId, dueFrom: due.from, dueTo: due.to };
  const totals = usePageTotals<{ count: number; amount: number }>(CHEQUE, { ...params, ...filters });
  return (
    <>
      <ListPage<TChequeRow>
        title="Çek / Senet"
        endpoint={CHEQUE}
        searchPlaceholder="Portföy no, seri no, keşideci veya cari ara"
        emptyText="Bu ölçütlere uygun çek veya senet yok."
        filters={filters}
        toolbar={
          <>
            <FilterSelect
              label="Yön"
              placeholder="Alınan ve verilen"
              options={DIRECTION_OPTIONS}
              value={direction}
              onChange={setDirection}
              width={170}
            />
            <FilterSelect
              label="Tür"
              placeholder="Çek ve senet"
              options={KIND_OPTIONS}
              value={kind}
              onChange={setKind}
              width={150}
            />
            <FilterSelect
              label="Durum"
              placeholder="Tüm durumlar"
              options={STATE_OPTIONS}
              value={state}
              onChange={setState}
              width={170}
            />
            <BranchFilter value={branchId} onChange={setBranchId} />
            <RangeFilter
              label="Vade aralığı"
              placeholder={['Vade başı', 'Vade sonu']}
              value={range}
              onChange={setRange}
            />
            <ListReportActions endpoint={CHEQUE} filters={filters} fileName="Çek ve Senetler" />
            {canManage && (
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding('Received')}>
                  Çek / Senet Al
                </Button>
                <Button icon={<PlusOutlined />} onClick={() => setAdding('Given')}>
                  Çek / Senet Ver
                </Button>
              </>
            )}
          </>
        }
        columns={[
          {
            title: 'Portföy No',
            dataIndex: 'portfolioNo',
            render: (v: number, r) => <Link to={`/finance/cheque/${r.id}`}>{v}</Link>,
          },
          { title: 'Yön', dataIndex: 'direction', render: (v: ChequeDirection) => chequeDirectionLabels[v] },
          { title: 'Tür', dataIndex: 'kind', render: (v: ChequeKind) => chequeKindLabels[v] },
          { title: 'Durum', dataIndex: 'state', render: (v: ChequeState) => <StateTag state={v} /> },
          { title: 'Seri No', dataIndex: 'serialNo' },
          { title: 'Keşideci', dataIndex: 'drawer', ellipsis: true },
          { title: 'Banka', dataIndex: 'bankName' },
          {
            title: 'Cari',
            key: 'party',
            render: (_, r) =>
              r.endorsedToName ? `${r.accountCardName} → ${r.endorsedToName}` : r.accountCardName,
          },
          {
            title: 'Vade',
            dataIndex: 'dueOn',
            ...sortable(CHEQUE_SORTS, 'dueOn'),
            render: (v: string) => formatDay(v),
          },
          {
            title: 'Tutar',
            dataIndex: 'amount',
            ...sortable(CHEQUE_SORTS, 'amount'),
            align: 'right',
            render: (v: number) => formatMoney(v),
          },
          { title: 'Şube', dataIndex: 'branchName' },
          {
            title: '',
            key: 'open',
            align: 'right',
            render: (_, r) => (
              <Link to={`/finance/cheque/${r.id}`} className="no-print">
                <Button size="small">Detay</Button>
              </Link>
            ),
          },
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Adet', String(totals.count)],
            ['Toplam Tutar', formatMoney(totals.amount)],
          ]}
        />
      )}
      {adding && <NewChequeDialog direction={adding} onClose={() => setAdding(null)} />}
    </>
  );
};

type MoveValues = { occurredOn: Dayjs; cashBookId?: string; accountCardId?: string; description?: string };

/**
 * One legal action on a cheque: its date and what it needs (a cash book, a bank account
 * or an account card), then a confirmation. Paying more than the cash book holds says so
 * in the confirmation; the server asks again if the balance changed meanwhile.
 */
const ChequeActionDialog = ({
  cheque,
  transition,
  onClose,
}: {
  cheque: TChequeDetail;
  transition: ChequeTransition;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<MoveValues>();
  const [modal, modalHolder] = Modal.useModal();
  const label = chequeActionLabels[transition.action];
  const noun = chequeNoun(cheque.kind);
  const books = useCashBooks(cheque.branchId);
  const bookOptions = books
    .filter((b) => (transition.needs === 'bankCashBook' ? b.kind === 'Bank' : b.kind !== 'Pos'))
    .map(cashBookBalanceOption);
  const cards = useNamedOptions(ACCOUNT_CARD, transition.needs === 'accountCard').filter(
    (c) => c.value !== cheque.accountCardId,
  );
  const bookId = Form.useWatch('cashBookId', form);
  const book = books.find((b) => b.id === bookId);
  const lastDay = cheque.movements.at(-1)?.occurredOn;
  const save = useChequeWrite((body: BodyOf<'finance/cheque/{id}/movement'>) =>
    api.post('finance/cheque/{id}/movement', { path: { id: cheque.id }, body }),
  );
  const needsBook = transition.needs === 'cashBook' || transition.needs === 'bankCashBook';

  const submit = (v: MoveValues) => {
    const body = {
      action: transition.action,
      occurredOn: toDay(v.occurredOn),
      cashBookId: needsBook ? (v.cashBookId ?? null) : null,
      accountCardId: transition.needs === 'accountCard' ? (v.accountCardId ?? null) : null,
      description: v.description,
    };
    const send = (confirmed: boolean) =>
      save.send(
        { ...body, confirmed },
        {
          onSuccess: onClose,
          onError: (error) => {
            if (!confirmed && needsConfirmation(error)) ask(true);
          },
        },
      );
    const ask = (overBalance: boolean) =>
      modal.confirm({
        title: overBalance ? 'Onay Gerekli' : `${cheque.portfolioNo} portföy no'lu ${noun}: ${label}`,
        content: overBalance
          ? CHEQUE_PAY_CONFIRM_MESSAGE
          : `${formatMoney(cheque.amount)} tutarındaki ${noun} için "${label}" işlemi yapılsın mı?`,
        okText: 'Evet',
        cancelText: 'Vazgeç',
        onOk: () => send(overBalance),
      });
    const overBalance = transition.action === 'Pay' && !!book && cheque.amount > book.balance;
    ask(overBalance);
  };

  return (
    <Modal
      open
      title={`${cheque.portfolioNo} Portföy No'lu ${chequeKindLabels[cheque.kind]}: ${label}`}
      okText={label}
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, danger: transition.action === 'Bounce' }}
      destroyOnHidden
    >
      {modalHolder}
      {transition.action === 'Deposit' && (
        <Typography.Paragraph type="secondary">
          Bankaya verilen {noun} tahsil edilene kadar kasa bakiyesi değişmez.
        </Typography.Paragraph>
      )}
      {transition.action === 'Bounce' && (
        <Typography.Paragraph type="secondary">
          {cheque.state === 'Collected' ? 'Tahsilat ters kayıtla geri alınır; ' : ''}
          alacak yeniden {cheque.accountCardName} carisine yazılır.
        </Typography.Paragraph>
      )}
      <Form<MoveValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={save.isPending}
        initialValues={{ occurredOn: dayjs(todayInIstanbul()) }}
      >
        <DayField
          label="İşlem Tarihi"
          name="occurredOn"
          ruleLabel="İşlem"
          extra={lastDay ? `Son hareket: ${formatDay(lastDay)}` : undefined}
          picker={{ disabledDate: (d) => !!lastDay && d.isBefore(dayjs(lastDay), 'day') }}
        />
        {needsBook && (
          <Form.Item
            label={transition.needs === 'bankCashBook' ? 'Banka Hesabı' : 'Kasa'}
            name="cashBookId"
            rules={[
              {
                required: true,
                message:
                  transition.needs === 'bankCashBook'
                    ? CHEQUE_BANK_BOOK_REQUIRED_MESSAGE
                    : CHEQUE_CASH_BOOK_REQUIRED_MESSAGE,
              },
            ]}
            validateTrigger={triggerFor('select')}
            extra={book ? `Kasa bakiyesi: ${formatMoney(book.balance)}` : undefined}
          >
            <Select options={bookOptions} placeholder="Seçiniz" showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        {transition.needs === 'accountCard' && (
          <Form.Item
            label="Ciro Edilecek Cari"
            name="accountCardId"
            rules={[{ required: true, message: CHEQUE_ACCOUNT_CARD_REQUIRED_MESSAGE }]}
            validateTrigger={triggerFor('select')}
          >
            <Select options={cards} placeholder="Seçiniz" showSearch optionFilterProp="label" />
          </Form.Item>
        )}
        <DescriptionField />
      </Form>
    </Modal>
  );
};

const movementColumns = [
  { title: 'Tarih', dataIndex: 'occurredOn', render: (v: string) => formatDay(v) },
  {
    title: 'Durum',
    key: 'state',
    render: (_: unknown, m: TChequeMovementRow) => (
      <Space size={4}>
        {m.fromState && (
          <>
            <StateTag state={m.fromState} />→
          </>
        )}
        <StateTag state={m.toState} />
      </Space>
    ),
  },
  { title: 'Kasa', dataIndex: 'cashBookName' },
  { title: 'Cari', dataIndex: 'accountCardName' },
  {
    title: 'Muhasebe',
    key: 'posting',
    render: (_: unknown, m: TChequeMovementRow) =>
      m.reverseTransactionId ? 'Tahsilat iptali ve kayıt' : m.transactionId ? 'Kayıt var' : 'Kayıt yok',
  },
  { title: 'Açıklama', dataIndex: 'note', ellipsis: true },
  { title: 'İşlemi Yapan', dataIndex: 'createdByName' },
];

/** /finance/cheque/{cheque_id}: the cheque, its history, and the actions legal in its state now. */
export const ChequeDetailPage = () => {
  const { cheque_id: id } = useParams();
  const canManage = useCan(ACTIONS.finance.cheques);
  const { data: cheque, isLoading } = useRecord<TChequeDetail>(`${CHEQUE}/{id}`, id);
  const [acting, setActing] = useState<ChequeTransition | null>(null);
  const actions = useMemo(() => (cheque ? legalChequeActions(cheque.direction, cheque.state) : []), [cheque]);
  if (isLoading || !cheque) return <Skeleton active />;
  const isCheque = cheque.kind === 'Cheque';
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {cheque.portfolioNo} Portföy No'lu {chequeDirectionLabels[cheque.direction]}{' '}
          {chequeKindLabels[cheque.kind]} <StateTag state={cheque.state} />
        </Typography.Title>
        <Space className="no-print">
          {canManage &&
            actions.map((t) => (
              <Button
                key={t.action}
                type={t.action === 'Collect' || t.action === 'Pay' ? 'primary' : 'default'}
                danger={t.action === 'Bounce'}
                onClick={() => setActing(t)}
              >
                {chequeActionLabels[t.action]}
              </Button>
            ))}
          <Link to="/finance/cheque">
            <Button>Listeye Dön</Button>
          </Link>
        </Space>
      </div>
      <Card>
        <Descriptions size="small" bordered column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Tutar">{formatMoney(cheque.amount)}</Descriptions.Item>
          <Descriptions.Item label="Vade Tarihi">{formatDay(cheque.dueOn)}</Descriptions.Item>
          <Descriptions.Item label="Seri No">{cheque.serialNo}</Descriptions.Item>
          <Descriptions.Item label="Keşide Tarihi">{formatDay(cheque.issuedOn)}</Descriptions.Item>
          <Descriptions.Item label="Keşideci">
            {cheque.drawer}
            {cheque.drawerTaxNumber ? ` (${cheque.drawerTaxNumber})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label="Şube">{cheque.branchName}</Descriptions.Item>
          {isCheque && (
            <Descriptions.Item label="Banka">
              {[cheque.bankName, cheque.bankBranch].filter(Boolean).join(' / ')}
              {cheque.accountNo ? ` - Hesap No: ${cheque.accountNo}` : ''}
            </Descriptions.Item>
          )}
          <Descriptions.Item label={cheque.direction === 'Received' ? 'Alınan Cari' : 'Verilen Cari'}>
            {cheque.accountCardName}
          </Descriptions.Item>
          {cheque.studentName && <Descriptions.Item label="Öğrenci">{cheque.studentName}</Descriptions.Item>}
          {cheque.endorsedToName && (
            <Descriptions.Item label="Ciro Edilen">{cheque.endorsedToName}</Descriptions.Item>
          )}
          {cheque.cashBookName && <Descriptions.Item label="Kasa">{cheque.cashBookName}</Descriptions.Item>}
          {cheque.note && <Descriptions.Item label="Açıklama">{cheque.note}</Descriptions.Item>}
        </Descriptions>
        {canManage && actions.length === 0 && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            Bu {chequeNoun(cheque.kind)} "{chequeStateLabels[cheque.state]}" durumunda; yapılabilecek bir
            işlem kalmadı.
          </Typography.Paragraph>
        )}
      </Card>
      <Card title="Hareketler" style={{ marginTop: 16 }}>
        <Table<TChequeMovementRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={cheque.movements}
          columns={movementColumns}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {acting && <ChequeActionDialog cheque={cheque} transition={acting} onClose={() => setActing(null)} />}
    </>
  );
};
