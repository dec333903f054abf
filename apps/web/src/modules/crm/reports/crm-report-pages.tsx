import { formatDay } from '@panel/shared/common/dates';
import { STATE_PERIODS, type StatePeriod, statePeriodLabels } from '@panel/shared/crm/crm-report';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { paginationOf } from '../../../components/list-page';
import { type ListState, useListParams, useUrlFilter } from '../../../components/use-list-params';
import { formatShortDateTime } from '../crm-dates';
import { channelColumn } from '../interview-columns';
import { BarChart, CrmReportFilterBar, CrmReportHeader, useCrmReportFilters } from './crm-report-filters';

type CallRow = Answer<'crm/reports/calls', 'get'>['_data'][number];
type InterviewRow = Answer<'crm/reports/interviews', 'get'>['_data'][number];
type PagedQuery = ListState & ReturnType<typeof useCrmReportFilters>['filters'];

/**
 * A paged CRM report: the shared filters and twenty rows a page, both in the URL; `fetch`
 * reads one page. `table` is what every such report's Table takes alike.
 */
const usePagedReport = <A extends { _data: unknown[]; _totalData: number }>(
  name: string,
  fetch: (query: PagedQuery) => Promise<A>,
) => {
  const state = useCrmReportFilters();
  const [params, setParams] = useListParams({ pageSize: 20 });
  const query = { ...params, ...state.filters };
  const report = useQuery({
    queryKey: ['crm', 'reports', name, query],
    queryFn: () => fetch(query),
  });
  const rows: A['_data'] = report.data?._data ?? [];
  const table = {
    loading: report.isFetching,
    dataSource: rows,
    pagination: paginationOf(params, report.data?._totalData ?? 0, setParams),
    locale: { emptyText: 'Bu dönemde görüşme yok.' },
    scroll: { x: 'max-content' },
  };
  return { state, report, table };
};

/** /crm/report/call-list: interviews per consultant and day. */
export const CallReportPage = () => {
  const { state, report, table } = usePagedReport('calls', (query) =>
    api.get('crm/reports/calls', { query }),
  );
  return (
    <>
      <CrmReportHeader title="Arama Raporu" excel="crm/reports/calls/excel" query={state.filters} />
      <Card>
        <CrmReportFilterBar state={state}>
          <Typography.Text data-testid="call-report-total">
            Toplam görüşme: {report.data?.totalInterviews ?? 0}
          </Typography.Text>
        </CrmReportFilterBar>
        <Table<CallRow>
          rowKey={(r) => `${r.day}-${r.accountId}`}
          {...table}
          columns={[
            { title: 'Tarih', dataIndex: 'day', render: formatDay },
            { title: 'Danışman', dataIndex: 'consultantName' },
            { title: 'Görüşme', dataIndex: 'interviews', align: 'right' },
            { title: 'Arama Listesinden', dataIndex: 'fromCallLists', align: 'right' },
            { title: 'Sonraki Görüşme Verilen', dataIndex: 'withNextContact', align: 'right' },
          ]}
        />
      </Card>
    </>
  );
};

/** /crm/report/interviews: the interviews of a period with consultant, channel and state. */
export const InterviewReportPage = () => {
  const { state, table } = usePagedReport('interviews', (query) =>
    api.get('crm/reports/interviews', { query }),
  );
  return (
    <>
      <CrmReportHeader title="Görüşme Raporu" excel="crm/reports/interviews/excel" query={state.filters} />
      <Card>
        <CrmReportFilterBar state={state} />
        <Table<InterviewRow>
          rowKey="id"
          {...table}
          columns={[
            { title: 'Tarih', dataIndex: 'createdAt', render: formatShortDateTime },
            {
              title: 'Müşteri',
              dataIndex: 'customerName',
              render: (v: string, r) => <Link to={`/crm/detail/${r.customerId}`}>{v}</Link>,
            },
            { title: 'Şube', dataIndex: 'branchName' },
            { title: 'Danışman', dataIndex: 'consultantName' },
            channelColumn,
            { title: 'Durum', dataIndex: 'stateName' },
            { title: 'Sonraki Görüşme', dataIndex: 'nextContactOn', render: formatDay },
            { title: 'Not', dataIndex: 'note' },
          ]}
        />
      </Card>
    </>
  );
};

/** /crm/report/interview-states/statistics: interviews per state per week or month, with a chart. */
export const StateStatisticsPage = () => {
  const state = useCrmReportFilters();
  const [period = 'week', setPeriod] = useUrlFilter<StatePeriod>('period', STATE_PERIODS);
  const query = { ...state.filters, period };
  const stats = useQuery({
    queryKey: ['crm', 'reports', 'interview-states', query],
    queryFn: () => api.get('crm/reports/interview-states', { query }),
  });
  const data = stats.data ?? { periods: [], states: [], counts: [] };
  type Row = { id: string; name: string; counts: number[] };
  const rows: Row[] = data.states.map((s, i) => ({ ...s, counts: data.counts[i] ?? [] }));
  return (
    <>
      <CrmReportHeader
        title="Görüşme Durumu İstatistikleri"
        excel="crm/reports/interview-states/excel"
        query={query}
      />
      <Card>
        <CrmReportFilterBar state={state}>
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as StatePeriod)}
            options={optionsOf(STATE_PERIODS, statePeriodLabels)}
          />
        </CrmReportFilterBar>
        <BarChart
          label="Dönemlere göre görüşme durumları"
          series={rows.map((r) => ({ key: r.id, name: r.name }))}
          bars={data.periods.map((p, j) => ({
            label: period === 'week' ? formatDay(p) : p,
            values: rows.map((r) => r.counts[j] ?? 0),
          }))}
        />
        <Table<Row>
          rowKey="id"
          loading={stats.isFetching}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Durum', dataIndex: 'name' },
            ...data.periods.map((p, j) => ({
              title: period === 'week' ? formatDay(p) : p,
              key: p,
              align: 'right' as const,
              render: (_: unknown, r: Row) => r.counts[j] ?? 0,
            })),
            {
              title: 'Toplam',
              key: 'total',
              align: 'right' as const,
              render: (_: unknown, r: Row) => r.counts.reduce((a, b) => a + b, 0),
            },
          ]}
        />
      </Card>
    </>
  );
};
