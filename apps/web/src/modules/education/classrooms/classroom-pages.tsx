import { CLASSROOM_SORTS, type TClassroomRecord } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { FilterSelect } from '../../../components/filter-select';
import { SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { rules, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';
import { useBranchOptions, useListFilter } from '../education-options';

type ClassroomRow = TClassroomRecord;
type Values = Omit<ClassroomRow, 'id' | 'branchName'>;

const CLASSROOM = 'education/class-room';

export const ClassroomListPage = () => {
  const remove = useDelete(CLASSROOM);
  const canManage = useCan(ACTIONS.education.structureManage);
  const branches = useBranchOptions();
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  return (
    <ListPage<ClassroomRow>
      title="Derslikler"
      endpoint={CLASSROOM}
      searchPlaceholder="Derslik adı ara"
      emptyText="Henüz derslik yok."
      addPath={canManage ? '/education/class-room/add' : undefined}
      addLabel="Yeni Derslik"
      filters={{ branchId }}
      toolbar={
        <FilterSelect
          label="Şube"
          placeholder="Tüm şubeler"
          options={branches}
          value={branchId}
          onChange={setBranchId}
        />
      }
      columns={[
        { title: 'Derslik', dataIndex: 'name', ...sortable(CLASSROOM_SORTS, 'name') },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Kapasite', dataIndex: 'capacity', align: 'right' },
        activeColumn(),
        rowActions({
          canManage: canManage,
          editPath: (r) => `/education/class-room/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

export const ClassroomFormPage = () => {
  const { classroom_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  return (
    <FormPage<Values, ClassroomRow>
      title={id ? 'Dersliği Düzenle' : 'Yeni Derslik'}
      endpoint={CLASSROOM}
      record={`${CLASSROOM}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo="/education/class-room"
    >
      <SelectItem label="Şube" name="branchId">
        <Select options={branches} placeholder="Seçiniz" showSearch optionFilterProp="label" />
      </SelectItem>
      <TextItem label="Derslik Adı" name="name" max={50}>
        <Input placeholder="Örn. 101" />
      </TextItem>
      <Form.Item
        label="Kapasite"
        name="capacity"
        rules={rules.number('Kapasite')}
        validateTrigger={triggerFor('text')}
      >
        <InputNumber min={1} max={1000} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
