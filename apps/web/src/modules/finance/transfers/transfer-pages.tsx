import { PlusOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import { TRANSFER_CONFIRM_MESSAGE, TRANSFER_SAME_BOOK_MESSAGE } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { Button, DatePicker, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { readHttpError } from '../../../api/http-client';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { FilterSelect } from '../../../components/filter-select';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { useOptions } from '../../../components/resource-api';
import { useListFilter } from '../../education/education-options';
import { ACCOUNT_VIRMAN, BRANCH_VIRMAN, useCashBooks, useFinanceWrite } from '../finance.api';
import { MoneyInput, positiveMoney } from '../money-field';

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

const needsConfirmation = (error: unknown) => {
  const details = readHttpError(error).body?.details as { needsConfirmation?: boolean } | undefined;
  return !!details?.needsConfirmation;
};

/**
 * The new-virman dialog. Moving more than the source cash book holds asks first
 * ('Kasa bakiyesi yetersiz ...'); the server asks too, for a balance that changed meanwhile.
 */
const TransferDialog = ({ kind, onClose }: { kind: Kind; onClose: () => void }) => {
  const screen = SCREENS[kind];
  const [form] = Form.useForm<Values>();
  const [modal, modalHolder] = Modal.useModal();
  const books = useCashBooks();
  const targets = useOptions<Target>(`${BRANCH_VIRMAN}/targets`, undefined, kind === 'Branch').data;
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const fromOptions = books.map((b) => ({ value: b.id, label: `${b.name} (${formatMoney(b.balance)})` }));
  const toOptions = useMemo(
    () =>
      kind === 'Account'
        ? books
            .filter((b) => b.id !== fromId && (!from || b.branchId === from.branchId))
            .map((b) => ({ value: b.id, label: `${b.name} (${formatMoney(b.balance)})` }))
        : (targets ?? [])
            .filter((b) => b.id !== fromId)
            .map((b) => ({ value: b.id, label: `${b.branchName} - ${b.name}` })),
    [kind, books, targets, fromId, from],
  );
  const save = useFinanceWrite((body: object) => api.post(screen.endpoint, body));

  const confirmThen = (send: () => void) =>
    modal.confirm({
      title: 'Onay Gerekli',
      content: TRANSFER_CONFIRM_MESSAGE,
      okText: 'Evet, aktar',
      cancelText: 'Vazgeç',
      onOk: send,
    });

  const submit = (values: Values) => {
    const body = {
      fromCashBookId: values.fromCashBookId,
      toCashBookId: values.toCashBookId,
      amount: values.amount,
      occurredOn: toDay(values.occurredOn),
      description: values.description,
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
    const amount = parseMoney(values.amount) ?? 0;
    if (from && amount > from.balance) confirmThen(() => send(true));
    else send(false);
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
        <Form.Item
          label="Çıkış Kasası"
          name="fromCashBookId"
          rules={rules.select('Çıkış Kasası')}
          validateTrigger={triggerFor('select')}
        >
          <Select options={fromOptions} placeholder="Seçiniz" showSearch optionFilterProp="label" autoFocus />
        </Form.Item>
        <Form.Item
          label="Giriş Kasası"
          name="toCashBookId"
          dependencies={['fromCashBookId']}
          rules={[
            ...rules.select('Giriş Kasası'),
            ({ getFieldValue }) => ({
              validator: async (_, value: unknown) => {
                if (value && value === getFieldValue('fromCashBookId'))
                  throw new Error(TRANSFER_SAME_BOOK_MESSAGE);
              },
            }),
          ]}
          validateTrigger={triggerFor('select')}
          extra={
            kind === 'Branch'
              ? 'İşletmenin diğer şubelerinin kasaları'
              : 'Çıkış kasasıyla aynı şubenin kasaları'
          }
        >
          <Select options={toOptions} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item
          label="Tutar"
          name="amount"
          rules={positiveMoney('Tutar')}
          validateTrigger={triggerFor('text')}
          extra={from ? `Kasa bakiyesi: ${formatMoney(from.balance)}` : undefined}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          label="Tarih"
          name="occurredOn"
          rules={rules.date('Tarih')}
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

const CancelTransferButton = ({ kind, row }: { kind: Kind; row: TransferRow }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useFinanceWrite((why: string) =>
    api.post(`${SCREENS[kind].endpoint}/${row.id}/cancel`, { reason: why }),
  );
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={`${row.transferNo} numaralı virman iptal edilsin mi?`}
        okText="Virmanı İptal Et"
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
      >
        <p>İki taraf da ters kayıtla geri alınır.</p>
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

const TransferPage = ({ kind }: { kind: Kind }) => {
  const screen = SCREENS[kind];
  const canManage = useCan(ACTIONS.finance.transfers);
  const [adding, setAdding] = useState(false);
  const books = useCashBooks().map((b) => ({ value: b.id, label: b.name }));
  const [cashBookId, setCashBookId] = useListFilter<string>();
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
            <FilterSelect
              label="Kasa"
              placeholder="Tüm kasalar"
              options={books}
              value={cashBookId}
              onChange={setCashBookId}
            />
            {canManage && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Yeni Virman
              </Button>
            )}
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'transferNo' },
          { title: 'Tarih', dataIndex: 'occurredOn', render: (v: string) => formatDay(v) },
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
          {
            title: 'Tutar',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number, r) =>
              r.cancelled ? <Typography.Text delete>{formatMoney(v)}</Typography.Text> : formatMoney(v),
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
