import { formatDay } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import {
  OVERDUE_INSTALLMENT_SORTS,
  OVERDUE_REPORTS,
  OVERDUE_SORTS,
  type OverdueInstallmentRow,
  type OverdueInstallmentTotals,
  type OverduePayerRow,
  type OverduePayerTotals,
} from '@panel/shared/sales/overdue';
import type { TableColumnsType } from 'antd';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { RangeFilter, useRangeFilter } from '../../../components/range-filter';
import { usePageTotals } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { SemesterFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';
import { OVERDUE_CALL_LIST, OVERDUE_REPORT } from './overdue.api';
import { PayerTotals, useOverdueFilters } from './overdue-filters';

type Column = (typeof OVERDUE_REPORTS)[keyof typeof OVERDUE_REPORTS]['columns'][number];

/** A report column from the shared definition, formatted as its kind says. */
const shown = <T,>(c: Column): TableColumnsType<T>[number] => {
  const kind = 'kind' in c ? c.kind : undefined;
  if (kind === 'money')
    return { title: c.header, dataIndex: c.key, align: 'right', render: (v: number) => formatMoney(v) };
  if (kind === 'day') return { title: c.header, dataIndex: c.key, render: (v: string) => formatDay(v) };
  return { title: c.header, dataIndex: c.key, render: (v: string | number | null) => v ?? '' };
};

/** A column the server sorts by (`sorts`) gets the table's sorter; the others stay as they are. */
const sortedBy = <T,>(sorts: readonly string[], column: TableColumnsType<T>[number], key: string) =>
  sorts.includes(key) ? { ...column, key, sorter: true as const } : column;

const installmentColumns: TableColumnsType<OverdueInstallmentRow> = OVERDUE_REPORTS.overdue.columns.map((c) =>
  sortedBy(
    OVERDUE_INSTALLMENT_SORTS,
    c.key === 'studentName'
      ? {
          title: c.header,
          dataIndex: c.key,
          render: (v: string, r: OverdueInstallmentRow) => (
            <Link to={`/education/student/${r.studentId}`}>{v}</Link>
          ),
        }
      : shown<OverdueInstallmentRow>(c),
    c.key,
  ),
);

const payerColumns: TableColumnsType<OverduePayerRow> = OVERDUE_REPORTS['overdue-call-list'].columns.map(
  (c) => sortedBy(OVERDUE_SORTS, shown<OverduePayerRow>(c), c.key),
);

/** /finance/report/overdue: every overdue installment with the payer to call, and totals. */
export const OverdueReportPage = () => {
  const [params] = useListParams();
  const { filters: payerFilters, controls } = useOverdueFilters();
  const [semesterId, setSemesterId] = useListFilter<string>('semesterId');
  const [range, setRange] = useRangeFilter(null, ['dueFrom', 'dueTo']);
  const filters = {
    ...payerFilters,
    semesterId,
    dueFrom: range?.[0]?.format('YYYY-MM-DD'),
    dueTo: range?.[1]?.format('YYYY-MM-DD'),
  };
  const totals = usePageTotals<OverdueInstallmentTotals>(OVERDUE_REPORT, { ...params, ...filters });
  return (
    <ListPage<OverdueInstallmentRow>
      title={OVERDUE_REPORTS.overdue.title}
      endpoint={OVERDUE_REPORT}
      rowKey="installmentId"
      searchPlaceholder="Öğrenci veya ödeme sorumlusu ara"
      emptyText="Gecikmiş ödeme yok."
      filters={filters}
      toolbar={
        <Space wrap>
          {controls()}
          <SemesterFilter value={semesterId} onChange={setSemesterId} />
          <RangeFilter
            label="Vade Aralığı"
            placeholder={['Vade başlangıç', 'Vade bitiş']}
            value={range}
            onChange={setRange}
          />
          <ListReportActions
            endpoint={OVERDUE_REPORT}
            filters={filters}
            columns={installmentColumns}
            fileName="Gecikmiş Ödemeler"
          />
          {totals && (
            <Typography.Text>
              {totals.installmentCount} taksit — Tutar: {formatMoney(totals.amount)}, Ödenen:{' '}
              {formatMoney(totals.paid)}, Kalan: <strong>{formatMoney(totals.remaining)}</strong>
            </Typography.Text>
          )}
        </Space>
      }
      columns={installmentColumns}
    />
  );
};

/** /finance/report/overdue-call-list: one row per payer, longest late first, for the call center. */
export const OverdueCallListPage = () => {
  const [params] = useListParams();
  const { filters, controls } = useOverdueFilters();
  const totals = usePageTotals<OverduePayerTotals>(OVERDUE_CALL_LIST, { ...params, ...filters });
  return (
    <ListPage<OverduePayerRow>
      title={OVERDUE_REPORTS['overdue-call-list'].title}
      endpoint={OVERDUE_CALL_LIST}
      rowKey="payerKey"
      searchPlaceholder="Öğrenci veya ödeme sorumlusu ara"
      emptyText="Gecikmiş ödeme yok."
      filters={filters}
      toolbar={
        <Space wrap>
          {controls()}
          <ListReportActions
            endpoint={OVERDUE_CALL_LIST}
            filters={filters}
            columns={payerColumns}
            fileName="Gecikmiş Ödeme Arama Listesi"
          />
          <PayerTotals totals={totals} />
        </Space>
      }
      columns={payerColumns}
    />
  );
};
