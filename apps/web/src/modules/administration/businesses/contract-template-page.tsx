import {
  CONTRACT_PLACEHOLDERS,
  CONTRACT_TEMPLATE_MAX,
  type ContractTemplateView,
  contractTemplateMessages,
  DEFAULT_CONTRACT_TEMPLATE,
  unknownPlaceholders,
} from '@panel/shared/administration/contract-template';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Alert, Button, Card, Col, Form, Input, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { useCan } from '../../../app/auth/use-session-data';
import { useSave, useSingle } from '../../../components/resource-api';
import { SCROLL_TO_FIRST_ERROR, useUnsavedForm } from '../../../components/unsaved-changes';

const ENDPOINT = 'general/business/contract-template';
type Values = { template: string };

const placeholderRows = Object.entries(CONTRACT_PLACEHOLDERS).map(([name, meaning]) => ({
  name: `{${name}}`,
  meaning,
}));

/**
 * The institution's own contract clauses: printed on every sales contract after the
 * parties, the services and the payment plan, with the sale's values filled in.
 */
export const ContractTemplatePage = () => {
  const { data, isLoading } = useSingle<ContractTemplateView>(ENDPOINT);
  const canEdit = useCan(ACTIONS.general.businessUpdate);
  const save = useSave<Values>(ENDPOINT);
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (data) form.setFieldsValue({ template: data.template });
  }, [data, form]);
  const { guard, touched, saved } = useUnsavedForm();
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Sözleşme Şablonu
      </Typography.Title>
      {guard}
      {isLoading || !data ? (
        <Skeleton active />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Card>
              {data.isDefault && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 12 }}
                  message="Varsayılan metin kullanılıyor. Kurumunuzun maddelerini yazıp kaydedebilirsiniz."
                />
              )}
              <Form<Values>
                form={form}
                layout="vertical"
                disabled={!canEdit || save.isPending}
                onValuesChange={touched}
                scrollToFirstError={SCROLL_TO_FIRST_ERROR}
                onFinish={(values) => save.mutate({ values }, { onSuccess: saved })}
              >
                <Form.Item
                  label="Sözleşme Maddeleri"
                  name="template"
                  extra="“## ” ile başlayan satır başlık olur; boş satır paragrafları ayırır. {imzalar} tek başına bir satırda imza satırlarının yeridir."
                  rules={[
                    {
                      required: true,
                      validator: async (_, value: unknown) => {
                        const text = typeof value === 'string' ? value.trim() : '';
                        if (text === '') throw new Error(contractTemplateMessages.required);
                        if (text.length > CONTRACT_TEMPLATE_MAX)
                          throw new Error(contractTemplateMessages.tooLong);
                        const unknown = unknownPlaceholders(text);
                        if (unknown.length) throw new Error(contractTemplateMessages.unknown(unknown));
                      },
                    },
                  ]}
                  validateTrigger="onBlur"
                >
                  <Input.TextArea autoSize={{ minRows: 16, maxRows: 40 }} maxLength={CONTRACT_TEMPLATE_MAX} />
                </Form.Item>
                {canEdit && (
                  <Space wrap>
                    <Button type="primary" htmlType="submit" loading={save.isPending}>
                      Kaydet
                    </Button>
                    <Button
                      onClick={() => form.setFieldsValue({ template: DEFAULT_CONTRACT_TEMPLATE.trim() })}
                    >
                      Varsayılan Metne Dön
                    </Button>
                  </Space>
                )}
              </Form>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card title="Kullanılabilecek Alanlar" size="small">
              <Table
                rowKey="name"
                size="small"
                pagination={false}
                dataSource={placeholderRows}
                columns={[
                  {
                    title: 'Alan',
                    dataIndex: 'name',
                    render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
                  },
                  { title: 'Açıklama', dataIndex: 'meaning' },
                ]}
              />
            </Card>
          </Col>
        </Row>
      )}
    </>
  );
};
