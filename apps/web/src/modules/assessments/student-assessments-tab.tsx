import type { TStudentAssessment } from '@panel/shared/assessments/contracts';
import { formatScore } from '@panel/shared/assessments/scoring';
import { formatDay } from '@panel/shared/common/dates';
import { useQuery } from '@tanstack/react-query';
import { Space, Table, Tag } from 'antd';
import { api } from '../../app/http';

type Row = TStudentAssessment;

/** The student card's inventories: each sending, answered or not, with its dimension results. */
export const StudentAssessmentsTab = ({ studentId }: { studentId: string }) => {
  const { data, isFetching } = useQuery({
    queryKey: ['student', studentId, 'assessments'],
    queryFn: () => api.get('student/{studentId}/assessments', { path: { studentId } }),
  });
  return (
    <Table<Row>
      rowKey="linkId"
      size="small"
      loading={isFetching}
      pagination={false}
      dataSource={data ?? []}
      locale={{ emptyText: 'Bu öğrenciye gönderilmiş envanter yok.' }}
      columns={[
        { title: 'Envanter', dataIndex: 'name' },
        { title: 'Bitiş', dataIndex: 'closesOn', render: formatDay },
        {
          title: 'Sonuç',
          key: 'scores',
          render: (_: unknown, r) =>
            r.submittedAt ? (
              <Space wrap>
                {r.scores.map((s) => (
                  <Tag key={s.dimensionName}>
                    {s.dimensionName}: {formatScore(s.scoreCenti)}
                    {s.bandLabel ? ` (${s.bandLabel})` : ''}
                  </Tag>
                ))}
              </Space>
            ) : (
              <Tag color="orange">Yanıtlamadı</Tag>
            ),
        },
      ]}
    />
  );
};
