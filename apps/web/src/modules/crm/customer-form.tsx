import type { CustomerDuplicate, TCustomerInput } from '@panel/shared/crm/customers';
import { CUSTOMER_TYPES, type CustomerType, customerTypeLabels } from '@panel/shared/crm/enums';
import { GRADE_LEVELS, gradeLevelLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { citizenIdRule, emailRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { readHttpError } from '../../api/http-client';
import { useCan } from '../../app/auth/use-session-data';
import { api } from '../../app/http';
import { optionsOf } from '../../components/enum-options';
import { OptionalItem, SelectItem, TextItem } from '../../components/form-items';
import { rules, triggerFor } from '../../components/form-rules';
import { PhoneInput } from '../../components/phone-input';
import { recordOptions } from '../../components/record-options';
import { useOptions, useRefresh } from '../../components/resource-api';
import { SearchSelect } from '../../components/search-select';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../components/unsaved-changes';
import { useBranchOptions } from '../education/education-options';
import {
  type Choice,
  CUSTOMERS,
  type CustomerCard,
  customerPath,
  REFERENCES,
  type Reference,
} from './crm.api';
import { NoteItem } from './note-item';

export type CustomerValues = Omit<TCustomerInput, 'allowDuplicate'>;

const toValues = (c: CustomerCard): CustomerValues => ({
  branchId: c.branchId,
  customerType: c.customerType,
  corporateName: c.corporateName,
  studentFirstName: c.studentFirstName,
  studentLastName: c.studentLastName,
  gradeLevel: (c.gradeLevel as CustomerValues['gradeLevel']) ?? null,
  currentSchool: c.currentSchool,
  citizenId: c.citizenId,
  parentFirstName: c.parentFirstName,
  parentLastName: c.parentLastName,
  phone: c.phone ?? '',
  secondPhone: c.secondPhone,
  email: c.email,
  referenceId: c.referenceId,
  campaignId: c.campaignId,
  ownerAccountId: c.ownerAccountId,
  note: c.note,
});

const duplicatesOf = (error: unknown): CustomerDuplicate[] => {
  const { status, body } = readHttpError(error);
  if (status !== 409) return [];
  return (body?.details as { duplicates?: CustomerDuplicate[] } | undefined)?.duplicates ?? [];
};

const half = { xs: 24, md: 12 };

/**
 * The customer's fields, for /crm/new and the card's edit. A phone already on file comes back
 * as a warning naming and linking the customers it matched; only "Yine de Kaydet" sends the
 * same form again with `allowDuplicate`, so a second record is always the user's choice.
 */
export const CustomerForm = ({
  customer,
  onSaved,
  onCancel,
}: {
  customer?: CustomerCard;
  onSaved: (id: string) => void;
  onCancel?: () => void;
}) => {
  const [form] = Form.useForm<CustomerValues>();
  const type = Form.useWatch('customerType', form) as CustomerType | undefined;
  const branches = useBranchOptions();
  const references = useOptions<Reference>(REFERENCES).data ?? [];
  const campaigns = useOptions<Choice>('crm/campaign-choice').data ?? [];
  const assignsOwner = useCan(ACTIONS.crm.lists);
  const consultants = useOptions<Choice>('crm/consultant', undefined, assignsOwner).data ?? [];
  const [duplicates, setDuplicates] = useState<CustomerDuplicate[]>([]);
  const refresh = useRefresh([CUSTOMERS]);
  const { guard, touched, saved } = useUnsavedForm();
  // A new customer starts in the first branch of the caller's reach once the list is in.
  const firstBranch = branches[0]?.value;
  useEffect(() => {
    if (!customer && firstBranch && !form.getFieldValue('branchId'))
      form.setFieldValue('branchId', firstBranch);
  }, [customer, firstBranch, form]);
  const save = useMutation({
    mutationFn: ({ values, allowDuplicate }: { values: CustomerValues; allowDuplicate: boolean }) =>
      customer
        ? api.post('crm/customer/update', { body: { ...values, id: customer.id, allowDuplicate } })
        : api.post('crm/customer', { body: { ...values, allowDuplicate } }),
    onSuccess: (r) => {
      saved();
      setDuplicates([]);
      void refresh();
      onSaved(r.id);
    },
    onError: (error) => setDuplicates(duplicatesOf(error)),
  });
  const send = (allowDuplicate: boolean) =>
    save.mutate({ values: form.getFieldsValue(true) as CustomerValues, allowDuplicate });

  return (
    <Card style={{ maxWidth: 980 }}>
      {guard}
      <Form<CustomerValues>
        form={form}
        layout="vertical"
        initialValues={
          customer ? toValues(customer) : { customerType: 'Individual', branchId: branches[0]?.value }
        }
        key={customer?.id ?? branches[0]?.value ?? 'new'}
        onFinish={() => send(false)}
        onValuesChange={(changed: Partial<CustomerValues>) => {
          touched();
          if ('phone' in changed) setDuplicates([]);
        }}
        disabled={save.isPending}
        scrollToFirstError={SCROLL_TO_FIRST_ERROR}
      >
        <Row gutter={16}>
          <Col {...half}>
            <SelectItem label="Müşteri Tipi" name="customerType">
              <Radio.Group options={optionsOf(CUSTOMER_TYPES, customerTypeLabels)} optionType="button" />
            </SelectItem>
          </Col>
          <Col {...half}>
            {type === 'Corporate' && (
              <TextItem label="Kurum Adı" name="corporateName" max={100}>
                <Input maxLength={100} />
              </TextItem>
            )}
          </Col>
          <Col {...half}>
            <TextItem label="Öğrenci Adı" name="studentFirstName" max={50}>
              <Input autoFocus={!customer} maxLength={50} />
            </TextItem>
          </Col>
          <Col {...half}>
            <TextItem label="Öğrenci Soyadı" name="studentLastName" max={50}>
              <Input maxLength={50} />
            </TextItem>
          </Col>
          <Col {...half}>
            <Form.Item label="Sınıf Seviyesi" name="gradeLevel">
              <Select allowClear options={optionsOf(GRADE_LEVELS, gradeLevelLabels)} placeholder="Seçiniz" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <OptionalItem label="Okulu" name="currentSchool" rule={textRule('Okulu', 100)}>
              <Input maxLength={100} />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <OptionalItem label="T.C. Kimlik No" name="citizenId" rule={citizenIdRule}>
              <Input maxLength={11} inputMode="numeric" />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <SelectItem label="Şube" name="branchId">
              <Select options={branches} placeholder="Seçiniz" />
            </SelectItem>
          </Col>
          <Col {...half}>
            <OptionalItem label="Veli Adı" name="parentFirstName" rule={textRule('Veli Adı', 50)}>
              <Input maxLength={50} />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <OptionalItem label="Veli Soyadı" name="parentLastName" rule={textRule('Veli Soyadı', 50)}>
              <Input maxLength={50} />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <Form.Item
              label="Telefon"
              name="phone"
              rules={rules.phone()}
              validateTrigger={triggerFor('text')}
            >
              <PhoneInput />
            </Form.Item>
          </Col>
          <Col {...half}>
            <OptionalItem label="İkinci Telefon" name="secondPhone" rule={phoneRule}>
              <PhoneInput />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <OptionalItem label="E-mail" name="email" rule={emailRule}>
              <Input inputMode="email" />
            </OptionalItem>
          </Col>
          <Col {...half}>
            <Form.Item label="Referans Kaynağı" name="referenceId">
              <Select
                allowClear
                placeholder="Seçiniz"
                options={references
                  .filter((r) => r.active || r.id === customer?.referenceId)
                  .map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label="Kampanya" name="campaignId">
              <Select allowClear placeholder="Seçiniz" options={recordOptions(campaigns)} />
            </Form.Item>
          </Col>
          {assignsOwner && (
            <Col {...half}>
              <Form.Item label="Danışman" name="ownerAccountId">
                <SearchSelect allowClear placeholder="Atanmamış" options={recordOptions(consultants)} />
              </Form.Item>
            </Col>
          )}
          <Col span={24}>
            <NoteItem />
          </Col>
        </Row>
        {duplicates.length > 0 && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Bu telefon numarasıyla kayıtlı müşteri var"
            description={
              <Space direction="vertical">
                {duplicates.map((d) => (
                  <Link key={d.id} to={customerPath(d.id)}>
                    {d.name}
                  </Link>
                ))}
                <Button onClick={() => send(true)} loading={save.isPending}>
                  Yine de Kaydet
                </Button>
              </Space>
            }
          />
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Kaydet
          </Button>
          {onCancel && (
            <Button htmlType="button" onClick={onCancel}>
              Vazgeç
            </Button>
          )}
        </Space>
      </Form>
    </Card>
  );
};
