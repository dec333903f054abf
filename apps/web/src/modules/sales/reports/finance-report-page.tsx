import { formatMoney } from '@panel/shared/common/money';
import type { FinanceReportName } from '@panel/shared/sales/finance-report-titles';
import { FINANCE_REPORTS, type FinanceReportDefinition } from '@panel/shared/sales/finance-reports';
import { Space, Typography } from 'antd';
import { useLocation } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { ListReportActions } from '../../../components/list-report-actions';
import { RangeFilter, useRangeFilter } from '../../../components/range-filter';
import { reportColumns } from '../../../components/report-columns';
import { usePageTotals } from '../../../components/resource-api';
import { useListParams } from '../../../components/use-list-params';
import { BranchFilter, SemesterFilter } from '../../education/education-filters';
import { useListFilter } from '../../education/education-options';

type Row = Record<string, string | number>;

/** One page for every sales report: columns, filters and totals come from the shared definition. */
export const FinanceReportPage = () => {
  const name = useLocation().pathname.split('/').pop() as FinanceReportName;
  const definition: FinanceReportDefinition = FINANCE_REPORTS[name];
  const has = (f: string) => (definition.filters as readonly string[]).includes(f);
  const [params] = useListParams();
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [semesterId, setSemesterId] = useListFilter<string>('semesterId');
  const [range, setRange] = useRangeFilter();
  const filters = {
    branchId,
    semesterId,
    from: range?.[0]?.format('YYYY-MM-DD'),
    to: range?.[1]?.format('YYYY-MM-DD'),
  };
  const endpoint = `finance/report/${name}` as const;
  const totals = usePageTotals<Record<string, number>>(endpoint, { ...params, ...filters });
  const columns = reportColumns<Row>(definition.columns, definition.sorts);
  const totalText = (key: string) => {
    const column = definition.columns.find((c) => c.key === key);
    const value = totals?.[key] ?? 0;
    return `${column?.header ?? key}: ${column?.kind === 'money' ? formatMoney(value) : value}`;
  };
  return (
    <ListPage<Row>
      key={name}
      title={definition.title}
      endpoint={endpoint}
      rowKey="rowId"
      searchPlaceholder={definition.searchPlaceholder}
      emptyText="Bu ölçütlere uyan kayıt yok."
      filters={filters}
      toolbar={
        <Space wrap>
          {has('branchId') && <BranchFilter value={branchId} onChange={setBranchId} />}
          {has('semesterId') && <SemesterFilter value={semesterId} onChange={setSemesterId} />}
          {has('from') && (
            <RangeFilter
              label={definition.dateLabel}
              placeholder={[`${definition.dateLabel} başlangıç`, 'bitiş']}
              value={range}
              onChange={setRange}
            />
          )}
          <ListReportActions
            endpoint={endpoint}
            filters={filters}
            columns={columns}
            fileName={definition.title}
          />
          {totals && (
            <Typography.Text data-testid="report-totals">
              Toplam — {definition.totals.map(totalText).join(' · ')}
            </Typography.Text>
          )}
        </Space>
      }
      columns={columns}
    />
  );
};
