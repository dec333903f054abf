import { PlusOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import {
  TRANSFER_CONFIRM_MESSAGE,
  TRANSFER_SAME_BOOK_MESSAGE,
  TRANSFER_SORTS,
} from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { toDay } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { useOptions } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useListFilter } from '../../education/education-options';
import { CancelButton, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import {
  ACCOUNT_VIRMAN,
  BRANCH_VIRMAN,
  cashBookBalanceOption,
  MONEY_LISTS,
  useCashBooks,
  useFinanceWrite,
} from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField } from '../finance-fields';
import { CashBookFilter } from '../finance-filters';
import { useOverBalanceConfirm } from '../over-balance';

type Kind = 'Account' | 'Branch';

type TransferRow = {
  id: string;
  transferNo: number;
  fromCashBookName: string;
  fromBranchName: string;
  toCashBookName: string;
  toBranchName: string;
  amount: number;
  occurredOn: string;
  description: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};
type Target = { id: string; name: string; branchName: string };
type Values = {
  fromCashBookId: string;
  toCashBookId: string;
  amount: string;
  occurredOn: Dayjs;
  description?: string;
};

const SCREENS = {
  Account: {
    endpoint: ACCOUNT_VIRMAN,
    title: 'Hesap Virmanı',
    plural: 'Hesap Virmanları',
    noun: 'Hesap virmanı',
  },
  Branch: { endpoint: BRANCH_VIRMAN, title: 'Şube Virmanı', plural: 'Şube Virmanları', noun: 'Şube virmanı' },
} as const;

/**
 * The new-virman dialog. Moving more than the source cash book holds asks first
 * ('Kasa bakiyesi yetersiz ...'); the server asks too, for a balance that changed meanwhile.
 */
const TransferDialog = ({ kind, onClose }: { kind: Kind; onClose: () => void }) => {
  const screen = SCREENS[kind];
  const [form] = Form.useForm<Values>();
  const { submit: sendConfirming, modalHolder } = useOverBalanceConfirm({
    title: 'Onay Gerekli',
    content: TRANSFER_CONFIRM_MESSAGE,
    okText: 'Evet, aktar',
  });
  const books = useCashBooks();
  const targets = useOptions<Target>(`${BRANCH_VIRMAN}/targets`, undefined, kind === 'Branch').data;
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const fromOptions = books.map(cashBookBalanceOption);
  const toOptions = useMemo(
    () =>
      kind === 'Account'
        ? books
            .filter((b) => b.id !== fromId && (!from || b.branchId === from.branchId))
            .map(cashBookBalanceOption)
        : (targets ?? [])
            .filter((b) => b.id !== fromId)
            .map((b) => ({ value: b.id, label: `${b.branchName} - ${b.name}` })),
    [kind, books, targets, fromId, from],
  );
  const save = useFinanceWrite((body: BodyOf<typeof screen.endpoint>) => api.post(screen.endpoint, { body }));

  const submit = (values: Values) => {
    const body = {
      fromCashBookId: values.fromCashBookId,
      toCashBookId: values.toCashBookId,
      amount: values.amount,
      occurredOn: toDay(values.occurredOn),
      description: values.description,
    };
    const amount = parseMoney(values.amount) ?? 0;
    sendConfirming(!!from && amount > from.balance, (confirmed, onError) =>
      save.mutate({ ...body, confirmed }, { onSuccess: onClose, onError }),
    );
  };

  return (
    <Modal
      open
      title={`Yeni ${screen.title}`}
      okText="Aktar"
      cancelText="Vazgeç"
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      {modalHolder}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ occurredOn: dayjs(todayInIstanbul()) }}
        disabled={save.isPending}
      >
        <ChoiceField
          label="Çıkış Kasası"
          name="fromCashBookId"
          options={fromOptions}
          select={{ autoFocus: true }}
        />
        <ChoiceField
          label="Giriş Kasası"
          name="toCashBookId"
          options={toOptions}
          dependencies={['fromCashBookId']}
          moreRules={[
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                if (value && value === getFieldValue('fromCashBookId'))
                  throw new Error(TRANSFER_SAME_BOOK_MESSAGE);
              },
            }),
          ]}
          extra={
            kind === 'Branch'
              ? 'İşletmenin diğer şubelerinin kasaları'
              : 'Çıkış kasasıyla aynı şubenin kasaları'
          }
        />
        <AmountField extra={from ? `Kasa bakiyesi: ${formatMoney(from.balance)}` : undefined} />
        <DayField label="Tarih" name="occurredOn" ruleLabel="Tarih" />
        <DescriptionField />
      </Form>
    </Modal>
  );
};

const CancelTransferButton = ({ kind, row }: { kind: Kind; row: TransferRow }) => (
  <CancelButton
    title={`${row.transferNo} numaralı virman iptal edilsin mi?`}
    url={`${SCREENS[kind].endpoint}/{id}/cancel`}
    id={row.id}
    okText="Virmanı İptal Et"
    note="İki taraf da ters kayıtla geri alınır."
    refreshes={MONEY_LISTS}
  />
);

const TransferPage = ({ kind }: { kind: Kind }) => {
  const screen = SCREENS[kind];
  const canManage = useCan(ACTIONS.finance.transfers);
  const [adding, setAdding] = useState(false);
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  return (
    <>
      <ListPage<TransferRow>
        title={screen.plural}
        endpoint={screen.endpoint}
        searchPlaceholder="No, kasa veya açıklama ara"
        emptyText={`Henüz ${screen.noun.toLocaleLowerCase('tr')} yok.`}
        filters={{ cashBookId }}
        toolbar={
          <>
            <CashBookFilter value={cashBookId} onChange={setCashBookId} />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Yeni Virman
              </Button>
            )}
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'transferNo' },
          {
            title: 'Tarih',
            dataIndex: 'occurredOn',
            ...sortable(TRANSFER_SORTS, 'occurredOn'),
            render: (v: string) => formatDay(v),
          },
          {
            title: 'Çıkış',
            key: 'from',
            render: (_, r) =>
              kind === 'Branch' ? `${r.fromBranchName} - ${r.fromCashBookName}` : r.fromCashBookName,
          },
          {
            title: 'Giriş',
            key: 'to',
            render: (_, r) =>
              kind === 'Branch' ? `${r.toBranchName} - ${r.toCashBookName}` : r.toCashBookName,
          },
          cancellableAmountColumn({ sortable: true }),
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          cancelStateColumn(),
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) => canManage && !r.cancelled && <CancelTransferButton kind={kind} row={r} />,
          },
        ]}
      />
      {adding && <TransferDialog kind={kind} onClose={() => setAdding(false)} />}
    </>
  );
};

export const AccountVirmanPage = () => <TransferPage kind="Account" />;
export const BranchVirmanPage = () => <TransferPage kind="Branch" />;
