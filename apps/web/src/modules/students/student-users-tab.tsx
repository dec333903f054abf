import { ACTIONS } from '@panel/shared/permissions/keys';
import type { TStudentInvitation, TStudentUser } from '@panel/shared/students/contracts';
import { relationLabels } from '@panel/shared/students/enums';
import { emailRule, mobilePhoneRule } from '@panel/shared/validation/rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { OptionalItem, SelectItem } from '../../components/form-items';
import { allRowsTableProps, unpagedTableProps } from '../../components/list-page';
import { PhoneInput } from '../../components/phone-input';

type UserRow = TStudentUser;
type InvitationRow = TStudentInvitation;
type InviteValues = { who: string; email?: string; phone?: string };

const statusTag: Record<InvitationRow['status'], ReactNode> = {
  Pending: <Tag color="blue">Bekliyor</Tag>,
  Expired: <Tag>Süresi doldu</Tag>,
  Cancelled: <Tag>İptal</Tag>,
  Accepted: <Tag color="green">Kabul edildi</Tag>,
};

/** The user tab: the family's sign-ins, the invitations still waiting, and a new invitation. */
export const StudentUsersTab = ({ studentId }: { studentId: string }) => {
  const canInvite = useCan(ACTIONS.students.manage);
  const client = useQueryClient();
  const usersKey = ['student', studentId, 'users'];
  const invitationsKey = ['student', studentId, 'invitations'];
  const users = useQuery({
    queryKey: usersKey,
    queryFn: () => api.get('student/{id}/users', { path: { id: studentId } }),
  });
  const waiting = useQuery({
    queryKey: invitationsKey,
    queryFn: () => api.get('invitation/account', { query: { studentId } }),
    // SPEC 7: only the invitations not yet accepted are shown.
    select: (rows) => rows.filter((r) => !r.state),
  });
  const family = useQuery({
    queryKey: ['student', studentId, 'parent-links'],
    queryFn: () => api.get('student/{id}/parent', { path: { id: studentId } }),
  });
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<InviteValues>();
  const invite = useMutation({
    mutationFn: (v: InviteValues) =>
      api.post('student/{id}/users/invite', { path: { id: studentId }, body: v }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: invitationsKey });
      setOpen(false);
      form.resetFields();
    },
  });
  const who = [
    { value: 'student', label: 'Öğrencinin kendisi' },
    ...(family.data ?? []).map((p) => ({
      value: p.id,
      label: `${p.firstName} ${p.lastName} (${relationLabels[p.relation]})`,
    })),
  ];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {canInvite && (
        <Button type="primary" onClick={() => setOpen(true)}>
          Kullanıcı Davet Et
        </Button>
      )}
      <Table<UserRow>
        {...unpagedTableProps(users)}
        size="small"
        locale={{ emptyText: 'Öğrencinin ve velilerinin panele giriş hesabı yok.' }}
        columns={[
          { title: 'Ad Soyad', dataIndex: 'name' },
          { title: 'E-posta', dataIndex: 'email' },
          { title: 'Rol', dataIndex: 'roleLabel' },
          { title: 'Veli', dataIndex: 'parentName', render: (v: string | null) => v ?? '-' },
          {
            title: 'Durum',
            dataIndex: 'isActive',
            render: (a: boolean) => (a ? <Tag color="green">Aktif</Tag> : <Tag>Kapalı</Tag>),
          },
        ]}
      />
      <div>
        <Typography.Title level={5}>Bekleyen Davetler</Typography.Title>
        <Table<InvitationRow>
          {...allRowsTableProps(waiting.data ?? [])}
          size="small"
          locale={{ emptyText: 'Bekleyen davet yok.' }}
          columns={[
            { title: 'Kime', key: 'to', render: (_, r) => r.email ?? r.phone },
            { title: 'Rol', dataIndex: 'roleLabel' },
            {
              title: 'Gönderim',
              dataIndex: 'createdAt',
              render: (v: string) => new Date(v).toLocaleDateString('tr-TR'),
            },
            { title: 'Durum', dataIndex: 'status', render: (s: InvitationRow['status']) => statusTag[s] },
          ]}
        />
      </div>
      <Modal
        open={open}
        title="Kullanıcı Davet Et"
        okText="Davet Gönder"
        cancelText="Vazgeç"
        confirmLoading={invite.isPending}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Typography.Paragraph type="secondary">
          Davet e-posta ya da SMS ile gider; kişi bağlantıdan kendi şifresini belirleyip giriş yapar.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={(v) => invite.mutate(v)}>
          <SelectItem label="Kim" name="who" ruleLabel="Kullanıcı">
            <Select
              options={who}
              onChange={(value: string) => {
                const parent = family.data?.find((p) => p.id === value);
                if (parent)
                  form.setFieldsValue({
                    email: parent.email ?? undefined,
                    phone: parent.mobilePhone ?? undefined,
                  });
              }}
            />
          </SelectItem>
          <OptionalItem label="E-posta" name="email" rule={emailRule}>
            <Input type="email" />
          </OptionalItem>
          <OptionalItem
            label="Telefon"
            name="phone"
            rule={mobilePhoneRule}
            extra="E-posta yoksa davet bu numaraya SMS ile gider."
          >
            <PhoneInput />
          </OptionalItem>
        </Form>
      </Modal>
    </Space>
  );
};
