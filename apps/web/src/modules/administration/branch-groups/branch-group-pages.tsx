import { BRANCH_GROUP_SORTS, type TBranchGroupRow } from '@panel/shared/administration/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Select, Tag } from 'antd';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { TextItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ManagedFormPage } from '../../../components/managed-pages';
import { useDelete, useOptions } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { rowActions } from '../../../components/table-columns';

type GroupRow = TBranchGroupRow;
type Values = { name: string; branchIds: string[] };
const GROUP = 'general/branch-group';

export const BranchGroupListPage = () => {
  const remove = useDelete(GROUP);
  const canManage = useCan(ACTIONS.general.branchGroupsManage);
  return (
    <ListPage<GroupRow>
      title="Şube Grupları"
      endpoint={GROUP}
      searchPlaceholder="Grup adı ara"
      emptyText="Henüz şube grubu yok. Raporlar ve yetkiler için şubeleri gruplayabilirsiniz."
      addPath={canManage ? '/general/branch-group/add' : undefined}
      addLabel="Yeni Grup"
      columns={[
        { title: 'Grup', dataIndex: 'name', ...sortable(BRANCH_GROUP_SORTS, 'name') },
        {
          title: 'Şubeler',
          dataIndex: 'branchNames',
          render: (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>),
        },
        rowActions({
          canManage: canManage,
          editPath: (r) => `/general/branch-group/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

export const BranchGroupFormPage = () => {
  const { branch_group_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useOptions<{ id: string; name: string }>('general/branch/list').data ?? [];
  return (
    <ManagedFormPage<Values>
      title={id ? 'Şube Grubunu Düzenle' : 'Yeni Şube Grubu'}
      endpoint={GROUP}
      id={id}
      form={form}
    >
      <TextItem label="Grup Adı" name="name" max={100}>
        <Input autoFocus />
      </TextItem>
      <Form.Item label="Şubeler" name="branchIds" rules={rules.multiSelect('Şube')}>
        <Select
          mode="multiple"
          options={branches.map((b) => ({ value: b.id, label: b.name }))}
          optionFilterProp="label"
        />
      </Form.Item>
    </ManagedFormPage>
  );
};
