import { formatFileSize, type TReportResult } from '@panel/shared/reports/report-centre';
import { Alert, Button, Card, Col, Collapse, Empty, Row, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../components/lazy-named';
import { paginationOf } from '../../components/list-page';
import { useListParams } from '../../components/use-list-params';
import { downloadReport, useReportResults, useReportTypes, useRunReport } from './report.api';
import { ReportStateTag } from './report-state-tag';

// The forms (their selects, date pickers and option lists) load when a type is opened, not with the list.
const ReportParamsForm = lazyNamed(() => import('./report-params-form'), 'ReportParamsForm');

/**
 * /report-list (SPEC 2): the report types the account may run, each with the form of its
 * parameters, and the account's recent results with their state, size and file.
 */
export const ReportListPage = () => {
  const types = useReportTypes();
  const run = useRunReport();
  const [params, setParams] = useListParams();
  const results = useReportResults(params);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Rapor Merkezi
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title="Rapor türleri" loading={types.isLoading}>
            {types.data?.length === 0 ? (
              <Empty description="Çalıştırabileceğiniz bir rapor türü yok." />
            ) : (
              <Collapse
                accordion
                items={(types.data ?? []).map((type) => ({
                  key: type.type,
                  label: `${type.title} (${type.format === 'pdf' ? 'PDF' : 'Excel'})`,
                  children: (
                    <>
                      <Typography.Paragraph type="secondary">{type.description}</Typography.Paragraph>
                      <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
                        <ReportParamsForm
                          type={type}
                          running={run.isPending}
                          onRun={(values) => run.mutate({ type: type.type, params: values })}
                        />
                      </Suspense>
                    </>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title="Son raporlarım">
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              message="Hazırlanan raporlar bir süre saklanır, sonra kendiliğinden silinir."
            />
            <Table<TReportResult>
              rowKey="id"
              size="small"
              data-testid="report-results"
              loading={results.isFetching && !results.data}
              dataSource={results.data?._data ?? []}
              pagination={paginationOf(params, results.data?._totalData ?? 0, setParams)}
              locale={{ emptyText: 'Henüz rapor oluşturmadınız.' }}
              columns={[
                {
                  title: 'Rapor',
                  dataIndex: 'title',
                  render: (title: string, r) => <Link to={`/report/${r.id}`}>{title}</Link>,
                },
                {
                  title: 'Oluşturma',
                  dataIndex: 'createdAt',
                  render: (v: string) => dayjs(v).format('DD.MM.YYYY HH:mm'),
                },
                {
                  title: 'Durum',
                  dataIndex: 'state',
                  render: (_, r) => <ReportStateTag state={r.state} title={r.error} />,
                },
                {
                  title: 'Boyut',
                  dataIndex: 'sizeBytes',
                  render: (v: number | null) => (v === null ? '—' : formatFileSize(v)),
                },
                {
                  title: 'Dosya',
                  key: 'file',
                  render: (_, r) =>
                    r.state === 'Done' ? (
                      <Button size="small" onClick={() => downloadReport(r)}>
                        İndir
                      </Button>
                    ) : r.state === 'Failed' ? (
                      <Typography.Text type="danger">{r.error}</Typography.Text>
                    ) : (
                      `%${r.progress}`
                    ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
};
