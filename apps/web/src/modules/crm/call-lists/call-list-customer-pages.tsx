import { callEntryStateLabels } from '@panel/shared/crm/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Select, Table, Tag, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { paginationOf } from '../../../components/list-page';
import { recordOptions } from '../../../components/record-options';
import { useListParams } from '../../../components/use-list-params';
import { useCallListOptions } from './call-list-options';

type Row = Answer<'crm/customers/{customerId}/call-list-entries', 'get'>['entries']['_data'][number];

const useCustomerEntries = (customerId: string, params: ReturnType<typeof useListParams>[0]) =>
  useQuery({
    queryKey: ['crm', 'customer-entries', customerId, params],
    queryFn: () =>
      api.get('crm/customers/{customerId}/call-list-entries', { path: { customerId }, query: params }),
  });

/** /crm/detail/:customer_id/assignments: the call lists a customer is on, and where each stands. */
export const CustomerCallListsPage = () => {
  const { customer_id: customerId = '' } = useParams();
  const [params, setParams] = useListParams();
  const entries = useCustomerEntries(customerId, params);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {entries.data?.customer.name ?? ''} · Arama Listeleri
      </Typography.Title>
      <Card
        extra={
          <Link to={`/crm/detail/${customerId}/assignments/add`}>
            <Button type="primary">Arama Listesine Ekle</Button>
          </Link>
        }
      >
        <Table<Row>
          rowKey="id"
          loading={entries.isFetching}
          dataSource={entries.data?.entries._data ?? []}
          pagination={paginationOf(params, entries.data?.entries._totalData ?? 0, setParams)}
          locale={{ emptyText: 'Müşteri hiçbir arama listesinde değil.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: 'Arama Listesi',
              dataIndex: 'callListName',
              render: (v: string, r) =>
                r.mine ? <Link to={`/crm/call-list/assignment/${r.id}`}>{v}</Link> : v,
            },
            {
              title: 'Durum',
              dataIndex: 'state',
              render: (v: Row['state']) => <Tag>{callEntryStateLabels[v]}</Tag>,
            },
            { title: 'Danışman', dataIndex: 'assigneeName' },
          ]}
        />
      </Card>
    </>
  );
};

/** /crm/detail/:customer_id/assignments/add: puts the customer at the end of a call list. */
export const CustomerCallListAddPage = () => {
  const { customer_id: customerId = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const options = useCallListOptions();
  const entries = useCustomerEntries(customerId, { _searchTerm: '', _pageNumber: 1, _pageSize: 1 });
  const add = useMutation({
    mutationFn: (callListId: string) =>
      api.post('crm/customers/{customerId}/call-list-entries', {
        path: { customerId },
        body: { callListId },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['crm'] });
      navigate(`/crm/detail/${customerId}/assignments`);
    },
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {entries.data?.customer.name ?? ''} · Arama Listesine Ekle
      </Typography.Title>
      <Card>
        <Form layout="vertical" onFinish={(v: { callListId: string }) => add.mutate(v.callListId)}>
          <Form.Item
            name="callListId"
            label="Arama Listesi"
            rules={[{ required: true, message: 'Arama listesini seçiniz.' }]}
          >
            <Select
              style={{ maxWidth: 400 }}
              showSearch
              optionFilterProp="label"
              options={recordOptions(options.data?.callLists ?? [])}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            Ekle
          </Button>
        </Form>
      </Card>
    </>
  );
};
