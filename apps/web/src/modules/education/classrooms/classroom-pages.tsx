import { CLASSROOM_SORTS, type TClassroomRecord } from '@panel/shared/education/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, InputNumber } from 'antd';
import { useParams } from 'react-router';
import { SelectItem, TextItem } from '../../../components/form-items';
import { rules, triggerFor } from '../../../components/form-rules';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { SearchSelect } from '../../../components/search-select';
import { sortable } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';
import { useBranchListFilter } from '../education-filters';
import { useBranchOptions } from '../education-options';

type ClassroomRow = TClassroomRecord;
type Values = Omit<ClassroomRow, 'id' | 'branchName'>;

const CLASSROOM = 'education/class-room';

export const ClassroomListPage = () => {
  const branch = useBranchListFilter();
  return (
    <ManagedListPage<ClassroomRow>
      title="Derslikler"
      endpoint={CLASSROOM}
      manage={ACTIONS.education.structureManage}
      searchPlaceholder="Derslik adı ara"
      emptyText="Henüz derslik yok."
      addLabel="Yeni Derslik"
      filters={{ branchId: branch.branchId }}
      toolbar={branch.select}
      columns={[
        { title: 'Derslik', dataIndex: 'name', ...sortable(CLASSROOM_SORTS, 'name') },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Kapasite', dataIndex: 'capacity', align: 'right' },
        activeColumn(),
      ]}
    />
  );
};

export const ClassroomFormPage = () => {
  const { classroom_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  return (
    <ManagedFormPage<Values, ClassroomRow>
      title={id ? 'Dersliği Düzenle' : 'Yeni Derslik'}
      endpoint={CLASSROOM}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      <SelectItem label="Şube" name="branchId">
        <SearchSelect options={branches} />
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
      <ActiveItem />
    </ManagedFormPage>
  );
};
