import { formatDay } from '@panel/shared/common/dates';
import { type EmploymentState, employmentStateLabels } from '@panel/shared/personnel/enums';
import { useQuery } from '@tanstack/react-query';
import { Table, Typography } from 'antd';
import { api } from '../../app/http';
import { unpagedTableProps } from '../../components/list-page';
import { type EmploymentEvent, PERSONNEL, type Personnel } from './personnel.api';
import { EmploymentTag } from './personnel-employment-tag';

const eventLabel = (e: EmploymentEvent) =>
  e.toState === 'Dismissed' ? 'İşten Çıkış' : e.fromState === 'Dismissed' ? 'Yeniden İşe Giriş' : 'İşe Giriş';

/** Hires, dismissals and rehires, newest first. */
export const EmploymentHistory = ({ person }: { person: Personnel }) => {
  const history = useQuery({
    queryKey: [PERSONNEL, 'employment', person.id],
    queryFn: () => api.get('personnel/{id}/employment', { path: { id: person.id } }),
  });
  return (
    <div>
      <Typography.Title level={5}>Çalışma Geçmişi</Typography.Title>
      <Table<EmploymentEvent>
        {...unpagedTableProps(history)}
        size="small"
        locale={{ emptyText: 'Henüz işe giriş veya çıkış kaydı yok.' }}
        columns={[
          { title: 'Tarih', dataIndex: 'date', render: (v: string) => formatDay(v) },
          {
            title: 'İşlem',
            key: 'action',
            render: (_, e) => eventLabel(e),
          },
          {
            title: 'Önceki Durum',
            dataIndex: 'fromState',
            render: (s: EmploymentState) => employmentStateLabels[s],
          },
          {
            title: 'Yeni Durum',
            dataIndex: 'toState',
            render: (s: EmploymentState) => <EmploymentTag state={s} />,
          },
        ]}
      />
    </div>
  );
};
