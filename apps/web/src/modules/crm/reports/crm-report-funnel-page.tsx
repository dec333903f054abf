import { FUNNEL_GROUPS, type FunnelGroup, funnelGroupLabels } from '@panel/shared/crm/crm-report';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Table } from 'antd';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { optionsOf } from '../../../components/enum-options';
import { useUrlFilter } from '../../../components/use-list-params';
import { BarChart, CrmReportFilterBar, CrmReportHeader, useCrmReportFilters } from './crm-report-filters';

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
      <CrmReportHeader title="Aday Dönüşüm Hunisi" excel="crm/reports/funnel/excel" query={query} />
      <Card>
        <CrmReportFilterBar state={state}>
          <Segmented
            value={groupBy}
            onChange={(v) => setGroupBy(v as FunnelGroup)}
            options={optionsOf(FUNNEL_GROUPS, funnelGroupLabels)}
          />
        </CrmReportFilterBar>
        <BarChart
          label="Aday, görüşülen ve kayıt olan sayıları"
          series={STAGES}
          bars={(funnel.data?.rows ?? []).map((r) => ({
            label: r.label,
            values: STAGES.map((s) => r[s.key]),
          }))}
        />
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
