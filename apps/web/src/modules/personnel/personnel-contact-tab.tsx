import type { TPersonnelContact } from '@panel/shared/personnel/contracts';
import { emailRule, mobilePhoneRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Button, Form, Input, Space } from 'antd';
import { useEffect } from 'react';
import { OptionalItem } from '../../components/form-items';
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
        <OptionalItem label="Cep Telefonu" name="mobilePhone" rule={mobilePhoneRule} style={{ flex: 1 }}>
          <PhoneInput />
        </OptionalItem>
        <OptionalItem
          label="Ev Telefonu"
          name="homePhone"
          rule={phoneRule}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <PhoneInput />
        </OptionalItem>
      </Space.Compact>
      <OptionalItem label="E-posta" name="email" rule={emailRule}>
        <Input inputMode="email" />
      </OptionalItem>
      <Space.Compact block>
        <OptionalItem label="İl" name="city" rule={textRule('İl', 50)} style={{ flex: 1 }}>
          <Input maxLength={50} />
        </OptionalItem>
        <OptionalItem
          label="İlçe"
          name="district"
          rule={textRule('İlçe', 50)}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input maxLength={50} />
        </OptionalItem>
      </Space.Compact>
      <OptionalItem label="Adres" name="address" rule={textRule('Adres', 200)}>
        <Input.TextArea rows={2} maxLength={200} />
      </OptionalItem>
      {canManage && (
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Kaydet
        </Button>
      )}
    </Form>
  );
};
