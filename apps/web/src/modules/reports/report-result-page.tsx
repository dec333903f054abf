import { formatFileSize } from '@panel/shared/reports/report-centre';
import { Alert, Button, Card, Descriptions, Progress, Result, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams } from 'react-router';
import { downloadReport, useReportResult } from './report.api';
import { ReportStateTag } from './report-state-tag';

/**
 * /report/{id}: the tab POST report/set opens. It follows the document while it is made
 * and offers the file when it is ready; a failed one says why.
 */
export const ReportResultPage = () => {
  const { id = '' } = useParams();
  const { data: result } = useReportResult(id);
  if (!result) return <Card loading />;
  const waiting = result.state === 'Queued' || result.state === 'Running';
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {result.title}
      </Typography.Title>
      <Card extra={<Link to="/report-list">Rapor Merkezi</Link>}>
        {waiting && (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="report-progress">
            <Typography.Text>
              {result.state === 'Queued' ? 'Rapor sırada bekliyor…' : 'Rapor hazırlanıyor…'}
            </Typography.Text>
            <Progress percent={result.progress} status="active" />
          </Space>
        )}
        {result.state === 'Done' && (
          <Result
            status="success"
            title="Rapor hazır"
            subTitle={`${result.fileName} · ${formatFileSize(result.sizeBytes ?? 0)}`}
            extra={
              <Button type="primary" onClick={() => downloadReport(result)} data-testid="report-download">
                İndir
              </Button>
            }
          />
        )}
        {result.state === 'Failed' && (
          <Alert type="error" showIcon message="Rapor hazırlanamadı" description={result.error} />
        )}
        <Descriptions size="small" column={1} style={{ marginTop: 16 }}>
          <Descriptions.Item label="Durum">
            <ReportStateTag state={result.state} />
          </Descriptions.Item>
          <Descriptions.Item label="Oluşturma">
            {dayjs(result.createdAt).format('DD.MM.YYYY HH:mm')}
          </Descriptions.Item>
          <Descriptions.Item label="Saklanma">
            {dayjs(result.expiresAt).format('DD.MM.YYYY HH:mm')} tarihine kadar
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </>
  );
};
