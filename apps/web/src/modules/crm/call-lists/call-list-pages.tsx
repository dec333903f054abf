import { PlusOutlined } from '@ant-design/icons';
import { CALL_LIST_CONFIRM_ARCHIVE } from '@panel/shared/crm/call-list';
import { assignmentTypeLabels } from '@panel/shared/crm/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Popconfirm, Progress, Space, Switch, Table, Tag, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Answer } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { lazyNamed } from '../../../components/lazy-named';
import { pagedTableProps } from '../../../components/list-page';
import { SearchInput } from '../../../components/search-input';
import { useListParams, useUrlFilter } from '../../../components/use-list-params';

type Row = Answer<'crm/call-lists', 'get'>['_data'][number];

/** "Sıradaki": takes the caller's next pool entry and opens it, or says the pool is empty. */
// The build dialog (its filter form and preview) loads when a list is being built.
const BuildDialog = lazyNamed(() => import('./call-list-build-dialog'), 'BuildDialog');

export const useTakeNext = () => {
  const navigate = useNavigate();
  const [empty, setEmpty] = useState<string | null>(null);
  const take = useMutation({
    mutationFn: (id: string) => api.post('crm/call-lists/{id}/take', { path: { id } }),
    onSuccess: (answer) => {
      if (answer.entryId) navigate(`/crm/call-list/assignment/${answer.entryId}`);
      else setEmpty(answer.message);
    },
  });
  return { take, empty };
};

export const CallListPage = () => {
  const client = useQueryClient();
  const canBuild = useCan(ACTIONS.crm.lists);
  const [params, setParams] = useListParams();
  const [archived, setArchived] = useUrlFilter<'true'>('archived', ['true']);
  const [building, setBuilding] = useState(false);
  const { take, empty } = useTakeNext();
  const list = useQuery({
    queryKey: ['crm', 'call-lists', params, archived],
    queryFn: () => api.get('crm/call-lists', { query: { ...params, ...(archived ? { archived } : {}) } }),
  });
  const archive = useMutation({
    mutationFn: (id: string) => api.post('crm/call-lists/{id}/archive', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['crm', 'call-lists'] }),
  });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Arama Listeleri
      </Typography.Title>
      {empty && <Alert type="info" showIcon message={empty} style={{ marginBottom: 12 }} />}
      <Card>
        <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <SearchInput
              value={params._searchTerm}
              onSearch={(t) => setParams({ _searchTerm: t, _pageNumber: 1 })}
            />
            <Space>
              <Switch
                aria-label="Arşivdekiler"
                checked={archived === 'true'}
                onChange={(on) => setArchived(on ? 'true' : undefined)}
              />
              Arşivdekiler
            </Space>
          </Space>
          {canBuild && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setBuilding(true)}>
              Yeni Liste
            </Button>
          )}
        </Space>
        <Table<Row>
          rowKey="id"
          {...pagedTableProps(list, params, setParams)}
          locale={{ emptyText: 'Arama listesi yok.' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Liste', dataIndex: 'name' },
            { title: 'Şube', dataIndex: 'branchName' },
            {
              title: 'Atama',
              dataIndex: 'assignmentType',
              render: (v: Row['assignmentType'], r) => (
                <Space>
                  <Tag color={v === 'Pool' ? 'blue' : 'purple'}>{assignmentTypeLabels[v]}</Tag>
                  {r.assigneeName}
                </Space>
              ),
            },
            {
              title: 'İlerleme',
              key: 'progress',
              render: (_, r) => {
                const total = r.waiting + r.taken + r.done;
                return (
                  <Space direction="vertical" size={0} style={{ minWidth: 200 }}>
                    <Progress percent={total ? Math.round((r.done * 100) / total) : 0} size="small" />
                    <Typography.Text type="secondary" data-testid="call-list-progress">
                      Bekleyen {r.waiting} · Aranıyor {r.taken} · Arandı {r.done}
                    </Typography.Text>
                  </Space>
                );
              },
            },
            {
              title: '',
              key: 'actions',
              render: (_, r) => (
                <Space>
                  {r.assignmentType === 'Pool' && !r.archived && (
                    <Button type="primary" loading={take.isPending} onClick={() => take.mutate(r.id)}>
                      Sıradaki
                    </Button>
                  )}
                  {canBuild && !r.archived && (
                    <Popconfirm
                      title={CALL_LIST_CONFIRM_ARCHIVE}
                      okText="Arşivle"
                      cancelText="Vazgeç"
                      onConfirm={() => archive.mutate(r.id)}
                    >
                      <Button>Arşivle</Button>
                    </Popconfirm>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      {building && (
        <Suspense fallback={null}>
          <BuildDialog open onClose={() => setBuilding(false)} />
        </Suspense>
      )}
    </>
  );
};
