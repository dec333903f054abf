import { TRANSFER_KINDS, transferKindLabels } from '@panel/shared/permissions/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Popconfirm, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { SelectItem } from '../../components/form-items';

/** Accounts found by the server as the user types (the business may have thousands). */
const AccountPicker = ({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange?: (v: string) => void;
  label: string;
}) => {
  const [term, setTerm] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['permission/account', term],
    queryFn: () => api.get('permission/account', { query: { _searchTerm: term, _pageSize: 20 } }),
  });
  return (
    <Select
      aria-label={label}
      showSearch
      value={value}
      onChange={onChange}
      filterOption={false}
      onSearch={setTerm}
      loading={isFetching}
      placeholder="Ad veya e-posta yazın"
      options={(data?._data ?? []).map((a) => ({
        value: a.id,
        label: `${a.firstName} ${a.lastName} · ${a.roleLabel}${a.branchName ? ` · ${a.branchName}` : ''}`,
      }))}
    />
  );
};

type Values = { kind: 'menu' | 'action'; fromAccountId: string; toAccountId: string };

export const UserActionTransferPage = () => {
  const [form] = Form.useForm<Values>();
  const transfer = useMutation({
    mutationFn: (v: Values) => api.post('permission/user-action-transfer', { body: v }),
  });
  const submit = async () => {
    const values = await form.validateFields();
    await transfer.mutateAsync(values);
    form.resetFields(['fromAccountId', 'toAccountId']);
  };
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Yetki Aktarımı
      </Typography.Title>
      <Card style={{ maxWidth: 720 }}>
        <Typography.Paragraph type="secondary">
          Kaynak kullanıcının güncel menü ya da işlem yetkileri hedef kullanıcıya kopyalanır; hedefin o
          türdeki yetkileri bunlarla değişir.
        </Typography.Paragraph>
        <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'menu' }}>
          <SelectItem label="Aktarım Türü" name="kind">
            <Radio.Group options={optionsOf(TRANSFER_KINDS, transferKindLabels)} />
          </SelectItem>
          <SelectItem label="Kaynak Kullanıcı" name="fromAccountId">
            <AccountPicker label="Kaynak Kullanıcı" />
          </SelectItem>
          <SelectItem label="Hedef Kullanıcı" name="toAccountId">
            <AccountPicker label="Hedef Kullanıcı" />
          </SelectItem>
          <Popconfirm
            title="Hedef kullanıcının yetkileri değiştirilsin mi?"
            okText="Aktar"
            cancelText="Vazgeç"
            onConfirm={submit}
          >
            <Button type="primary" loading={transfer.isPending}>
              Aktar
            </Button>
          </Popconfirm>
        </Form>
      </Card>
    </>
  );
};
