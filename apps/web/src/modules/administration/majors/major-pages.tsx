import { MAJOR_SORTS, type TMajor } from '@panel/shared/administration/contracts';
import { Form, Input } from 'antd';
import { useParams } from 'react-router';
import { TextItem } from '../../../components/form-items';
import { ListPage } from '../../../components/list-page';
import { ActiveItem, ManagedFormPage } from '../../../components/managed-pages';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';

type MajorRow = TMajor;
const MAJOR = 'admin/major';

export const MajorListPage = () => {
  const remove = useDelete(MAJOR);
  return (
    <ListPage<MajorRow>
      title="Branşlar"
      endpoint={MAJOR}
      searchPlaceholder="Branş ara"
      emptyText="Henüz branş yok."
      addPath="/admin/major/add"
      addLabel="Yeni Branş"
      columns={[
        { title: 'Branş', dataIndex: 'name', ...sortable(MAJOR_SORTS, 'name') },
        activeColumn(),
        rowActions({
          canManage: true,
          editPath: (r) => `/admin/major/${r.id}/edit`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

export const MajorFormPage = () => {
  const { major_id: id } = useParams();
  const [form] = Form.useForm<Omit<MajorRow, 'id'>>();
  return (
    <ManagedFormPage<Omit<MajorRow, 'id'>>
      title={id ? 'Branşı Düzenle' : 'Yeni Branş'}
      endpoint={MAJOR}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      <TextItem label="Branş Adı" name="name" max={50}>
        <Input autoFocus />
      </TextItem>
      <ActiveItem />
    </ManagedFormPage>
  );
};
