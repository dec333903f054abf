import {
  SMS_MAX_LENGTH,
  type SmsStatus,
  smsSize,
  smsStatusLabels,
  type TSmsTestAnswer,
  type TSmsTestRow,
} from '@panel/shared/communications/sms';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../app/http';
import { TextItem } from '../../components/form-items';
import { rules } from '../../components/form-rules';
import { pagedTableProps } from '../../components/list-page';
import { PhoneInput } from '../../components/phone-input';
import { usePagedList, useRefresh } from '../../components/resource-api';
import { useListParams } from '../../components/use-list-params';
import { messageTimeColumn } from './message-time-column';
import { smsStatusColors } from './sms-log-page';

type SmsRow = TSmsTestRow;
type Values = { phone: string; text: string };
const ENDPOINT = 'admin/sms-test';

/** Sends a test SMS through the configured provider and shows what was recorded. */
export const SmsTestPage = () => {
  const [form] = Form.useForm<Values>();
  const text = Form.useWatch('text', form) ?? '';
  const size = smsSize(text);
  const refresh = useRefresh([ENDPOINT]);
  const send = useMutation({
    mutationFn: ({ values }: { values: Values }) => api.post(ENDPOINT, { body: values }),
    onSuccess: refresh,
  });
  const [params, setParams] = useListParams();
  const { data, isFetching } = usePagedList<SmsRow>(ENDPOINT, params);
  const [answer, setAnswer] = useState<TSmsTestAnswer | null>(null);
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        SMS Testi
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <Card title="Test SMS'i gönder">
            <Form<Values>
              form={form}
              layout="vertical"
              disabled={send.isPending}
              onFinish={(values) =>
                send.mutate(
                  { values },
                  {
                    onSuccess: (result) => {
                      setAnswer(result);
                      form.resetFields(['text']);
                    },
                  },
                )
              }
            >
              <Form.Item label="Telefon" name="phone" rules={rules.mobilePhone()} validateTrigger="onBlur">
                <PhoneInput />
              </Form.Item>
              <TextItem
                label="Mesaj"
                name="text"
                max={SMS_MAX_LENGTH}
                extra={`${size.length} karakter · ${size.units} birim${size.encoding === 'ucs2' ? ' (özel karakter: 70 karakterlik birimler)' : size.encoding === 'gsm7-tr' ? ' (Türkçe karakter: 155 karakterlik birimler)' : ''}`}
              >
                <Input.TextArea rows={4} maxLength={SMS_MAX_LENGTH} />
              </TextItem>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                Gönder
              </Button>
            </Form>
          </Card>
          {answer && (
            <Card title="Sağlayıcının yanıtı" style={{ marginTop: 16 }} data-testid="sms-test-answer">
              <Alert
                type={answer.status === 'Sent' ? 'success' : answer.status === 'Held' ? 'warning' : 'error'}
                message={answer.message}
                showIcon
                style={{ marginBottom: 12 }}
              />
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Durum">
                  <Tag color={smsStatusColors[answer.status]}>{smsStatusLabels[answer.status]}</Tag>
                </Descriptions.Item>
                <Descriptions.Item label="Sağlayıcı">{answer.provider}</Descriptions.Item>
                <Descriptions.Item label="Sağlayıcı mesaj kimliği">
                  {answer.providerMessageId ?? '—'}
                </Descriptions.Item>
                <Descriptions.Item label="Sağlayıcı kodu">{answer.providerCode ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Neden">{answer.error ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Birim">{answer.units}</Descriptions.Item>
              </Descriptions>
            </Card>
          )}
        </Col>
        <Col xs={24} lg={15}>
          <Card title="Gönderilen test mesajları">
            <Table<SmsRow>
              rowKey="id"
              size="small"
              {...pagedTableProps({ data, isFetching }, params, setParams)}
              locale={{ emptyText: 'Henüz test mesajı gönderilmedi.' }}
              columns={[
                messageTimeColumn('createdAt'),
                { title: 'Telefon', dataIndex: 'to' },
                { title: 'Mesaj', dataIndex: 'text', ellipsis: true },
                { title: 'Birim', dataIndex: 'units' },
                { title: 'Sağlayıcı', dataIndex: 'provider' },
                {
                  title: 'Durum',
                  dataIndex: 'status',
                  render: (v: SmsStatus, r) => (
                    <Tag color={smsStatusColors[v]} title={r.error ?? undefined}>
                      {smsStatusLabels[v]}
                    </Tag>
                  ),
                },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
};
