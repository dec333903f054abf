import { EditOutlined, TeamOutlined } from '@ant-design/icons';
import { type TUserRow, USER_SORTS } from '@panel/shared/accounts/contracts';
import { Button, Form, Input, Space, Switch, Tag } from 'antd';
import { Link, useParams } from 'react-router';
import { TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { ListPage } from '../../components/list-page';
import { sortable } from '../../components/sortable-column';
import { actionsColumn } from '../../components/table-columns';

type UserRow = TUserRow;
const USER = 'admin/user';

export const AdminUserListPage = () => (
  <ListPage<UserRow>
    title="Kullanıcılar"
    endpoint={USER}
    searchPlaceholder="Ad veya e-posta ara"
    emptyText="Henüz kullanıcı yok."
    columns={[
      {
        title: 'Ad Soyad',
        ...sortable(USER_SORTS, 'name'),
        render: (_, r) => `${r.firstName} ${r.lastName}`,
      },
      { title: 'E-posta', dataIndex: 'email', ...sortable(USER_SORTS, 'email') },
      { title: 'Aktif Hesap', dataIndex: 'accountCount' },
      {
        title: 'Durum',
        key: 'state',
        render: (_, r) => (
          <Space>
            {r.isActive ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>}
            {r.isAdmin && <Tag color="blue">Yönetici</Tag>}
          </Space>
        ),
      },
      actionsColumn<UserRow>((r) => (
        <Space>
          <Link to={`/admin/account?_searchTerm=${encodeURIComponent(r.email)}`}>
            <Button size="small" icon={<TeamOutlined />}>
              Hesapları
            </Button>
          </Link>
          <Link to={`/admin/user/${r.id}`}>
            <Button size="small" icon={<EditOutlined />}>
              Düzenle
            </Button>
          </Link>
        </Space>
      )),
    ]}
  />
);

type Values = Pick<UserRow, 'firstName' | 'lastName' | 'isActive'>;

export const AdminUserEditPage = () => {
  const { user_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <FormPage<Values, UserRow>
      title="Kullanıcıyı Düzenle"
      endpoint={USER}
      record={`${USER}/{id}`}
      id={id}
      form={form}
      backTo="/admin/user"
    >
      <TextItem label="Ad" name="firstName" max={50}>
        <Input />
      </TextItem>
      <TextItem label="Soyad" name="lastName" max={50}>
        <Input />
      </TextItem>
      <Form.Item
        label="Aktif"
        name="isActive"
        valuePropName="checked"
        extra="Pasife alınan kullanıcının tüm oturumları kapanır."
      >
        <Switch />
      </Form.Item>
    </FormPage>
  );
};
