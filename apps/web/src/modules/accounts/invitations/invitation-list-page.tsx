import { SendOutlined } from '@ant-design/icons';
import { INVITATION_CONTACT_MESSAGE } from '@panel/shared/accounts/contracts';
import { emailRule, mobilePhoneRule } from '@panel/shared/validation/rules';
import { Button, Form, Input, Modal, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { PhoneInput } from '../../../components/phone-input';
import { useDelete, useOptions, useSave } from '../../../components/resource-api';
import { useGrantableRoleOptions } from '../use-grantable-roles';

type InvitationRow = {
  id: string;
  email: string | null;
  phone: string | null;
  branchName: string | null;
  roleLabel: string;
  status: 'Pending' | 'Accepted' | 'Cancelled' | 'Expired';
  createdAt: string;
  expiresAt: string;
};
type Values = { email?: string; phone?: string; branchId?: string; role: string };

const INVITATION = 'general/invitation';
const STATUS = {
  Pending: { label: 'Bekliyor', color: 'gold' },
  Accepted: { label: 'Kabul edildi', color: 'green' },
  Cancelled: { label: 'İptal edildi', color: 'default' },
  Expired: { label: 'Süresi doldu', color: 'default' },
} as const;

const InviteModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [form] = Form.useForm<Values>();
  const send = useSave<Values>(INVITATION);
  const roleOptions = useGrantableRoleOptions();
  const branches =
    useOptions<{ id: string; name: string }>('general/branch/list', undefined, open).data ?? [];
  const submit = async () => {
    const values = await form.validateFields();
    await send.mutateAsync({ values });
    form.resetFields();
    onClose();
  };
  const eitherContact = () => ({
    validator: async () => {
      const { email, phone } = form.getFieldsValue();
      if (!email && !phone) throw new Error(INVITATION_CONTACT_MESSAGE);
    },
  });
  return (
    <Modal
      title="Davet Gönder"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Gönder"
      cancelText="Vazgeç"
      confirmLoading={send.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item
          label="E-posta"
          name="email"
          rules={[...rules.optional(emailRule), eitherContact]}
          validateTrigger="onBlur"
          dependencies={['phone']}
        >
          <Input inputMode="email" />
        </Form.Item>
        <Form.Item
          label="ya da Telefon"
          name="phone"
          rules={rules.optional(mobilePhoneRule)}
          validateTrigger="onBlur"
          extra="E-posta verilirse davet e-postayla, yoksa SMS ile gider."
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item label="Şube" name="branchId" extra="Boş bırakılırsa hesap kurumun tüm şubelerini görür.">
          <Select
            allowClear
            placeholder="Tüm şubeler"
            options={branches.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        <Form.Item label="Rol" name="role" rules={rules.select('Rol')}>
          <Select options={roleOptions} showSearch optionFilterProp="label" placeholder="Seçiniz" />
        </Form.Item>
      </Form>
    </Modal>
  );
};

export const InvitationListPage = () => {
  const [open, setOpen] = useState(false);
  const cancel = useDelete(INVITATION);
  return (
    <>
      <ListPage<InvitationRow>
        title="Davetler"
        endpoint={INVITATION}
        searchPlaceholder="Davet ara"
        emptyText="Henüz davet gönderilmedi."
        toolbar={
          <Button type="primary" icon={<SendOutlined />} onClick={() => setOpen(true)}>
            Davet Gönder
          </Button>
        }
        columns={[
          { title: 'Kime', key: 'to', render: (_, r) => r.email ?? r.phone },
          { title: 'Şube', dataIndex: 'branchName', render: (v: string | null) => v ?? 'Tüm şubeler' },
          { title: 'Rol', dataIndex: 'roleLabel' },
          {
            title: 'Gönderildi',
            dataIndex: 'createdAt',
            render: (v: string) => dayjs(v).format('DD.MM.YYYY HH:mm'),
          },
          { title: 'Son Gün', dataIndex: 'expiresAt', render: (v: string) => dayjs(v).format('DD.MM.YYYY') },
          {
            title: 'Durum',
            dataIndex: 'status',
            render: (v: InvitationRow['status']) => <Tag color={STATUS[v].color}>{STATUS[v].label}</Tag>,
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, r) =>
              r.status === 'Pending' && <ConfirmDelete onConfirm={() => cancel.mutateAsync(r.id)} />,
          },
        ]}
      />
      <InviteModal open={open} onClose={() => setOpen(false)} />
    </>
  );
};
