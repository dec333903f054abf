import { FUNNEL_GROUPS, type FunnelGroup, funnelGroupLabels } from '@panel/shared/crm/crm-report';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Space, Table, Typography } from 'antd';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { ReportActions } from '../../../components/report-actions';
import { useUrlFilter } from '../../../components/use-list-params';
import { BarChart, CHART_COLORS, CrmReportFilterBar, useCrmReportFilters } from './crm-report-filters';

type Row = Answer<'crm/reports/funnel', 'get'>['rows'][number];
const STAGES = [
  { key: 'customers', name: 'Aday' },
  { key: 'interviewed', name: 'Görüşülen' },
  { key: 'registered', name: 'Kayıt Olan' },
] as const;

/** /crm/report/funnel: customers -> interviewed -> registered, with rates, by branch, consultant, reference or campaign. */
export const FunnelReportPage = () => {
  const state = useCrmReportFilters();
  const [groupBy = 'branch', setGroupBy] = useUrlFilter<FunnelGroup>('groupBy', FUNNEL_GROUPS);
  const query = { ...state.filters, groupBy };
  const funnel = useQuery({
    queryKey: ['crm', 'reports', 'funnel', query],
    queryFn: () => api.get('crm/reports/funnel', { query }),
  });
  const rows = funnel.data ? [...funnel.data.rows, funnel.data.total] : [];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Aday Dönüşüm Hunisi
        </Typography.Title>
        <ReportActions
          excel={{ endpoint: 'crm/reports/funnel/excel', init: { query }, fileName: 'Aday Dönüşüm Hunisi' }}
        />
      </Space>
      <Card>
        <CrmReportFilterBar state={state}>
          <Segmented
            value={groupBy}
            onChange={(v) => setGroupBy(v as FunnelGroup)}
            options={FUNNEL_GROUPS.map((g) => ({ value: g, label: funnelGroupLabels[g] }))}
          />
        </CrmReportFilterBar>
        <BarChart
          label="Aday, görüşülen ve kayıt olan sayıları"
          bars={(funnel.data?.rows ?? []).map((r) => ({
            label: r.label,
            values: STAGES.map((s, i) => ({ name: s.name, value: r[s.key], color: CHART_COLORS[i]! })),
          }))}
        />
        <Space wrap style={{ margin: '8px 0 16px' }}>
          {STAGES.map((s, i) => (
            <Space key={s.key} size={4}>
              <span style={{ display: 'inline-block', width: 10, height: 10, background: CHART_COLORS[i] }} />
              {s.name}
            </Space>
          ))}
        </Space>
        <Table<Row>
          rowKey="key"
          loading={funnel.isFetching}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: 'Bu dönemde aday yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: funnelGroupLabels[groupBy], dataIndex: 'label' },
            { title: 'Aday', dataIndex: 'customers', align: 'right' },
            { title: 'Görüşülen', dataIndex: 'interviewed', align: 'right' },
            { title: 'Kayıt Olan', dataIndex: 'registered', align: 'right' },
            {
              title: 'Görüşme Oranı',
              dataIndex: 'interviewRate',
              align: 'right',
              render: (v: number) => `%${v}`,
            },
            {
              title: 'Kayıt Oranı',
              dataIndex: 'registerRate',
              align: 'right',
              render: (v: number) => `%${v}`,
            },
          ]}
        />
      </Card>
    </>
  );
};
