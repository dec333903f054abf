import { type ReportState, reportStateLabels } from '@panel/shared/reports/report-centre';
import { Tag } from 'antd';

const COLORS: Record<ReportState, string> = {
  Queued: 'default',
  Running: 'processing',
  Done: 'success',
  Failed: 'error',
};

export const ReportStateTag = ({ state, title }: { state: ReportState; title?: string | null }) => (
  <Tag color={COLORS[state]} title={title ?? undefined}>
    {reportStateLabels[state]}
  </Tag>
);
