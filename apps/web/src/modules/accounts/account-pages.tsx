import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { ACCOUNT_SORTS } from '@panel/shared/accounts/contracts';
import type { Role } from '@panel/shared/accounts/roles';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Alert, Button, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Answer } from '../../api/api-paths';
import { useCan } from '../../app/auth/use-session-data';
import { ConfirmDelete } from '../../components/confirm-delete';
import { SelectItem, TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { rules } from '../../components/form-rules';
import { ListPage } from '../../components/list-page';
import { recordOptions } from '../../components/record-options';
import { useDelete, useOptions, useRecord } from '../../components/resource-api';
import { SearchSelect } from '../../components/search-select';
import { sortable } from '../../components/sortable-column';
import { actionsColumn } from '../../components/table-columns';
import { useBusinessOptions } from '../administration/corporates/corporate-pages';
import { LoginAsButton } from './login-as-button';
import { NewUserSwitch } from './new-user-switch';
import { useGrantableRoleOptions } from './use-grantable-roles';

/** An account as the API answers it (its response schema), in the list and the edit form. */
export type AccountRow = Answer<'admin/account/detail/{id}', 'get'>;

type Variant = 'admin' | 'general';

const INVITATION_NOTE =
  'Bu e-postaya bir davet gönderilir. Hesap, kişi daveti kabul ettiğinde (kayıtlı değilse kaydolduğunda) açılır.';
const PATHS = {
  admin: {
    list: 'admin/account',
    save: 'admin/account',
    record: 'admin/account/detail/{id}',
    page: '/admin/account',
  },
  general: {
    list: 'general/user',
    save: 'general/user',
    record: 'general/user/detail/{id}',
    page: '/general/user',
  },
} as const;

export const AccountListPage = ({ variant }: { variant: Variant }) => {
  const paths = PATHS[variant];
  const close = useDelete(paths.save, [paths.list]);
  const mayManageUsers = useCan(ACTIONS.general.usersManage);
  const canInvite = useCan(ACTIONS.general.invitationsManage);
  const canManage = variant === 'admin' || mayManageUsers;
  return (
    <ListPage<AccountRow>
      title={variant === 'admin' ? 'Hesaplar' : 'Kullanıcılar'}
      endpoint={paths.list}
      searchPlaceholder="Ad, e-posta veya kurum ara"
      emptyText="Henüz hesap yok."
      addPath={canManage ? `${paths.page}/add` : undefined}
      addLabel={variant === 'admin' ? 'Yeni Hesap' : 'Kullanıcı Davet Et'}
      toolbar={
        variant === 'general' &&
        canInvite && (
          <Link to="/general/user/invitation">
            <Button icon={<SendOutlined />}>Davetler</Button>
          </Link>
        )
      }
      columns={[
        {
          title: 'Ad Soyad',
          ...sortable(ACCOUNT_SORTS, 'name'),
          render: (_, r) => `${r.firstName} ${r.lastName}`,
        },
        { title: 'E-posta', dataIndex: 'email', ...sortable(ACCOUNT_SORTS, 'email') },
        ...(variant === 'admin'
          ? [{ title: 'Kurum', dataIndex: 'businessName', ...sortable(ACCOUNT_SORTS, 'business') }]
          : []),
        { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
        { title: 'Rol', dataIndex: 'roleLabel' },
        {
          title: 'Durum',
          dataIndex: 'isActive',
          render: (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Kapalı</Tag>),
        },
        actionsColumn<AccountRow>(
          (r) =>
            canManage && (
              <Space>
                <Link to={variant === 'admin' ? `/admin/account/${r.id}/edit` : `/general/user/${r.id}`}>
                  <Button size="small" icon={<EditOutlined />}>
                    Düzenle
                  </Button>
                </Link>
                {variant === 'admin' && r.isActive && <LoginAsButton accountId={r.id} />}
                {r.isActive && <ConfirmDelete onConfirm={() => close.mutateAsync(r.id)} />}
              </Space>
            ),
        ),
      ]}
    />
  );
};

type CreateValues = {
  businessId?: string;
  email: string;
  firstName?: string;
  lastName?: string;
  password?: string;
  branchId?: string;
  role: Role;
};
type EditValues = { branchId?: string | null; role: Role; isActive: boolean };

const useBranchOptions = (variant: Variant, businessId: string | undefined) => {
  const { data } = useOptions<{ id: string; name: string }>(
    variant === 'admin' ? 'admin/branch/list' : 'general/branch/list',
    variant === 'admin' ? { businessId } : undefined,
    variant === 'general' || !!businessId,
  );
  return recordOptions(data ?? []);
};

const BranchAndRole = ({
  variant,
  branches,
}: {
  variant: Variant;
  branches: { value: string; label: string }[];
}) => {
  const roleOptions = useGrantableRoleOptions(variant === 'admin');
  return (
    <>
      <Form.Item label="Şube" name="branchId" extra="Boş bırakılırsa hesap kurumun tüm şubelerini görür.">
        <Select allowClear options={branches} placeholder="Tüm şubeler" />
      </Form.Item>
      <SelectItem label="Rol" name="role">
        <SearchSelect options={roleOptions} />
      </SelectItem>
    </>
  );
};

export const AccountCreatePage = ({ variant }: { variant: Variant }) => {
  const paths = PATHS[variant];
  const [form] = Form.useForm<CreateValues>();
  const businesses = useBusinessOptions(variant === 'admin');
  const businessId = Form.useWatch('businessId', form);
  const branches = useBranchOptions(variant, businessId);
  const [newUser, setNewUser] = useState(true);
  // A business adds a person by invitation only: she accepts it, or registers through it.
  const invites = variant === 'general';
  return (
    <FormPage<CreateValues>
      title={invites ? 'Kullanıcı Davet Et' : 'Yeni Hesap'}
      endpoint={paths.save}
      form={form}
      backTo={paths.page}
      affects={[paths.list]}
    >
      {variant === 'admin' && (
        <SelectItem label="Kurum" name="businessId">
          <SearchSelect options={businesses} />
        </SelectItem>
      )}
      <Form.Item label="E-posta" name="email" rules={rules.email()} validateTrigger="onBlur">
        <Input inputMode="email" autoComplete="off" />
      </Form.Item>
      {invites ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={INVITATION_NOTE} />
      ) : (
        <NewUserSwitch value={newUser} onChange={setNewUser} />
      )}
      {invites ? null : newUser ? (
        <>
          <Space.Compact block>
            <TextItem label="Ad" name="firstName" max={50} style={{ flex: 1 }}>
              <Input />
            </TextItem>
            <TextItem label="Soyad" name="lastName" max={50} style={{ flex: 1, marginInlineStart: 16 }}>
              <Input />
            </TextItem>
          </Space.Compact>
          <Form.Item label="İlk Şifre" name="password" rules={rules.password()} validateTrigger="onBlur">
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      ) : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Bu e-posta ile kayıtlı kullanıcıya yeni bir hesap eklenir."
        />
      )}
      <BranchAndRole variant={variant} branches={branches} />
    </FormPage>
  );
};

export const AccountEditPage = ({ variant }: { variant: Variant }) => {
  const params = useParams();
  const id = params.account_id ?? params.account_user_id;
  const paths = PATHS[variant];
  const [form] = Form.useForm<EditValues>();
  const record = useRecord<AccountRow>(paths.record, id).data;
  const branches = useBranchOptions(variant, record?.businessId);
  return (
    <FormPage<EditValues, AccountRow>
      title={record ? `${record.firstName} ${record.lastName} (${record.email})` : 'Hesabı Düzenle'}
      endpoint={paths.save}
      record={paths.record}
      id={id}
      form={form}
      toValues={(r) => ({ branchId: r.branchId, role: r.role as Role, isActive: r.isActive })}
      backTo={paths.page}
      affects={[paths.list]}
    >
      <BranchAndRole variant={variant} branches={branches} />
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};

export const AdminAccountListPage = () => <AccountListPage variant="admin" />;
export const AdminAccountCreatePage = () => <AccountCreatePage variant="admin" />;
export const AdminAccountEditPage = () => <AccountEditPage variant="admin" />;
export const GeneralUserListPage = () => <AccountListPage variant="general" />;
export const GeneralUserCreatePage = () => <AccountCreatePage variant="general" />;
export const GeneralUserEditPage = () => <AccountEditPage variant="general" />;
