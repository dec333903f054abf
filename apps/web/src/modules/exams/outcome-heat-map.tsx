import { percentOf, type THeatRow } from '@panel/shared/exams/exam-analysis';
import { Table, Tooltip, Typography } from 'antd';

export type HeatOutcome = { id: string; code: string; text: string };

/** A success share as a colour: red (0) through amber (0,5) to green (1); grey when nothing was asked. */
export const heatColor = (share: number | null): string => {
  if (share === null) return '#f0f0f0';
  const hue = Math.round(Math.max(0, Math.min(1, share)) * 120);
  return `hsl(${hue}, 70%, 80%)`;
};

/**
 * Outcome success as a heat map: a row per branch, class or student, a column per outcome,
 * each cell its success in percent on its colour.
 */
export const OutcomeHeatMap = ({
  outcomes,
  rows,
  label,
  loading,
  pagination,
}: {
  outcomes: HeatOutcome[];
  rows: (THeatRow & { key?: string })[];
  label: string;
  loading?: boolean;
  pagination?: false | object;
}) => {
  if (outcomes.length === 0)
    return <Typography.Text type="secondary">Bu sınavın sorularına kazanım atanmamış.</Typography.Text>;
  return (
    <Table<THeatRow & { key?: string }>
      size="small"
      loading={loading}
      rowKey={(r) => r.key ?? r.id ?? r.name}
      dataSource={rows}
      pagination={pagination ?? false}
      scroll={{ x: 'max-content' }}
      aria-label={`${label} kazanım başarısı`}
      columns={[
        { title: label, dataIndex: 'name', fixed: 'left', width: 200 },
        { title: 'Öğrenci', dataIndex: 'students', align: 'right', width: 80 },
        ...outcomes.map((o, k) => ({
          title: (
            <Tooltip title={o.text}>
              <span>{o.code}</span>
            </Tooltip>
          ),
          key: o.id,
          align: 'center' as const,
          width: 90,
          onCell: (r: THeatRow) => ({ style: { background: heatColor(r.success[k] ?? null) } }),
          render: (_: unknown, r: THeatRow) => (
            <span data-testid="heat-cell" title={`${r.name} · ${o.code}: ${percentOf(r.success[k] ?? null)}`}>
              {percentOf(r.success[k] ?? null)}
            </span>
          ),
        })),
      ]}
    />
  );
};
