import { Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { DownloadRequest } from '../../../components/download';
import { FilterSelect } from '../../../components/filter-select';
import { RangeFilter, rangeDays, useRangeFilter } from '../../../components/range-filter';
import { recordOptions } from '../../../components/record-options';
import { ReportActions } from '../../../components/report-actions';
import { useUrlFilter } from '../../../components/use-list-params';
import { useCallListOptions } from '../call-lists/call-list-options';

/** Every CRM report's filters, kept in the URL: the period (this month by default) and a branch. */
export const useCrmReportFilters = () => {
  const [range, setRange] = useRangeFilter([dayjs().startOf('month'), dayjs()]);
  const [branchId, setBranchId] = useUrlFilter<string>('branchId');
  const filters = { ...rangeDays(range), ...(branchId ? { branchId } : {}) };
  return { range, setRange, branchId, setBranchId, filters };
};

/** A CRM report's title with its print and Excel actions; the Excel file is named after the title. */
export const CrmReportHeader = ({
  title,
  excel,
  query,
}: {
  title: string;
  excel: DownloadRequest['endpoint'];
  query: Record<string, unknown>;
}) => (
  <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }} wrap>
    <Typography.Title level={3} style={{ margin: 0 }}>
      {title}
    </Typography.Title>
    <ReportActions excel={{ endpoint: excel, init: { query }, fileName: title }} />
  </Space>
);

export const CrmReportFilterBar = ({
  state,
  children,
}: {
  state: ReturnType<typeof useCrmReportFilters>;
  children?: ReactNode;
}) => {
  const options = useCallListOptions();
  const branches = options.data?.branches ?? [];
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <RangeFilter label="Tarih aralığı" value={state.range} onChange={state.setRange} />
      {branches.length > 1 && (
        <FilterSelect
          search={false}
          label="Şube"
          placeholder="Tüm şubeler"
          width={200}
          value={state.branchId}
          onChange={state.setBranchId}
          options={recordOptions(branches)}
        />
      )}
      {children}
    </Space>
  );
};

const CHART_COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#13c2c2', '#fadb14', '#8c8c8c'];
const colorOf = (series: number) => CHART_COLORS[series % CHART_COLORS.length];

/**
 * Bars drawn by hand, as the dashboard's chart: a chart library would outweigh the screen.
 * Each group of bars holds one value per series, in the series' order and colour; the key
 * under the chart names the series.
 */
export const BarChart = ({
  label,
  series,
  bars,
}: {
  label: string;
  series: readonly { key: string; name: string }[];
  bars: { label: string; values: number[] }[];
}) => {
  const max = Math.max(1, ...bars.flatMap((b) => b.values));
  const slot = 56;
  const height = 160;
  const width = Math.max(320, bars.length * slot);
  return (
    <>
      <svg
        role="img"
        aria-label={label}
        width="100%"
        viewBox={`0 0 ${width} ${height + 40}`}
        style={{ maxWidth: width }}
      >
        {bars.map((b, i) => {
          const inner = (slot - 8) / Math.max(1, b.values.length);
          return (
            <g key={b.label} transform={`translate(${i * slot + 4},0)`}>
              {b.values.map((value, j) => {
                const h = (value / max) * height;
                return (
                  <rect
                    key={series[j]?.key}
                    x={j * inner}
                    y={height - h}
                    width={inner - 2}
                    height={h}
                    fill={colorOf(j)}
                  >
                    <title>{`${b.label} · ${series[j]?.name}: ${value}`}</title>
                  </rect>
                );
              })}
              <text x={(slot - 8) / 2} y={height + 16} fontSize={10} textAnchor="middle">
                {b.label.length > 10 ? `${b.label.slice(0, 9)}…` : b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <Space wrap style={{ margin: '8px 0 16px' }}>
        {series.map((s, i) => (
          <Space key={s.key} size={4}>
            <span style={{ display: 'inline-block', width: 10, height: 10, background: colorOf(i) }} />
            {s.name}
          </Space>
        ))}
      </Space>
    </>
  );
};
