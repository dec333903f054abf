import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Skeleton, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { TextItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { allRowsTableProps } from '../../../components/list-page';
import { ORDERS, salePath, useMoneyWrite, useOrder } from '../sales.api';
import { PLANS, type PlanRow, planColumns } from './invoice-plan-columns';

type BuyerChoice = 'PaymentPerson' | 'Student' | 'Other';
type PlanValues = {
  mode: 'Order' | 'Installment';
  buyer: BuyerChoice;
  name?: string;
  taxId?: string;
  address?: string;
};

/** /education/student/{id}/sale/{order}/invoice: the order's invoice plan, or the form that makes it. */
export const OrderInvoicePage = () => {
  const { student_id: studentId = '', student_order_id: orderId = '' } = useParams();
  const order = useOrder(orderId).data;
  const canAct = useCan(ACTIONS.sales.invoices);
  const [form] = Form.useForm<PlanValues>();
  const buyer = Form.useWatch('buyer', form);
  const plans = useQuery({
    queryKey: [ORDERS, 'invoice-plan', orderId],
    queryFn: () => api.get('student-order/{id}/invoice-plan', { path: { id: orderId } }),
  });
  const create = useMoneyWrite(
    (v: PlanValues) =>
      api.post('student-order/{id}/invoice-plan', {
        path: { id: orderId },
        body: {
          mode: v.mode,
          buyer:
            v.buyer === 'Other'
              ? { name: v.name, taxId: v.taxId ?? '', address: v.address ?? null }
              : v.buyer,
        },
      }),
    [PLANS],
  );
  if (!order || !plans.data) return <Skeleton active />;
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Fatura Planı: <Link to={salePath(studentId, orderId)}>{order.orderNo} numaralı satış</Link>
      </Typography.Title>
      <Card>
        {plans.data.length > 0 ? (
          <Table<PlanRow> {...allRowsTableProps(plans.data)} size="small" columns={planColumns(false)} />
        ) : order.state === 'Draft' || order.state === 'Cancelled' ? (
          <Alert
            type="info"
            showIcon
            message="Ödeme planı kaydedilmiş, iptal edilmemiş satışlar faturalanır."
          />
        ) : !canAct ? (
          <Alert type="info" showIcon message="Bu satışın fatura planı henüz yok." />
        ) : (
          <Form<PlanValues>
            form={form}
            layout="vertical"
            initialValues={{
              mode: 'Installment',
              buyer: order.paymentPersonId ? 'PaymentPerson' : 'Student',
            }}
            onFinish={(v) => create.mutate(v)}
            disabled={create.isPending}
            style={{ maxWidth: 560 }}
          >
            <Form.Item name="mode" label="Faturalama">
              <Radio.Group>
                <Radio value="Installment">Her taksit için ayrı fatura (vade tarihinde)</Radio>
                <Radio value="Order">Satışın tamamı için tek fatura (bugün)</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item name="buyer" label="Alıcı">
              <Radio.Group>
                {order.paymentPersonId && (
                  <Radio value="PaymentPerson">Ödeme sorumlusu ({order.paymentPersonName})</Radio>
                )}
                <Radio value="Student">Öğrenci ({order.studentName})</Radio>
                <Radio value="Other">Başka bir alıcı (şirket veya kişi)</Radio>
              </Radio.Group>
            </Form.Item>
            {buyer === 'Other' && (
              <>
                <TextItem name="name" label="Alıcı Adı / Unvanı" ruleLabel="Alıcı Adı" max={100}>
                  <Input />
                </TextItem>
                <Form.Item
                  name="taxId"
                  label="Vergi No (10 hane) veya T.C. Kimlik No (11 hane)"
                  rules={[
                    {
                      required: true,
                      pattern: /^(\d{10}|\d{11})$/,
                      message: 'Vergi numarası 10, T.C. kimlik numarası 11 haneli olmalıdır!',
                    },
                  ]}
                  validateTrigger="onBlur"
                >
                  <Input inputMode="numeric" maxLength={11} />
                </Form.Item>
                <Form.Item name="address" label="Adres" rules={rules.optional(textRule('Adres', 200))}>
                  <Input.TextArea rows={2} maxLength={200} />
                </Form.Item>
              </>
            )}
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Fatura Planı Oluştur
            </Button>
          </Form>
        )}
      </Card>
    </>
  );
};
