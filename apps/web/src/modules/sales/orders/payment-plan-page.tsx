import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText, parseMoney } from '@panel/shared/common/money';
import { PLAN_TOTAL_MESSAGE } from '@panel/shared/sales/contracts';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabels } from '@panel/shared/sales/enums';
import { type PlannedInstallment, splitPlan } from '@panel/shared/sales/pricing';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { DateInput } from '../../../components/date-input';
import { optionsOf } from '../../../components/enum-options';
import { DateItem } from '../../../components/form-items';
import { rules, toDay } from '../../../components/form-rules';
import { useUnsavedForm } from '../../../components/unsaved-changes';
import { installmentNoColumn } from '../installment-columns';
import { salePath, useMoneyWrite, useOrder } from '../sales.api';

type PlanValues = {
  downPayment?: string;
  downPaymentDate?: Dayjs;
  downPaymentMethod: PaymentMethod;
  installmentCount: number;
  firstDueDate: Dayjs;
  dayOfMonth: number;
  method: PaymentMethod;
};

/** A preview row as the user may still change it: the amount is kept as typed. */
type PlanRow = Omit<PlannedInstallment, 'amount'> & { amount: string };

const methodOptions = optionsOf(PAYMENT_METHODS, paymentMethodLabels);

/**
 * /education/student/{id}/sale/{order}/payment: the plan is drawn from a few choices
 * (down payment, count, first due date, day of month, method), shown as a preview whose
 * dates, amounts and methods can be changed, and saved only when it adds up.
 */
export const PaymentPlanPage = () => {
  const { student_id: studentId = '', student_order_id: orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(orderId).data;
  const [form] = Form.useForm<PlanValues>();
  const { guard, touched, saved } = useUnsavedForm();
  const [rows, setRows] = useState<PlanRow[] | null>(null);
  const save = useMoneyWrite((installments: BodyOf<'student-order/{id}/payment-plan'>['installments']) =>
    api.post('student-order/{id}/payment-plan', { path: { id: orderId }, body: { installments } }),
  );
  if (!order) return <Skeleton active />;
  const locked = order.state !== 'Draft' && (order.state !== 'PaymentScheduled' || order.paid > 0);

  const preview = (v: PlanValues) =>
    setRows(
      splitPlan({
        total: order.net,
        downPayment: parseMoney(v.downPayment ?? '') ?? 0,
        downPaymentDate: toDay(v.downPaymentDate),
        downPaymentMethod: v.downPaymentMethod,
        installmentCount: v.installmentCount,
        firstDueDate: toDay(v.firstDueDate) ?? todayInIstanbul(),
        dayOfMonth: v.dayOfMonth,
        method: v.method,
      }).map((i) => ({ ...i, amount: moneyInputText(i.amount) })),
    );
  const planTotal = (rows ?? []).reduce((s, r) => s + (parseMoney(r.amount) ?? 0), 0);
  const adds = rows !== null && planTotal === order.net;
  const change = (no: number, patch: Partial<PlanRow>) =>
    setRows((current) => (current ?? []).map((r) => (r.no === no ? { ...r, ...patch } : r)));

  const firstDue = dayjs().add(1, 'month').date(Math.min(dayjs().date(), 28));
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        Ödeme Planı: {order.orderNo} numaralı satış
      </Typography.Title>
      <Card style={{ marginBottom: 16 }}>
        <Space size="large" wrap>
          <span>
            Öğrenci: <strong>{order.studentName}</strong>
          </span>
          <span>
            Satış Tutarı: <strong data-testid="order-net">{formatMoney(order.net)}</strong>
          </span>
          {order.paymentPersonName && (
            <span>
              Ödeme Sorumlusu: <strong>{order.paymentPersonName}</strong>
            </span>
          )}
        </Space>
      </Card>
      {guard}
      {locked ? (
        <Alert
          type="warning"
          showIcon
          message="Bu satışın ödeme planı değiştirilemez."
          description="Tahsilatı yapılmış, dondurulmuş veya iptal edilmiş satışların planı değiştirilemez."
        />
      ) : (
        <Card>
          <Form<PlanValues>
            form={form}
            layout="vertical"
            onFinish={preview}
            initialValues={{
              downPaymentMethod: 'Cash',
              method: 'Cash',
              installmentCount: 9,
              firstDueDate: firstDue,
              dayOfMonth: firstDue.date(),
            }}
            onValuesChange={(changed: Partial<PlanValues>) => {
              touched();
              if (changed.firstDueDate) form.setFieldsValue({ dayOfMonth: changed.firstDueDate.date() });
            }}
          >
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item name="downPayment" label="Peşinat (₺)">
                  <Input inputMode="decimal" placeholder="0,00" />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="downPaymentDate" label="Peşinat Tarihi">
                  <DateInput format="DD.MM.YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="downPaymentMethod" label="Peşinat Ödeme Yöntemi">
                  <Select options={methodOptions} />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={12} md={6}>
                <Form.Item
                  name="installmentCount"
                  label="Taksit Sayısı"
                  rules={rules.number('Taksit Sayısı')}
                >
                  <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <DateItem name="firstDueDate" label="İlk Taksit Tarihi" ruleLabel="İlk Taksit">
                  <DateInput format="DD.MM.YYYY" style={{ width: '100%' }} />
                </DateItem>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="dayOfMonth" label="Ödeme Günü (ayın)" rules={rules.number('Ödeme Günü')}>
                  <InputNumber min={1} max={31} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="method" label="Ödeme Yöntemi">
                  <Select options={methodOptions} />
                </Form.Item>
              </Col>
            </Row>
            <Button htmlType="submit">Önizle</Button>
          </Form>
          {rows && (
            <>
              <Table<PlanRow>
                rowKey="no"
                size="small"
                style={{ marginTop: 16 }}
                pagination={false}
                dataSource={rows}
                columns={[
                  installmentNoColumn,
                  {
                    title: 'Vade',
                    dataIndex: 'dueDate',
                    render: (d: string, r) => (
                      <DateInput
                        aria-label={`${r.no}. taksit vadesi`}
                        format="DD.MM.YYYY"
                        allowClear={false}
                        value={dayjs(d)}
                        onChange={(v) => v && change(r.no, { dueDate: v.format('YYYY-MM-DD') })}
                      />
                    ),
                  },
                  {
                    title: 'Tutar (₺)',
                    dataIndex: 'amount',
                    render: (a: string, r) => (
                      <Input
                        aria-label={`${r.no}. taksit tutarı`}
                        value={a}
                        inputMode="decimal"
                        status={parseMoney(a) === null || (parseMoney(a) ?? 0) <= 0 ? 'error' : undefined}
                        onChange={(e) => change(r.no, { amount: e.target.value })}
                        style={{ width: 140 }}
                      />
                    ),
                  },
                  {
                    title: 'Ödeme Yöntemi',
                    dataIndex: 'method',
                    render: (m: PaymentMethod, r) => (
                      <Select
                        aria-label={`${r.no}. taksit ödeme yöntemi`}
                        value={m}
                        options={methodOptions}
                        onChange={(method) => change(r.no, { method })}
                        style={{ width: 170 }}
                      />
                    ),
                  },
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <strong>Plan Toplamı</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={2} colSpan={2}>
                      <strong data-testid="plan-total">{formatMoney(planTotal)}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
              {!adds && (
                <Alert
                  style={{ marginTop: 12 }}
                  type="error"
                  showIcon
                  message={PLAN_TOTAL_MESSAGE(formatMoney(planTotal), formatMoney(order.net))}
                />
              )}
              <Space style={{ marginTop: 16 }}>
                <Button
                  type="primary"
                  disabled={!adds}
                  loading={save.isPending}
                  onClick={() =>
                    save.mutate(
                      rows.map((r) => ({ ...r })),
                      {
                        onSuccess: () => {
                          saved();
                          navigate(salePath(studentId, orderId));
                        },
                      },
                    )
                  }
                >
                  Ödeme Planını Kaydet
                </Button>
                <span>
                  İlk vade {formatDay(rows[0]?.dueDate)}, son vade {formatDay(rows.at(-1)?.dueDate)}
                </span>
              </Space>
            </>
          )}
        </Card>
      )}
    </>
  );
};
