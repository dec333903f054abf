import { PlusOutlined } from '@ant-design/icons';
import { ROLES, type Role, roleLabels } from '@panel/shared/accounts/roles';
import { fullName } from '@panel/shared/common/person';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { SelectItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { unpagedTableProps } from '../../components/list-page';
import { SearchSelect } from '../../components/search-select';
import { NewUserSwitch } from '../accounts/new-user-switch';
import { PERSONNEL, type Personnel, type PersonnelAccount } from './personnel.api';

/** Staff get staff roles: parent and student accounts belong to the family records. */
const STAFF_ROLES = ROLES.filter((r) => r !== 'Parent' && r !== 'Student');
const roleOptions = optionsOf(STAFF_ROLES, roleLabels);

type AccountValues = { email: string; role: Role; password?: string };

const AddAccountModal = ({
  person,
  open,
  onClose,
}: {
  person: Personnel;
  open: boolean;
  onClose: () => void;
}) => {
  const [form] = Form.useForm<AccountValues>();
  const [newUser, setNewUser] = useState(true);
  const client = useQueryClient();
  const give = useMutation({
    mutationFn: (v: AccountValues) =>
      api.post('personnel/{id}/accounts', {
        path: { id: person.id },
        body: { email: v.email, role: v.role, password: newUser ? v.password : null },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: [PERSONNEL, 'accounts', person.id] }),
  });
  const close = () => {
    setNewUser(true);
    onClose();
  };
  const submit = (v: AccountValues) => give.mutate(v, { onSuccess: close });
  return (
    <Modal
      open={open}
      title={`${fullName(person)}: Kullanıcı Ekle`}
      okText="Kaydet"
      cancelText="Vazgeç"
      confirmLoading={give.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Hesap personelin şubesinde ({person.branchName}) ve personelin adıyla açılır.
      </Typography.Paragraph>
      <Form<AccountValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={give.isPending}
        initialValues={{ email: person.email ?? undefined }}
        preserve={false}
      >
        <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger={triggerFor('text')}>
          <Input inputMode="email" autoComplete="off" />
        </Form.Item>
        <SelectItem label="Rol" name="role">
          <SearchSelect options={roleOptions} />
        </SelectItem>
        <NewUserSwitch value={newUser} onChange={setNewUser} />
        {newUser ? (
          <Form.Item
            label="İlk Şifre"
            name="password"
            rules={rules.password()}
            validateTrigger={triggerFor('text')}
            extra="Bu e-posta ile kayıtlı bir kullanıcı varsa ‘Kayıtlı kullanıcı’yı seçin; şifre gerekmez."
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        ) : (
          <Alert
            type="info"
            showIcon
            title="Bu e-posta ile kayıtlı kullanıcıya yeni bir hesap eklenir; şifresi değişmez."
          />
        )}
      </Form>
    </Modal>
  );
};

/** The users tab: the person's sign-in accounts, and a new one in the person's branch. */
export const PersonnelUsersTab = ({ person }: { person: Personnel }) => {
  const canGive = useCan(ACTIONS.personnel.accounts);
  const [adding, setAdding] = useState(false);
  const accounts = useQuery({
    queryKey: [PERSONNEL, 'accounts', person.id],
    queryFn: () => api.get('personnel/{id}/accounts', { path: { id: person.id } }),
  });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {canGive && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          Kullanıcı Ekle
        </Button>
      )}
      <Table<PersonnelAccount>
        {...unpagedTableProps(accounts)}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'Bu personelin panele giriş hesabı yok.' }}
        columns={[
          { title: 'Ad Soyad', key: 'name', render: (_, a) => fullName(a) },
          { title: 'E-posta', dataIndex: 'email' },
          { title: 'Rol', dataIndex: 'roleLabel' },
          { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
          {
            title: 'Durum',
            dataIndex: 'isActive',
            render: (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>),
          },
        ]}
      />
      {canGive && <AddAccountModal person={person} open={adding} onClose={() => setAdding(false)} />}
    </Space>
  );
};
