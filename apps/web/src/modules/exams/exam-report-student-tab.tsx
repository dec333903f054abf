import { formatDay } from '@panel/shared/common/dates';
import { formatExamNumber, formatRank } from '@panel/shared/exams/result-report';
import { useQuery } from '@tanstack/react-query';
import { Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Answer } from '../../api/api-paths';
import { api } from '../../app/http';
import { paginationOf } from '../../components/list-page';

type Row = Answer<'/examapi/students/{studentId}/results', 'get'>['_data'][number];

const WIDTH = 560;
const HEIGHT = 180;
const PAD = { left: 44, right: 16, top: 16, bottom: 36 };

/** The total net of each exam over time, oldest first: plain SVG, prints as is. */
export const NetTrend = ({ rows }: { rows: Row[] }) => {
  const points = rows.filter((r) => r.totalNet !== null).sort((a, b) => a.date.localeCompare(b.date));
  if (points.length === 0) return null;
  const nets = points.map((p) => p.totalNet!);
  const top = Math.max(1, ...nets);
  const bottom = Math.min(0, ...nets);
  const w = WIDTH - PAD.left - PAD.right;
  const h = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length === 1 ? w / 2 : (i * w) / (points.length - 1));
  const y = (v: number) => PAD.top + h - ((v - bottom) / (top - bottom)) * h;
  return (
    <svg
      role="img"
      aria-label="Net gelişimi"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      style={{ width: '100%', maxWidth: WIDTH, display: 'block', marginBottom: 16 }}
    >
      <line x1={PAD.left} y1={y(bottom)} x2={WIDTH - PAD.right} y2={y(bottom)} stroke="#d9d9d9" />
      <text x={PAD.left - 6} y={y(top) + 4} fontSize={10} textAnchor="end" fill="#666">
        {formatExamNumber(top)}
      </text>
      <text x={PAD.left - 6} y={y(bottom) + 4} fontSize={10} textAnchor="end" fill="#666">
        {formatExamNumber(bottom)}
      </text>
      <polyline
        fill="none"
        stroke="#009EF7"
        strokeWidth={2}
        points={points.map((p, i) => `${x(i)},${y(p.totalNet!)}`).join(' ')}
      />
      {points.map((p, i) => (
        <g key={p.examId}>
          <circle cx={x(i)} cy={y(p.totalNet!)} r={4} fill="#009EF7">
            <title>{`${p.examName}: Net ${formatExamNumber(p.totalNet)}`}</title>
          </circle>
          <text x={x(i)} y={HEIGHT - 12} fontSize={10} textAnchor="middle" fill="#666">
            {formatDay(p.date)}
          </text>
        </g>
      ))}
    </svg>
  );
};

/** The student card's exams: net, score and ranks of each, and the net trend over time. */
export const StudentExamsTab = ({ studentId }: { studentId: string }) => {
  const [params, setParams] = useState({ _pageNumber: 1, _pageSize: 50, _searchTerm: '' });
  const { data, isFetching } = useQuery({
    queryKey: ['examapi', 'student', studentId, 'results', params],
    queryFn: () => api.get('/examapi/students/{studentId}/results', { path: { studentId }, query: params }),
  });
  const rows = data?._data ?? [];
  return (
    <>
      {rows.length > 1 && <Typography.Text strong>Net gelişimi</Typography.Text>}
      {rows.length > 1 && <NetTrend rows={rows} />}
      <Table<Row>
        rowKey="examId"
        size="small"
        loading={isFetching}
        dataSource={rows}
        pagination={paginationOf(params, data?._totalData ?? 0, (next) =>
          setParams((p) => ({ ...p, ...next })),
        )}
        locale={{ emptyText: 'Öğrencinin sınav sonucu yok.' }}
        columns={[
          { title: 'Sınav', dataIndex: 'examName' },
          { title: 'Tür', dataIndex: 'kind' },
          { title: 'Tarih', dataIndex: 'date', render: formatDay },
          {
            title: 'Toplam Net',
            key: 'net',
            align: 'right',
            render: (_: unknown, r) => (r.absent ? <Tag>Katılmadı</Tag> : formatExamNumber(r.totalNet)),
          },
          {
            title: 'Puan',
            key: 'score',
            align: 'right',
            render: (_: unknown, r) => formatExamNumber(r.score),
          },
          {
            title: 'Sıra (sınıf/şube/kurum)',
            key: 'rank',
            align: 'right',
            render: (_: unknown, r) =>
              [r.rank.class, r.rank.branch, r.rank.business].map(formatRank).join(' / '),
          },
        ]}
      />
    </>
  );
};
