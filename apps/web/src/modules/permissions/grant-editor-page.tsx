import { ROLES, type Role, roleLabels } from '@panel/shared/accounts/roles';
import type { GrantKind, TGrantView } from '@panel/shared/permissions/contracts';
import { GRANTABLE_ACTIONS } from '@panel/shared/permissions/grantable';
import { MENU } from '@panel/shared/permissions/menu';
import { WIDGETS } from '@panel/shared/permissions/widgets';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Popconfirm,
  Row,
  Select,
  Skeleton,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAccounts } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { useOptions } from '../../components/resource-api';

type Group = { title: string; items: { key: string; label: string }[] };

/** What can be granted, grouped as the screens group it. */
const GROUPS: Record<GrantKind, Group[]> = {
  menu: MENU.filter((g) => g.children && !g.adminOnly).map((g) => ({
    title: g.title,
    items: (g.children ?? []).map((c) => ({ key: c.id, label: c.title })),
  })),
  widget: [{ title: 'Özet ekranı', items: WIDGETS.map((w) => ({ key: w.id, label: w.title })) }],
  action: [...new Set(GRANTABLE_ACTIONS.map((a) => a.group))].map((group) => ({
    title: group,
    items: GRANTABLE_ACTIONS.filter((a) => a.group === group).map((a) => ({ key: a.key, label: a.label })),
  })),
};

const TITLES: Record<GrantKind, string> = {
  menu: 'Menü Yetkileri',
  widget: 'Widget Yetkileri',
  action: 'İşlem Yetkileri',
};
const SOURCES: Record<TGrantView['source'], { label: string; color: string }> = {
  default: { label: 'Rolün varsayılanı', color: 'default' },
  business: { label: 'Kurum geneli için değiştirilmiş', color: 'blue' },
  branch: { label: 'Bu şube için değiştirilmiş', color: 'purple' },
};

const GrantEditorPage = ({ kind }: { kind: GrantKind }) => {
  const { data: accounts } = useAccounts();
  const own = accounts?.find((a) => a.isSelected);
  const branchLocked = !!own?.branchId;
  const branches = useOptions<{ id: string; name: string }>('general/branch/list').data ?? [];
  const [role, setRole] = useState<Role>('Manager');
  const [chosenBranchId, setBranchId] = useState<string | null>(null);
  // A branch account edits its own branch's grants only, and the API refuses such an account a
  // request without it: the branch comes with the account, so the very first request names it.
  const branchId = own?.branchId ?? chosenBranchId;

  const scope = { kind, role, ...(branchId ? { branchId } : {}) };
  const queryKey = ['permission/grants', scope];
  const client = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey,
    queryFn: () => api.get('permission/grants', { query: scope }),
    enabled: !!own,
  });
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => setChecked(data?.keys ?? []), [data]);

  const refresh = () => client.invalidateQueries({ queryKey: ['permission/grants'] });
  const save = useMutation({
    mutationFn: () => api.post('permission/grants', { body: { ...scope, keys: checked } }),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: () => api.post('permission/grants/reset', { body: scope }),
    onSuccess: refresh,
  });
  const dirty = useMemo(
    () => [...checked].sort().join() !== [...(data?.keys ?? [])].sort().join(),
    [checked, data],
  );

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {TITLES[kind]}
      </Typography.Title>
      <Card>
        <Form layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
          <Form.Item label="Rol">
            <Select
              aria-label="Rol"
              style={{ width: 240 }}
              value={role}
              onChange={setRole}
              options={optionsOf(ROLES, roleLabels)}
              showSearch
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item label="Şube">
            <Select
              aria-label="Şube"
              style={{ width: 240 }}
              disabled={branchLocked}
              value={branchId ?? ''}
              onChange={(v) => setBranchId(v || null)}
              options={[
                { value: '', label: 'Tüm şubeler' },
                ...branches.map((b) => ({ value: b.id, label: b.name })),
              ]}
            />
          </Form.Item>
          {data && <Tag color={SOURCES[data.source].color}>{SOURCES[data.source].label}</Tag>}
        </Form>
        {branchLocked && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Şube hesabıyla yalnızca kendi şubenizin yetkilerini düzenleyebilirsiniz."
          />
        )}
        {isLoading || !data ? (
          <Skeleton active />
        ) : (
          <Row gutter={[24, 16]}>
            {GROUPS[kind].map((group) => (
              <Col key={group.title} xs={24} md={12} lg={8}>
                <Typography.Text strong>{group.title}</Typography.Text>
                <Checkbox.Group
                  style={{ display: 'flex', flexDirection: 'column', gap: 6, marginTop: 8 }}
                  value={checked.filter((k) => group.items.some((i) => i.key === k))}
                  onChange={(values) =>
                    setChecked([
                      ...checked.filter((k) => !group.items.some((i) => i.key === k)),
                      ...(values as string[]),
                    ])
                  }
                  options={group.items.map((i) => ({ value: i.key, label: i.label }))}
                />
              </Col>
            ))}
          </Row>
        )}
        <Space style={{ marginTop: 24 }}>
          <Button type="primary" disabled={!dirty} loading={save.isPending} onClick={() => save.mutate()}>
            Kaydet
          </Button>
          <Popconfirm
            title="Bu rolün yetkileri varsayılana döndürülsün mü?"
            okText="Döndür"
            cancelText="Vazgeç"
            onConfirm={() => reset.mutateAsync()}
            disabled={data?.source === 'default'}
          >
            <Button disabled={data?.source === 'default'} loading={reset.isPending}>
              Varsayılana Dön
            </Button>
          </Popconfirm>
        </Space>
      </Card>
    </>
  );
};

export const MenuPermissionPage = () => <GrantEditorPage kind="menu" />;
export const WidgetPermissionPage = () => <GrantEditorPage kind="widget" />;
export const ActionPermissionPage = () => <GrantEditorPage kind="action" />;
