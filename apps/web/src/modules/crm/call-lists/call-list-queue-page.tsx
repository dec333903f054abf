import { formatDay } from '@panel/shared/common/dates';
import { type QueueReason, queueReasonLabels } from '@panel/shared/crm/call-list';
import { useQuery } from '@tanstack/react-query';
import { Card, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { pagedTableProps } from '../../../components/list-page';
import { useListParams } from '../../../components/use-list-params';

type Row = Answer<'crm/my-queue', 'get'>['_data'][number];
const REASON_COLORS: Record<QueueReason, string> = {
  Overdue: 'red',
  Today: 'orange',
  Taken: 'blue',
  Waiting: 'default',
};

/** /crm/personnel/assignments: whom the consultant calls today, overdue next contacts first. */
export const CallListQueuePage = () => {
  const [params, setParams] = useListParams({ pageSize: 20 });
  const queue = useQuery({
    queryKey: ['crm', 'my-queue', params],
    queryFn: () => api.get('crm/my-queue', { query: params }),
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Bugünkü Aramalarım
      </Typography.Title>
      <Card>
        <Table<Row>
          rowKey="key"
          {...pagedTableProps(queue, params, setParams)}
          locale={{ emptyText: 'Bugün aranacak kimse yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: 'Neden',
              dataIndex: 'reason',
              render: (v: QueueReason) => <Tag color={REASON_COLORS[v]}>{queueReasonLabels[v]}</Tag>,
            },
            {
              title: 'Müşteri',
              dataIndex: 'customerName',
              render: (v: string, r) =>
                r.entryId ? (
                  <Link to={`/crm/call-list/assignment/${r.entryId}`}>{v}</Link>
                ) : (
                  <Link to={`/crm/detail/${r.customerId}`}>{v}</Link>
                ),
            },
            {
              title: 'Telefon',
              dataIndex: 'phoneDigits',
              render: (v: string) => <a href={`tel:+90${v}`}>0{v}</a>,
            },
            { title: 'Sonraki Görüşme', dataIndex: 'nextContactOn', render: formatDay },
            { title: 'Arama Listesi', dataIndex: 'callListName' },
          ]}
        />
      </Card>
    </>
  );
};
