import { PrinterOutlined } from '@ant-design/icons';
import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText } from '@panel/shared/common/money';
import { VAT_RATES } from '@panel/shared/education/enums';
import { FINANCE_ENTRY_SORTS, type TFinanceEntry } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { Button, Card, Form, Input, Radio, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { openPdf } from '../../../components/download';
import { FilterSelect } from '../../../components/filter-select';
import { OptionalItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { toDay } from '../../../components/form-rules';
import { LazyDocumentsTab as DocumentsTab } from '../../../components/lazy-documents-tab';
import { ListPage } from '../../../components/list-page';
import { ListTotals } from '../../../components/list-totals';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { useRecord } from '../../../components/resource-api';
import { sortableDayColumn } from '../../../components/sortable-column';
import { actionsColumn } from '../../../components/table-columns';
import { BranchFilter } from '../../education/education-filters';
import { useBranchOptions, useListFilter, withCurrent } from '../../education/education-options';
import { CancelButton, cancellableAmountColumn, cancelStateColumn } from '../cancel-dialog';
import {
  ACCOUNT_CARD,
  cashBookBalanceOption,
  type EXPENSE,
  type EXPENSE_TYPE,
  MONEY_LISTS,
  type REVENUE,
  type REVENUE_TYPE,
  useCashBooks,
  useListTotals,
  useNamedOptions,
} from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField, onlyChoice } from '../finance-fields';
import { CashBookFilter, type RecordStatus, RecordStatusFilter } from '../finance-filters';

/** What differs between the expense and the revenue screens. */
export type EntryScreen = {
  endpoint: typeof EXPENSE | typeof REVENUE;
  path: string;
  typeEndpoint: typeof EXPENSE_TYPE | typeof REVENUE_TYPE;
  /** 'Gider' */
  noun: string;
  plural: string;
  typeLabel: string;
  /** How the cash book side reads: 'Kasadan ödendi' ... */
  cashLabel: string;
  cardLabel: string;
};

type EntryRow = TFinanceEntry;

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
const CancelEntryButton = ({ screen, row }: { screen: EntryScreen; row: EntryRow }) => (
  <CancelButton
    title={`${row.entryNo} numaralı ${screen.noun.toLocaleLowerCase('tr')} iptal edilsin mi?`}
    url={`${screen.endpoint}/{id}/cancel`}
    id={row.id}
    okText={`${screen.noun} İptal Et`}
    note="Kayıt ters kayıtla iptal edilir; kasa veya cari bakiyesi eski haline döner."
    refreshes={MONEY_LISTS}
  />
);

export const EntryListPage = ({ screen }: { screen: EntryScreen }) => {
  const canManage = useCan(ACTIONS.finance.entries);
  const types = useNamedOptions(screen.typeEndpoint);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [typeId, setTypeId] = useListFilter<string>('typeId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<RecordStatus>('status');
  const [range, setRange] = useRangeFilter();
  const filters = { branchId, typeId, cashBookId, status, ...rangeDays(range) };
  const totals = useListTotals<{ amount: number; vatAmount: number }>(screen.endpoint, filters);
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
            <BranchFilter value={branchId} onChange={setBranchId} />
            <FilterSelect
              label={screen.typeLabel}
              placeholder="Tüm türler"
              options={types}
              value={typeId}
              onChange={setTypeId}
            />
            <CashBookFilter branchId={branchId} value={cashBookId} onChange={setCashBookId} />
            <RecordStatusFilter value={status} onChange={setStatus} />
            <RangeFilter label="Tarih aralığı" value={range} onChange={setRange} />
          </>
        }
        columns={[
          { title: 'No', dataIndex: 'entryNo' },
          sortableDayColumn('Tarih', FINANCE_ENTRY_SORTS, 'occurredOn'),
          { title: 'Şube', dataIndex: 'branchName' },
          { title: screen.typeLabel, dataIndex: 'typeName' },
          {
            title: 'Kasa / Cari',
            key: 'counterpart',
            render: (_, r) => r.cashBookName ?? <span>{r.accountCardName} (cari)</span>,
          },
          cancellableAmountColumn({ sortable: true }),
          {
            title: 'KDV',
            dataIndex: 'vatAmount',
            align: 'right',
            render: (v: number, r) => `${formatMoney(v)} (%${r.vatRate})`,
          },
          { title: 'Açıklama', dataIndex: 'description', ellipsis: true },
          cancelStateColumn(),
          actionsColumn<EntryRow>((r) => (
            <Space>
              <Button
                size="small"
                icon={<PrinterOutlined />}
                onClick={() => openPdf(`${screen.endpoint}/{id}/receipt`, { path: { id: r.id } })}
              >
                Makbuz
              </Button>
              <Link to={`${screen.path}/${r.id}`}>
                <Button size="small">{canManage && !r.cancelled ? 'Düzenle' : 'Görüntüle'}</Button>
              </Link>
              {canManage && !r.cancelled && <CancelEntryButton screen={screen} row={r} />}
            </Space>
          )),
        ]}
      />
      {totals && (
        <ListTotals
          parts={[
            ['Toplam (iptaller hariç)', formatMoney(totals.amount)],
            ['KDV', formatMoney(totals.vatAmount)],
          ]}
        />
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
  const record = useRecord<EntryRow>(`${screen.endpoint}/{id}`, id).data;
  const canManage = useCan(ACTIONS.finance.entries);
  const branches = useBranchOptions();
  const types = withCurrent(useNamedOptions(screen.typeEndpoint), record?.typeId, record?.typeName);
  const cards = useNamedOptions(ACCOUNT_CARD, !id);
  const branchId = Form.useWatch('branchId', form);
  const side = Form.useWatch('side', form);
  const books = useCashBooks(branchId).map(cashBookBalanceOption);
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
        record={`${screen.endpoint}/{id}`}
        id={id}
        form={form}
        toValues={toValues}
        toBody={toBody}
        initialValues={{
          occurredOn: dayjs(todayInIstanbul()),
          vatRate: 0,
          side: 'cash',
          branchId: onlyChoice(branches),
        }}
        backTo={screen.path}
      >
        {posted && (
          <Typography.Paragraph type="secondary">
            Tutar, tarih, kasa veya cari değiştirilemez: yanlışsa kaydı iptal edip yeniden girin.
          </Typography.Paragraph>
        )}
        <Space.Compact block>
          <ChoiceField
            label="Şube"
            name="branchId"
            options={branches}
            select={{ disabled: posted }}
            style={{ flex: 1 }}
          />
          <ChoiceField
            label={screen.typeLabel}
            name="typeId"
            options={types}
            select={{ disabled: readOnly }}
            style={{ flex: 1, marginInlineStart: 16 }}
          />
        </Space.Compact>
        <Space.Compact block>
          <DayField label="Tarih" name="occurredOn" ruleLabel="Tarih" picker={{ disabled: posted }} />
          <AmountField label="Tutar (KDV dahil)" disabled={posted} style={{ marginInlineStart: 16 }} />
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
          <ChoiceField label="Cari Kart" name="accountCardId" options={cards} />
        ) : (
          <ChoiceField
            label="Kasa"
            name="cashBookId"
            options={books}
            select={{ placeholder: branchId ? 'Seçiniz' : 'Önce şube seçiniz' }}
          />
        )}
        <OptionalItem label="Belge No" name="documentNo" rule={textRule('Belge No', 50)}>
          <Input disabled={readOnly} style={{ width: 240 }} />
        </OptionalItem>
        <DescriptionField disabled={readOnly} />
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
