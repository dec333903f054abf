import type { TPersonnelContact } from '@panel/shared/personnel/contracts';
import { emailRule, mobilePhoneRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { rules, triggerFor } from '../../components/form-rules';
import { PhoneInput } from '../../components/phone-input';
import { type Personnel, useCardWrite } from './personnel.api';

type ContactValues = Partial<Record<keyof TPersonnelContact, string | null>>;

const contactOf = (p: Personnel): ContactValues => ({
  mobilePhone: p.mobilePhone,
  homePhone: p.homePhone,
  email: p.email,
  city: p.city,
  district: p.district,
  address: p.address,
});

/** The contact tab: phones, e-mail and address (POST personnel/{id}/contact). */
export const PersonnelContactTab = ({ person, canManage }: { person: Personnel; canManage: boolean }) => {
  const [form] = Form.useForm<ContactValues>();
  const save = useCardWrite<ContactValues>('personnel/{id}/contact', person.id);
  // Refilled only when the stored contact changes, not when another tab's write reloads the card.
  const stored = JSON.stringify(contactOf(person));
  useEffect(() => form.setFieldsValue(JSON.parse(stored) as ContactValues), [stored, form]);
  return (
    <Form<ContactValues>
      form={form}
      layout="vertical"
      initialValues={contactOf(person)}
      onFinish={(v) => save.mutate(v)}
      disabled={!canManage || save.isPending}
      style={{ maxWidth: 720 }}
    >
      <Space.Compact block>
        <Form.Item
          label="Cep Telefonu"
          name="mobilePhone"
          rules={rules.optional(mobilePhoneRule)}
          validateTrigger={triggerFor('text')}
          style={{ flex: 1 }}
        >
          <PhoneInput />
        </Form.Item>
        <Form.Item
          label="Ev Telefonu"
          name="homePhone"
          rules={rules.optional(phoneRule)}
          validateTrigger={triggerFor('text')}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <PhoneInput />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        label="E-posta"
        name="email"
        rules={rules.optional(emailRule)}
        validateTrigger={triggerFor('text')}
      >
        <Input inputMode="email" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          label="İl"
          name="city"
          rules={rules.optional(textRule('İl', 50))}
          validateTrigger={triggerFor('text')}
          style={{ flex: 1 }}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          label="İlçe"
          name="district"
          rules={rules.optional(textRule('İlçe', 50))}
          validateTrigger={triggerFor('text')}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input maxLength={50} />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        label="Adres"
        name="address"
        rules={rules.optional(textRule('Adres', 200))}
        validateTrigger={triggerFor('text')}
      >
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
      {canManage && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Kaydet
        </Button>
      )}
    </Form>
  );
};
