import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, moneyInputText, parseMoney } from '@panel/shared/common/money';
import { TRANSFER_CONFIRM_TITLE } from '@panel/shared/finance/contracts';
import { PAYMENT_CONFIRM_MESSAGE, PAYMENT_OVER_OPEN_MESSAGE } from '@panel/shared/finance/incoming-invoices';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Alert, Button, Card, Form, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import type { BodyOf } from '../../../api/api-paths';
import { useCan } from '../../../app/auth/use-session-data';
import { api } from '../../../app/http';
import { toDay } from '../../../components/form-rules';
import { useRecord } from '../../../components/resource-api';
import { cashBookBalanceOption, INCOMING, PAYMENT, useCashBooks, useRefreshingWrite } from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField } from '../finance-fields';
import { useOverBalanceConfirm } from '../over-balance';
import {
  type InvoiceDetail,
  InvoicePayments,
  InvoiceSummary,
  PAYABLES_LISTS,
} from './incoming-invoice-shared';

const usePayablesWrite = <V, R = { message?: string }>(write: (values: V) => Promise<R>) =>
  useRefreshingWrite(PAYABLES_LISTS, write);

type PayValues = { cashBookId: string; amount: string; paidOn: Dayjs; description?: string };

/**
 * /finance/payment/{invoice_id}: pays one invoice, partly or wholly, from a cash book.
 * The form's idempotency key makes a double click pay once; paying more than the cash
 * book holds asks first (the server asks too, for a balance that changed meanwhile).
 */
export const PaymentPage = () => {
  const { invoice_id: id } = useParams();
  const [form] = Form.useForm<PayValues>();
  const { submit: sendConfirming, modalHolder } = useOverBalanceConfirm({
    title: TRANSFER_CONFIRM_TITLE,
    content: PAYMENT_CONFIRM_MESSAGE,
    okText: 'Evet, öde',
  });
  const attemptKey = useRef<string>(crypto.randomUUID());
  const invoice = useRecord<InvoiceDetail>(`${INCOMING}/{id}`, id).data;
  const canPay = useCan(ACTIONS.finance.payments);
  const books = useCashBooks();
  const bookId = Form.useWatch('cashBookId', form);
  const book = books.find((b) => b.id === bookId);
  const pay = usePayablesWrite((body: BodyOf<typeof PAYMENT>) =>
    api.post(PAYMENT, { body, config: { headers: { 'Idempotency-Key': attemptKey.current } } }),
  );
  if (!invoice || !id) return <Skeleton active />;

  const submit = (v: PayValues) => {
    const body = {
      incomingInvoiceId: invoice.id,
      cashBookId: v.cashBookId,
      amount: v.amount,
      paidOn: toDay(v.paidOn),
      description: v.description,
    };
    const amount = parseMoney(v.amount) ?? 0;
    sendConfirming(!!book && amount > book.balance, (confirmed, onError) =>
      pay.mutate(
        { ...body, confirmed },
        {
          onSuccess: () => {
            attemptKey.current = crypto.randomUUID();
            form.resetFields(['amount', 'description']);
          },
          onError,
        },
      ),
    );
  };

  return (
    <>
      {modalHolder}
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {invoice.invoiceNo} Numaralı Faturanın Ödemesi
        </Typography.Title>
        <Link to={`/${INCOMING}/${invoice.id}`}>
          <Button>Faturayı Görüntüle</Button>
        </Link>
      </div>
      <Card style={{ marginBottom: 16 }}>
        <InvoiceSummary invoice={invoice} />
      </Card>
      <Card title="Yeni Ödeme" style={{ marginBottom: 16, maxWidth: 820 }}>
        {invoice.open <= 0 || !canPay ? (
          <Alert
            type="info"
            showIcon
            message={invoice.cancelled ? 'Fatura iptal edilmiş.' : 'Bu faturanın ödenecek tutarı kalmadı.'}
          />
        ) : (
          <Form<PayValues>
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={{ paidOn: dayjs(todayInIstanbul()), amount: moneyInputText(invoice.open) }}
            disabled={pay.isPending}
          >
            <ChoiceField label="Kasa" name="cashBookId" options={books.map(cashBookBalanceOption)} />
            <Space.Compact block>
              <AmountField
                moreRules={[
                  {
                    validator: async (_, value: unknown) => {
                      const kurus = parseMoney(value);
                      if (kurus !== null && kurus > invoice.open)
                        throw new Error(
                          `${PAYMENT_OVER_OPEN_MESSAGE} (Kalan: ${formatMoney(invoice.open)}).`,
                        );
                    },
                  },
                ]}
                extra={`Kalan: ${formatMoney(invoice.open)}`}
              />
              <DayField
                label="Ödeme Tarihi"
                name="paidOn"
                ruleLabel="Ödeme"
                style={{ marginInlineStart: 16 }}
              />
            </Space.Compact>
            <DescriptionField />
            <Button type="primary" htmlType="submit" loading={pay.isPending}>
              Ödemeyi Kaydet
            </Button>
          </Form>
        )}
      </Card>
      <Card title="Ödemeler">
        <InvoicePayments invoice={invoice} />
      </Card>
    </>
  );
};
