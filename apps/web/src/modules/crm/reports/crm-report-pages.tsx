import { formatDay } from '@panel/shared/common/dates';
import { STATE_PERIODS, type StatePeriod, statePeriodLabels } from '@panel/shared/crm/crm-report';
import { visitChannelLabels } from '@panel/shared/crm/enums';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { paginationOf } from '../../../components/list-page';
import { ReportActions } from '../../../components/report-actions';
import { useListParams, useUrlFilter } from '../../../components/use-list-params';
import { BarChart, CHART_COLORS, CrmReportFilterBar, useCrmReportFilters } from './crm-report-filters';

type CallRow = Answer<'crm/reports/calls', 'get'>['_data'][number];
type InterviewRow = Answer<'crm/reports/interviews', 'get'>['_data'][number];

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('tr-TR', {
    timeZone: 'Europe/Istanbul',
    dateStyle: 'short',
    timeStyle: 'short',
  });

const Header = ({ title, excel }: { title: string; excel: Parameters<typeof ReportActions>[0]['excel'] }) => (
  <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
    <Typography.Title level={3} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
    <ReportActions excel={excel} />
  </Space>
);

/** /crm/report/call-list: interviews per consultant and day. */
export const CallReportPage = () => {
  const state = useCrmReportFilters();
  const [params, setParams] = useListParams({ pageSize: 20 });
  const query = { ...params, ...state.filters };
  const report = useQuery({
    queryKey: ['crm', 'reports', 'calls', query],
    queryFn: () => api.get('crm/reports/calls', { query }),
  });
  return (
    <>
      <Header
        title="Arama Raporu"
        excel={{
          endpoint: 'crm/reports/calls/excel',
          init: { query: state.filters },
          fileName: 'Arama Raporu',
        }}
      />
      <Card>
        <CrmReportFilterBar state={state}>
          <Typography.Text data-testid="call-report-total">
            Toplam görüşme: {report.data?.totalInterviews ?? 0}
          </Typography.Text>
        </CrmReportFilterBar>
        <Table<CallRow>
          rowKey={(r) => `${r.day}-${r.accountId}`}
          loading={report.isFetching}
          dataSource={report.data?._data ?? []}
          pagination={paginationOf(params, report.data?._totalData ?? 0, setParams)}
          locale={{ emptyText: 'Bu dönemde görüşme yok.' }}
          scroll={{ x: 'max-content' }}
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
  const state = useCrmReportFilters();
  const [params, setParams] = useListParams({ pageSize: 20 });
  const query = { ...params, ...state.filters };
  const report = useQuery({
    queryKey: ['crm', 'reports', 'interviews', query],
    queryFn: () => api.get('crm/reports/interviews', { query }),
  });
  return (
    <>
      <Header
        title="Görüşme Raporu"
        excel={{
          endpoint: 'crm/reports/interviews/excel',
          init: { query: state.filters },
          fileName: 'Görüşme Raporu',
        }}
      />
      <Card>
        <CrmReportFilterBar state={state} />
        <Table<InterviewRow>
          rowKey="id"
          loading={report.isFetching}
          dataSource={report.data?._data ?? []}
          pagination={paginationOf(params, report.data?._totalData ?? 0, setParams)}
          locale={{ emptyText: 'Bu dönemde görüşme yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Tarih', dataIndex: 'createdAt', render: dateTime },
            {
              title: 'Müşteri',
              dataIndex: 'customerName',
              render: (v: string, r) => <Link to={`/crm/detail/${r.customerId}`}>{v}</Link>,
            },
            { title: 'Şube', dataIndex: 'branchName' },
            { title: 'Danışman', dataIndex: 'consultantName' },
            {
              title: 'Kanal',
              dataIndex: 'channel',
              render: (v: InterviewRow['channel']) => visitChannelLabels[v],
            },
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
      <Header
        title="Görüşme Durumu İstatistikleri"
        excel={{
          endpoint: 'crm/reports/interview-states/excel',
          init: { query },
          fileName: 'Görüşme Durumu İstatistikleri',
        }}
      />
      <Card>
        <CrmReportFilterBar state={state}>
          <Segmented
            value={period}
            onChange={(v) => setPeriod(v as StatePeriod)}
            options={STATE_PERIODS.map((p) => ({ value: p, label: statePeriodLabels[p] }))}
          />
        </CrmReportFilterBar>
        <BarChart
          label="Dönemlere göre görüşme durumları"
          bars={data.periods.map((p, j) => ({
            label: period === 'week' ? formatDay(p) : p,
            values: rows.map((r, i) => ({
              name: r.name,
              value: r.counts[j] ?? 0,
              color: CHART_COLORS[i % 8]!,
            })),
          }))}
        />
        <Space wrap style={{ margin: '8px 0 16px' }}>
          {rows.map((r, i) => (
            <Space key={r.id} size={4}>
              <span
                style={{ display: 'inline-block', width: 10, height: 10, background: CHART_COLORS[i % 8] }}
              />
              {r.name}
            </Space>
          ))}
        </Space>
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
