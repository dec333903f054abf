import { EditOutlined } from '@ant-design/icons';
import { MAJOR_SORTS, type TMajor } from '@panel/shared/administration/contracts';
import { Button, Form, Input, Space, Switch } from 'antd';
import { Link, useParams } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';

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
        {
          title: '',
          key: 'actions',
          align: 'right',
          render: (_, r) => (
            <Space>
              <Link to={`/admin/major/${r.id}/edit`}>
                <Button size="small" icon={<EditOutlined />}>
                  Düzenle
                </Button>
              </Link>
              <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
            </Space>
          ),
        },
      ]}
    />
  );
};

export const MajorFormPage = () => {
  const { major_id: id } = useParams();
  const [form] = Form.useForm<Omit<MajorRow, 'id'>>();
  return (
    <FormPage<Omit<MajorRow, 'id'>>
      title={id ? 'Branşı Düzenle' : 'Yeni Branş'}
      endpoint={MAJOR}
      record={`${MAJOR}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo="/admin/major"
    >
      <TextItem label="Branş Adı" name="name" max={50}>
        <Input autoFocus />
      </TextItem>
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
