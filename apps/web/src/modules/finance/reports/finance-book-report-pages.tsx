import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  ENTRY_REPORT_SORTS,
  ENTRY_REPORT_STATUSES,
  type EntryReportStatus,
  entryReportStatusLabels,
  FINANCE_BOOK_REPORTS,
  type TCaseReportTotals,
  type TCaseStatusReportTotals,
  type TEntryReportTotals,
  type TIncomeExpenseReportTotals,
  type TIncomeExpenseRow,
  type TPosCashOutReportTotals,
} from '@panel/shared/finance/book-reports';
import { CASH_BOOK_KINDS, type CashBookKind, cashBookKindLabels } from '@panel/shared/finance/enums';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Select, Space, Table, type TableColumnsType, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { api } from '../../../app/http';
import { FilterSelect } from '../../../components/filter-select';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import {
  DayFilter,
  type DayRange,
  RangeFilter,
  rangeDays,
  useRangeFilter,
} from '../../../components/range-filter';
import { ReportActions } from '../../../components/report-actions';
import { reportColumns } from '../../../components/report-columns';
import { useListParams } from '../../../components/use-list-params';
import { BranchFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';
import {
  type CashBookOption,
  EXPENSE_TYPE,
  REVENUE_TYPE,
  useListTotals,
  useNamedOptions,
} from '../finance.api';
import { AccountCardFilter, CashBookFilter } from '../finance-filters';
import { IncomeExpenseChart } from './income-expense-chart';

/** Today in Istanbul, as the forms and the server take it, whatever the browser's clock zone. */
const today = () => dayjs(todayInIstanbul());

type Row = Record<string, string | number>;

const endpointOf = <N extends keyof typeof FINANCE_BOOK_REPORTS>(name: N) =>
  `finance/report/${name}` as const;
const dayOf = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/** The reports' ranges start on this month: the first day to today. */
const useMonthRange = () => useRangeFilter([today().startOf('month'), today()]);

const ReportRangeFilter = ({ value, onChange }: { value: DayRange; onChange: (v: DayRange) => void }) => (
  <RangeFilter
    label="Tarih aralığı"
    placeholder={['Başlangıç tarihi', 'Bitiş tarihi']}
    value={value}
    onChange={onChange}
  />
);

const notCash = (b: CashBookOption) => b.kind !== 'Cash';

const TotalsText = ({ parts }: { parts: TotalParts }) => (
  <Typography.Text data-testid="report-totals">
    Toplam — {parts.map(([label, value]) => `${label}: ${value}`).join(' · ')}
  </Typography.Text>
);

const StatusFilter = ({
  value,
  onChange,
}: {
  value: EntryReportStatus | undefined;
  onChange: (v: EntryReportStatus | undefined) => void;
}) => (
  <FilterSelect<EntryReportStatus>
    label="Durum"
    placeholder={entryReportStatusLabels.active}
    width={170}
    options={ENTRY_REPORT_STATUSES.map((s) => ({ value: s, label: entryReportStatusLabels[s] }))}
    value={value}
    onChange={onChange}
  />
);

type TotalParts = readonly (readonly [string, string])[];

/**
 * A book report's paged list: the filters and actions above the rows, then the totals the
 * server sends with the page (read from the list's own query, not fetched again).
 */
const BookReportList = <Totals,>(props: {
  report: Exclude<keyof typeof FINANCE_BOOK_REPORTS, 'income-expense'>;
  searchPlaceholder: string;
  emptyText: string;
  filters: Record<string, unknown>;
  toolbar: ReactNode;
  totalParts: (totals: Totals) => TotalParts;
  columns?: TableColumnsType<Row>;
}) => {
  const definition = FINANCE_BOOK_REPORTS[props.report];
  const endpoint = endpointOf(props.report);
  const totals = useListTotals<Totals>(endpoint, props.filters);
  return (
    <ListPage<Row>
      title={definition.title}
      endpoint={endpoint}
      rowKey="rowId"
      searchPlaceholder={props.searchPlaceholder}
      emptyText={props.emptyText}
      filters={props.filters}
      toolbar={
        <Space wrap>
          {props.toolbar}
          {totals && <TotalsText parts={props.totalParts(totals)} />}
        </Space>
      }
      columns={props.columns ?? reportColumns<Row>(definition.columns)}
    />
  );
};

/** A report page's frame before its required filter is chosen: the title, the filters, a hint. */
const WaitingReport = ({ title, toolbar, hint }: { title: string; toolbar: ReactNode; hint: string }) => (
  <>
    <div className="page-title-row">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
    </div>
    <Card>
      <Space wrap style={{ marginBottom: 16 }}>
        {toolbar}
      </Space>
      <Empty description={hint} />
    </Card>
  </>
);

/** /finance/report/case: one cash book's movements with the running balance. */
export const CaseReportPage = () => {
  const definition = FINANCE_BOOK_REPORTS.case;
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [range, setRange] = useMonthRange();
  const filters = { cashBookId, ...rangeDays(range) };
  const toolbar = (
    <>
      <CashBookFilter placeholder="Kasa seçiniz" value={cashBookId} onChange={setCashBookId} />
      <ReportRangeFilter value={range} onChange={setRange} />
    </>
  );
  if (!cashBookId)
    return (
      <WaitingReport
        title={definition.title}
        toolbar={toolbar}
        hint="Hareketlerini görmek için bir kasa seçiniz."
      />
    );
  return <CaseReportList filters={{ ...filters, cashBookId }} toolbar={toolbar} />;
};

const CaseReportList = ({
  filters,
  toolbar,
}: {
  filters: { cashBookId: string; from?: string; to?: string };
  toolbar: ReactNode;
}) => {
  const title = FINANCE_BOOK_REPORTS.case.title;
  return (
    <BookReportList<TCaseReportTotals>
      report="case"
      searchPlaceholder="Açıklama ara"
      emptyText="Bu tarih aralığında kasa hareketi yok."
      filters={filters}
      toolbar={
        <>
          {toolbar}
          <ReportActions
            excel={{ endpoint: `${endpointOf('case')}/excel`, init: { query: filters }, fileName: title }}
          />
        </>
      }
      totalParts={(totals) => [
        [
          `Devir bakiyesi${filters.from ? ` (${formatDay(filters.from)} öncesi)` : ''}`,
          formatMoney(totals.opening),
        ],
        ['Giriş', formatMoney(totals.debit)],
        ['Çıkış', formatMoney(totals.credit)],
        ['Kapanış bakiyesi', formatMoney(totals.closing)],
      ]}
    />
  );
};

/** /finance/report/case-status: every cash book's balance at the end of a day. */
export const CaseStatusReportPage = () => {
  const definition = FINANCE_BOOK_REPORTS['case-status'];
  const [, setParams] = useListParams();
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [kind, setKind] = useListFilter<CashBookKind>('kind');
  const [on, setOn] = useState<Dayjs>(today());
  const filters = { on: dayOf(on), branchId, kind };
  return (
    <BookReportList<TCaseStatusReportTotals>
      report="case-status"
      searchPlaceholder={definition.searchPlaceholder}
      emptyText="Bu ölçütlere uyan kasa yok."
      filters={filters}
      toolbar={
        <>
          <DayFilter
            label="Rapor tarihi"
            value={on}
            onChange={(v) => {
              setOn(v ?? today());
              setParams({ _pageNumber: 1 });
            }}
          />
          <BranchFilter value={branchId} onChange={setBranchId} />
          <FilterSelect<CashBookKind>
            label="Kasa Türü"
            placeholder="Tüm kasa türleri"
            options={CASH_BOOK_KINDS.map((k) => ({ value: k, label: cashBookKindLabels[k] }))}
            value={kind}
            onChange={setKind}
          />
          <ListReportActions
            endpoint={endpointOf('case-status')}
            filters={filters}
            fileName={FINANCE_BOOK_REPORTS['case-status'].title}
          />
        </>
      }
      totalParts={(totals) => [
        [`${formatDay(totals.on)} itibarıyla ${totals.count} kasa`, formatMoney(totals.balance)],
        ...totals.byKind.map(
          (g) => [cashBookKindLabels[g.kind as CashBookKind] ?? g.kind, formatMoney(g.balance)] as const,
        ),
      ]}
    />
  );
};

const moneyColumn = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  align: 'right' as const,
  render: (v: number) => formatMoney(v),
});

/** The expense and revenue reports: one page, the side decides the types and the words. */
const EntryReportPage = ({ side }: { side: 'expense' | 'revenue' }) => {
  const definition = FINANCE_BOOK_REPORTS[side];
  const endpoint = endpointOf(side);
  const types = useNamedOptions(side === 'expense' ? EXPENSE_TYPE : REVENUE_TYPE);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [typeId, setTypeId] = useListFilter<string>('typeId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [accountCardId, setAccountCardId] = useListFilter<string>('accountCardId');
  const [status, setStatus] = useListFilter<EntryReportStatus>('status');
  const [range, setRange] = useMonthRange();
  const filters = { branchId, typeId, cashBookId, accountCardId, status, ...rangeDays(range) };
  // The by-type card below the list reads the same totals as the list's own line.
  const totals = useListTotals<TEntryReportTotals>(endpoint, filters);
  const typeLabel = side === 'expense' ? 'Gider Türü' : 'Gelir Türü';
  const columns = reportColumns<Row>(definition.columns, ENTRY_REPORT_SORTS);
  return (
    <>
      <BookReportList<TEntryReportTotals>
        report={side}
        searchPlaceholder={definition.searchPlaceholder}
        emptyText="Bu ölçütlere uyan kayıt yok."
        filters={filters}
        toolbar={
          <>
            <BranchFilter value={branchId} onChange={setBranchId} />
            <FilterSelect
              label={typeLabel}
              placeholder="Tüm türler"
              options={types}
              value={typeId}
              onChange={setTypeId}
            />
            <CashBookFilter value={cashBookId} onChange={setCashBookId} />
            <AccountCardFilter
              placeholder="Tüm cari kartlar"
              value={accountCardId}
              onChange={setAccountCardId}
            />
            <StatusFilter value={status} onChange={setStatus} />
            <ReportRangeFilter value={range} onChange={setRange} />
            <ListReportActions
              endpoint={endpoint}
              filters={filters}
              columns={columns}
              fileName={FINANCE_BOOK_REPORTS[side].title}
            />
          </>
        }
        totalParts={(t) => [
          ['Kayıt', String(t.count)],
          ['KDV hariç', formatMoney(t.net)],
          ['KDV', formatMoney(t.vatAmount)],
          ['Tutar', formatMoney(t.amount)],
        ]}
        columns={columns}
      />
      {totals && totals.count > 0 && (
        <Card title="Tür ve KDV Toplamları" style={{ marginTop: 16 }}>
          <Space align="start" wrap size="large">
            <Table
              size="small"
              rowKey="typeName"
              pagination={false}
              dataSource={totals.byType}
              columns={[
                { title: typeLabel, dataIndex: 'typeName' },
                { title: 'Kayıt', dataIndex: 'count', align: 'right' },
                moneyColumn('KDV Hariç', 'net'),
                moneyColumn('KDV', 'vatAmount'),
                moneyColumn('Tutar', 'amount'),
              ]}
            />
            <Table
              size="small"
              rowKey="vatRate"
              pagination={false}
              dataSource={totals.byVatRate}
              columns={[
                { title: 'KDV Oranı', dataIndex: 'vatRate', render: (v: number) => `%${v}` },
                moneyColumn('KDV Hariç', 'net'),
                moneyColumn('KDV', 'vatAmount'),
                moneyColumn('Tutar', 'amount'),
              ]}
            />
          </Space>
        </Card>
      )}
    </>
  );
};

/** /finance/report/expense */
export const ExpenseReportPage = () => <EntryReportPage side="expense" />;
/** /finance/report/revenue */
export const RevenueReportPage = () => <EntryReportPage side="revenue" />;

/** /finance/report/pos-cash-out: POS payouts to bank accounts, with their commission. */
export const PosCashOutReportPage = () => {
  const definition = FINANCE_BOOK_REPORTS['pos-cash-out'];
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [cashBookId, setCashBookId] = useListFilter<string>('cashBookId');
  const [status, setStatus] = useListFilter<EntryReportStatus>('status');
  const [range, setRange] = useMonthRange();
  const filters = { branchId, cashBookId, status, ...rangeDays(range) };
  return (
    <BookReportList<TPosCashOutReportTotals>
      report="pos-cash-out"
      searchPlaceholder={definition.searchPlaceholder}
      emptyText="Bu ölçütlere uyan POS nakde çevirme yok."
      filters={filters}
      toolbar={
        <>
          <BranchFilter value={branchId} onChange={setBranchId} />
          <CashBookFilter
            label="POS veya Banka Hesabı"
            placeholder="Tüm hesaplar"
            where={notCash}
            value={cashBookId}
            onChange={setCashBookId}
          />
          <StatusFilter value={status} onChange={setStatus} />
          <ReportRangeFilter value={range} onChange={setRange} />
          <ListReportActions
            endpoint={endpointOf('pos-cash-out')}
            filters={filters}
            fileName={FINANCE_BOOK_REPORTS['pos-cash-out'].title}
          />
        </>
      }
      totalParts={(totals) => [
        ['İşlem', String(totals.count)],
        ['Çekilen', formatMoney(totals.amount)],
        ['Komisyon', formatMoney(totals.fee)],
        ['Bankaya geçen', formatMoney(totals.net)],
      ]}
    />
  );
};

/** /finance/report/income-expense: money in and out of the cash books per month, table and chart. */
export const IncomeExpenseReportPage = () => {
  const definition = FINANCE_BOOK_REPORTS['income-expense'];
  const endpoint = endpointOf('income-expense');
  const thisYear = today().year();
  const [year, setYear] = useState(thisYear);
  const [branchId, setBranchId] = useState<string>();
  const filters = { year, branchId };
  const { data, isFetching } = useQuery({
    queryKey: [endpoint, 'page', filters],
    queryFn: () =>
      api.get(endpoint, {
        query: { ...filters, branchId: branchId ?? null, fromMonth: null, toMonth: null, _pageSize: 100 },
      }),
  });
  const columns = reportColumns<TIncomeExpenseRow>(definition.columns);
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {definition.title}
        </Typography.Title>
      </div>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<number>
            aria-label="Yıl"
            style={{ width: 120 }}
            value={year}
            onChange={setYear}
            options={Array.from({ length: 7 }, (_, i) => thisYear + 1 - i).map((y) => ({
              value: y,
              label: String(y),
            }))}
          />
          <BranchFilter value={branchId} onChange={setBranchId} />
          <ReportActions
            excel={{
              endpoint: `${endpoint}/excel`,
              init: { query: filters },
              fileName: `${FINANCE_BOOK_REPORTS['income-expense'].title} ${year}`,
            }}
          />
        </Space>
        <Typography.Paragraph type="secondary">
          Kasalara giren ve kasalardan çıkan para, ay ay. Virmanlar ve açılış bakiyeleri sayılmaz; cari karta
          yazılan gider ve gelirler ödendiklerinde sayılır.
        </Typography.Paragraph>
        {data && <IncomeExpenseChart rows={data._data} />}
        <Table<TIncomeExpenseRow>
          rowKey="month"
          size="middle"
          loading={isFetching}
          dataSource={data?._data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 'max-content' }}
          summary={() =>
            data && (
              <Table.Summary.Row>
                {definition.columns.map((c, i) => (
                  <Table.Summary.Cell key={c.key} index={i} align={c.kind === 'money' ? 'right' : undefined}>
                    <strong>
                      {c.kind === 'money'
                        ? formatMoney(data.totals[c.key as keyof TIncomeExpenseReportTotals])
                        : 'Toplam'}
                    </strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            )
          }
        />
      </Card>
    </>
  );
};
