import {
  SMS_CONSENT_SOURCES,
  SMS_CONSENT_STATES,
  type SmsConsentSource,
  type SmsConsentState,
  smsConsentSourceLabels,
  smsConsentStateLabels,
} from '@panel/shared/communications/sms';
import { Button, Card, Col, Form, Input, Row, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { optionsOf } from '../../components/enum-options';
import { rules } from '../../components/form-rules';
import { pagedTableProps } from '../../components/list-page';
import { PhoneInput } from '../../components/phone-input';
import { usePagedList, useSave } from '../../components/resource-api';
import { useListParams, useUrlFilter } from '../../components/use-list-params';
import { messageTimeColumn } from './message-time-column';

type ConsentRow = {
  id: string;
  phone: string;
  state: SmsConsentState;
  source: SmsConsentSource;
  occurredAt: string;
};
type Values = { phone: string; state: SmsConsentState; source: SmsConsentSource };
const ENDPOINT = 'communications/sms-consents';

/**
 * İYS consent of the business's numbers: commercial SMS go only to a number whose latest
 * event is a given consent. An event is never edited; a withdrawal is recorded as a new one.
 */
export const SmsConsentPage = () => {
  const [form] = Form.useForm<Values>();
  const save = useSave<Values>(ENDPOINT);
  const [params, setParams] = useListParams({ pageSize: 20 });
  const [phone, setPhone] = useUrlFilter<string>('phone');
  const [phoneText, setPhoneText] = useState(phone ?? '');
  const { data, isFetching } = usePagedList<ConsentRow>(ENDPOINT, { ...params, ...(phone ? { phone } : {}) });
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        SMS İzinleri (İYS)
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Ticari SMS’ler yalnızca son kaydı “Onay verdi” olan numaralara gönderilir; diğerleri bekletilir.
        Bilgilendirme mesajları için onay gerekmez.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title="Onay kaydet">
            <Form<Values>
              form={form}
              layout="vertical"
              disabled={save.isPending}
              initialValues={{ state: 'Given', source: 'Written' }}
              onFinish={(values) => save.mutate({ values }, { onSuccess: () => form.resetFields(['phone']) })}
            >
              <Form.Item label="Telefon" name="phone" rules={rules.mobilePhone()} validateTrigger="onBlur">
                <PhoneInput />
              </Form.Item>
              <Form.Item label="Durum" name="state">
                <Select options={optionsOf(SMS_CONSENT_STATES, smsConsentStateLabels)} />
              </Form.Item>
              <Form.Item label="Kaynak" name="source">
                <Select options={optionsOf(SMS_CONSENT_SOURCES, smsConsentSourceLabels)} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                Kaydet
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card title="Kayıtlar">
            <Input.Search
              aria-label="Telefon ara"
              placeholder="Telefon numarası"
              allowClear
              style={{ width: 220, marginBottom: 12 }}
              value={phoneText}
              onChange={(e) => setPhoneText(e.target.value)}
              onSearch={(v) => setPhone(v.trim() || undefined)}
            />
            <Table<ConsentRow>
              rowKey="id"
              size="small"
              {...pagedTableProps({ data, isFetching }, params, setParams)}
              locale={{ emptyText: 'Henüz onay kaydı yok.' }}
              columns={[
                messageTimeColumn('occurredAt'),
                { title: 'Telefon', dataIndex: 'phone' },
                {
                  title: 'Durum',
                  dataIndex: 'state',
                  render: (v: SmsConsentState) => (
                    <Tag color={v === 'Given' ? 'green' : 'default'}>{smsConsentStateLabels[v]}</Tag>
                  ),
                },
                {
                  title: 'Kaynak',
                  dataIndex: 'source',
                  render: (v: SmsConsentSource) => smsConsentSourceLabels[v],
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
};
