import { formatDay } from '@panel/shared/common/dates';
import { absenceRate } from '@panel/shared/roll-calls/roll-call';
import { Card, Descriptions, Table } from 'antd';
import { useStudentAttendance } from './roll-call.api';

type Week = NonNullable<ReturnType<typeof useStudentAttendance>['data']>['weeks'][number];

/** The profile's lesson tab: a student's attendance by week and the absence totals. */
export const StudentAttendance = ({ studentId }: { studentId: string }) => {
  const { data, isLoading } = useStudentAttendance(studentId);
  const t = data?.totals;
  return (
    <Card size="small" title="Devam Durumu" style={{ marginTop: 16 }} loading={isLoading}>
      {t && (
        <Descriptions size="small" column={{ xs: 2, sm: 3, md: 6 }} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Yapılan ders">{t.held}</Descriptions.Item>
          <Descriptions.Item label="Yok">{t.absent}</Descriptions.Item>
          <Descriptions.Item label="Devamsız gün">{t.absentDays}</Descriptions.Item>
          <Descriptions.Item label="Geç">{t.late}</Descriptions.Item>
          <Descriptions.Item label="İzinli">{t.excused}</Descriptions.Item>
          <Descriptions.Item label="Devamsızlık oranı">%{absenceRate(t.absent, t.held)}</Descriptions.Item>
        </Descriptions>
      )}
      <Table<Week>
        rowKey="week"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.weeks ?? []}
        locale={{ emptyText: 'Henüz yoklama yok.' }}
        columns={[
          { title: 'Hafta', render: (_, w) => `${formatDay(w.week)} haftası` },
          { title: 'Ders', dataIndex: 'held' },
          { title: 'Var', dataIndex: 'present' },
          { title: 'Yok', dataIndex: 'absent' },
          { title: 'Geç', dataIndex: 'late' },
          { title: 'İzinli', dataIndex: 'excused' },
        ]}
      />
    </Card>
  );
};
