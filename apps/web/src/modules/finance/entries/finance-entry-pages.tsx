import { PrinterOutlined } from '@ant-design/icons';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText } from '@panel/shared/common/money';
import { VAT_RATES } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { Button, Card, DatePicker, Form, Input, Modal, Radio, Select, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { DocumentsTab } from '../../../components/documents-tab';
import { openPdf } from '../../../components/download';
import { FilterSelect } from '../../../components/filter-select';
import { FormPage } from '../../../components/form-page';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { usePageTotals, useRecord } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { useBranchOptions, useListFilter, withCurrent } from '../../education/education-options';
import { ACCOUNT_CARD, useCashBooks, useFinanceWrite, useNamedOptions } from '../finance.api';
import { MoneyInput, positiveMoney } from '../money-field';

/** What differs between the expense and the revenue screens. */
export type EntryScreen = {
  endpoint: string;
  path: string;
  typeEndpoint: string;
  /** 'Gider' */
  noun: string;
  plural: string;
  typeLabel: string;
  /** How the cash book side reads: 'Kasadan ödendi' ... */
  cashLabel: string;
  cardLabel: string;
};

type EntryRow = {
  id: string;
  entryNo: number;
  branchId: string;
  branchName: string;
  typeId: string;
  typeName: string;
  occurredOn: string;
  amount: number;
  vatRate: number;
  vatAmount: number;
  cashBookId: string | null;
  cashBookName: string | null;
  accountCardId: string | null;
  accountCardName: string | null;
  description: string | null;
  documentNo: string | null;
  cancelled: boolean;
  cancelReason: string | null;
};

type Values = {
  branchId: string;
  typeId: string;
  occurredOn: Dayjs;
  amount: string;
  vatRate: number;
  side: 'cash' | 'card';
  cashBookId?: string;
  accountCardId?: string;
  description?: string;
  documentNo?: string;
};

const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: r, label: `%${r}` }));
const STATUS_OPTIONS = [
  { value: 'active' as const, label: 'Geçerli' },
  { value: 'cancelled' as const, label: 'İptal edilmiş' },
];

/** Cancelling asks why; the entry is reversed and stays in the list, marked. */
const CancelEntryButton = ({ screen, row }: { screen: EntryScreen; row: EntryRow }) => {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useFinanceWrite((why: string) =>
    api.post(`${screen.endpoint}/${row.id}/cancel`, { reason: why }),
  );
  return (
    <>
      <Button danger size="small" onClick={() => setOpen(true)}>
        İptal
      </Button>
      <Modal
        open={open}
        title={`${row.entryNo} numaralı ${screen.noun.toLocaleLowerCase('tr')} iptal edilsin mi?`}
        okText={`${screen.noun} İptal Et`}
        cancelText="Vazgeç"
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: cancel.isPending }}
        onCancel={() => setOpen(false)}
        onOk={() => cancel.mutate(reason.trim(), { onSuccess: () => setOpen(false) })}
      >
        <p>Kayıt ters kayıtla iptal edilir; kasa veya cari bakiyesi eski haline döner.</p>
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

export const EntryListPage = ({ screen }: { screen: EntryScreen }) => {
  const canManage = useCan(ACTIONS.finance.entries);
  const branches = useBranchOptions();
  const types = useNamedOptions(screen.typeEndpoint);
  const [branchId, setBranchId] = useListFilter<string>();
  const [typeId, setTypeId] = useListFilter<string>();
  const [cashBookId, setCashBookId] = useListFilter<string>();
  const [status, setStatus] = useListFilter<'active' | 'cancelled'>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [params, setParams] = useListParams();
  const books = useCashBooks(branchId).map((b) => ({ value: b.id, label: b.name }));
  const filters = {
    branchId,
    typeId,
    cashBookId,
    status,
    from: toDay(range?.[0]) ?? undefined,
    to: toDay(range?.[1]) ?? undefined,
  };
  const totals = usePageTotals<{ amount: number; vatAmount: number }>(screen.endpoint, {
    ...params,
    ...filters,
  });
  return (
    <>
      <ListPage<EntryRow>
        title={screen.plural}
        endpoint={screen.endpoint}
        searchPlaceholder="No, tür, kasa, cari veya açıklama ara"
        emptyText={`Bu ölçütlere uygun ${screen.noun.toLocaleLowerCase('tr')} yok.`}
        addPath={canManage ? `${screen.path}/add` : undefined}
        addLabel={`Yeni ${screen.noun}`}
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
              label={screen.typeLabel}
              placeholder="Tüm türler"
              options={types}
              value={typeId}
              onChange={setTypeId}
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
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'entryNo' },
          { title: 'Tarih', dataIndex: 'occurredOn', render: (v: string) => formatDay(v) },
          { title: 'Şube', dataIndex: 'branchName' },
          { title: screen.typeLabel, dataIndex: 'typeName' },
          {
            title: 'Kasa / Cari',
            key: 'counterpart',
            render: (_, r) => r.cashBookName ?? <span>{r.accountCardName} (cari)</span>,
          },
          {
            title: 'Tutar',
            dataIndex: 'amount',
            align: 'right',
            render: (v: number, r) =>
              r.cancelled ? <Typography.Text delete>{formatMoney(v)}</Typography.Text> : formatMoney(v),
          },
          {
            title: 'KDV',
            dataIndex: 'vatAmount',
            align: 'right',
            render: (v: number, r) => `${formatMoney(v)} (%${r.vatRate})`,
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
            render: (_, r) => (
              <Space>
                <Button
                  size="small"
                  icon={<PrinterOutlined />}
                  onClick={() => openPdf(`${screen.endpoint}/${r.id}/receipt`)}
                >
                  Makbuz
                </Button>
                <Link to={`${screen.path}/${r.id}`}>
                  <Button size="small">{canManage && !r.cancelled ? 'Düzenle' : 'Görüntüle'}</Button>
                </Link>
                {canManage && !r.cancelled && <CancelEntryButton screen={screen} row={r} />}
              </Space>
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
              KDV: <strong>{formatMoney(totals.vatAmount)}</strong>
            </span>
          </Space>
        </Card>
      )}
    </>
  );
};

const toValues = (r: EntryRow): Values => ({
  branchId: r.branchId,
  typeId: r.typeId,
  occurredOn: dayjs(r.occurredOn),
  amount: moneyInputText(r.amount),
  vatRate: r.vatRate,
  side: r.cashBookId ? 'cash' : 'card',
  cashBookId: r.cashBookId ?? undefined,
  accountCardId: r.accountCardId ?? undefined,
  description: r.description ?? undefined,
  documentNo: r.documentNo ?? undefined,
});

/**
 * A new entry, or an entered one. Once posted only the type and the texts change: a wrong
 * amount, day or cash book is cancelled and entered again (DOMAIN "Finance").
 */
export const EntryFormPage = ({ screen }: { screen: EntryScreen }) => {
  const { entry_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord<EntryRow>(screen.endpoint, id).data;
  const canManage = useCan(ACTIONS.finance.entries);
  const branches = useBranchOptions();
  const types = withCurrent(useNamedOptions(screen.typeEndpoint), record?.typeId, record?.typeName);
  const cards = useNamedOptions(ACCOUNT_CARD, !id);
  const branchId = Form.useWatch('branchId', form);
  const side = Form.useWatch('side', form);
  const books = useCashBooks(branchId).map((b) => ({
    value: b.id,
    label: `${b.name} (${formatMoney(b.balance)})`,
  }));
  const posted = !!id;
  const readOnly = posted && (!canManage || !!record?.cancelled);
  const toBody = (v: Values) =>
    posted
      ? { typeId: v.typeId, description: v.description, documentNo: v.documentNo }
      : {
          branchId: v.branchId,
          typeId: v.typeId,
          occurredOn: toDay(v.occurredOn),
          amount: v.amount,
          vatRate: v.vatRate,
          cashBookId: v.side === 'cash' ? v.cashBookId : null,
          accountCardId: v.side === 'card' ? v.accountCardId : null,
          description: v.description,
          documentNo: v.documentNo,
        };
  return (
    <>
      <FormPage<Values, EntryRow>
        title={
          posted
            ? `${record?.entryNo ?? ''} Numaralı ${screen.noun}${record?.cancelled ? ' (İptal)' : ''}`
            : `Yeni ${screen.noun}`
        }
        endpoint={screen.endpoint}
        id={id}
        form={form}
        toValues={toValues}
        toBody={toBody}
        initialValues={{
          occurredOn: dayjs(todayInIstanbul()),
          vatRate: 0,
          side: 'cash',
          branchId: branches.length === 1 ? branches[0]!.value : undefined,
        }}
        backTo={screen.path}
      >
        {posted && (
          <Typography.Paragraph type="secondary">
            Tutar, tarih, kasa veya cari değiştirilemez: yanlışsa kaydı iptal edip yeniden girin.
          </Typography.Paragraph>
        )}
        <Space.Compact block>
          <Form.Item
            label="Şube"
            name="branchId"
            rules={rules.select('Şube')}
            validateTrigger={triggerFor('select')}
            style={{ flex: 1 }}
          >
            <Select
              options={branches}
              placeholder="Seçiniz"
              disabled={posted}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item
            label={screen.typeLabel}
            name="typeId"
            rules={rules.select(screen.typeLabel)}
            validateTrigger={triggerFor('select')}
            style={{ flex: 1, marginInlineStart: 16 }}
          >
            <Select
              options={types}
              placeholder="Seçiniz"
              disabled={readOnly}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block>
          <Form.Item
            label="Tarih"
            name="occurredOn"
            rules={rules.date('Tarih')}
            validateTrigger={triggerFor('date')}
          >
            <DatePicker format="DD.MM.YYYY" disabled={posted} />
          </Form.Item>
          <Form.Item
            label="Tutar (KDV dahil)"
            name="amount"
            rules={positiveMoney('Tutar')}
            validateTrigger={triggerFor('text')}
            style={{ marginInlineStart: 16 }}
          >
            <MoneyInput disabled={posted} />
          </Form.Item>
          <Form.Item label="KDV Oranı" name="vatRate" style={{ marginInlineStart: 16, width: 120 }}>
            <Select options={VAT_OPTIONS} disabled={posted} />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="side">
          <Radio.Group disabled={posted}>
            <Radio value="cash">{screen.cashLabel}</Radio>
            <Radio value="card">{screen.cardLabel}</Radio>
          </Radio.Group>
        </Form.Item>
        {posted ? (
          // A posted entry's counterpart is shown, not bound: it never changes.
          <Form.Item label={record?.cashBookName ? 'Kasa' : 'Cari Kart'}>
            <Input disabled value={record?.cashBookName ?? record?.accountCardName ?? ''} />
          </Form.Item>
        ) : side === 'card' ? (
          <Form.Item
            label="Cari Kart"
            name="accountCardId"
            rules={rules.select('Cari Kart')}
            validateTrigger={triggerFor('select')}
          >
            <Select options={cards} placeholder="Seçiniz" showSearch optionFilterProp="label" />
          </Form.Item>
        ) : (
          <Form.Item
            label="Kasa"
            name="cashBookId"
            rules={rules.select('Kasa')}
            validateTrigger={triggerFor('select')}
          >
            <Select
              options={books}
              placeholder={branchId ? 'Seçiniz' : 'Önce şube seçiniz'}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
        )}
        <Form.Item
          label="Belge No"
          name="documentNo"
          rules={rules.optional(textRule('Belge No', 50))}
          validateTrigger={triggerFor('text')}
        >
          <Input disabled={readOnly} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item
          label="Açıklama"
          name="description"
          rules={rules.optional(textRule('Açıklama', 500))}
          validateTrigger={triggerFor('text')}
        >
          <Input.TextArea rows={2} disabled={readOnly} />
        </Form.Item>
      </FormPage>
      {posted && id && (
        <Card title="Dokümanlar" style={{ maxWidth: 820, marginTop: 16 }}>
          <DocumentsTab
            ownerId={id}
            endpoint={`${screen.endpoint}/document`}
            manage={ACTIONS.finance.entries}
            emptyText="Bu kayda henüz doküman yüklenmemiş."
          />
        </Card>
      )}
    </>
  );
};
