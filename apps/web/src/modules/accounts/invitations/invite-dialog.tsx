import { INVITATION_CONTACT_MESSAGE } from '@panel/shared/accounts/contracts';
import { emailRule, mobilePhoneRule } from '@panel/shared/validation/rules';
import { Form, Input, Modal, Select } from 'antd';
import { OptionalItem, SelectItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { PhoneInput } from '../../../components/phone-input';
import { useOptions, useSave } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { useGrantableRoleOptions } from '../use-grantable-roles';
import { INVITATION } from './invitation.api';

type Values = { email?: string; phone?: string; branchId?: string; role: string };

/** The invitation form the list's "Davet Gönder" opens. */
export const InviteModal = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
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
        <OptionalItem
          label="ya da Telefon"
          name="phone"
          rule={mobilePhoneRule}
          extra="E-posta verilirse davet e-postayla, yoksa SMS ile gider."
        >
          <PhoneInput />
        </OptionalItem>
        <Form.Item label="Şube" name="branchId" extra="Boş bırakılırsa hesap kurumun tüm şubelerini görür.">
          <Select
            allowClear
            placeholder="Tüm şubeler"
            options={branches.map((b) => ({ value: b.id, label: b.name }))}
          />
        </Form.Item>
        <SelectItem label="Rol" name="role">
          <SearchSelect options={roleOptions} />
        </SelectItem>
      </Form>
    </Modal>
  );
};
