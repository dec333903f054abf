import type { TPersonnelInput } from '@panel/shared/personnel/contracts';
import { Button, Form, Space } from 'antd';
import { useEffect } from 'react';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../components/unsaved-changes';
import { PERSONNEL, type Personnel, useCardWrite } from './personnel.api';
import { EmploymentHistory } from './personnel-employment';
import { PersonnelFields, type PersonnelValues, toPersonnelBody, toPersonnelValues } from './personnel-form';

/** The info tab: the person's own fields (POST personnel/update) and the employment history. */
export const PersonnelInfoTab = ({ person, canManage }: { person: Personnel; canManage: boolean }) => {
  const [form] = Form.useForm<PersonnelValues>();
  const save = useCardWrite<TPersonnelInput & { id: string }>(`${PERSONNEL}/update`);
  // Refilled only when the stored fields change, not when another tab's write reloads the card.
  const stored = JSON.stringify(toPersonnelValues(person));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stored` stands for the person's fields.
  useEffect(() => form.setFieldsValue(toPersonnelValues(person)), [stored, form]);
  const { guard, touched, saved } = useUnsavedForm();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {guard}
      <Form<PersonnelValues>
        form={form}
        layout="vertical"
        initialValues={toPersonnelValues(person)}
        disabled={!canManage || save.isPending}
        onValuesChange={touched}
        onFinish={(v) => save.mutate({ ...toPersonnelBody(v), id: person.id }, { onSuccess: saved })}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
        style={{ maxWidth: 720 }}
      >
        <PersonnelFields isNew={false} current={person} />
        {canManage && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Kaydet
          </Button>
        )}
      </Form>
      <EmploymentHistory person={person} />
    </Space>
  );
};
