import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import {
  CHECKOUT_REASON_MESSAGE,
  POS_CASH_OUT_EXPENSE_TYPE_MESSAGE,
  POS_CASH_OUT_FEE_MESSAGE,
} from '@panel/shared/finance/checkouts';
import { textRule } from '@panel/shared/validation/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { BodyOf } from '../../../api/api-paths';
import { api } from '../../../app/http';
import { FormDialog } from '../../../components/form-dialog';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { useBranchOptions } from '../../education/education-options';
import { BookMoveDialog } from '../book-move-dialog';
import {
  cashBookBalanceOption,
  cashBookOption,
  EXPENSE_TYPE,
  useCashBooks,
  useNamedOptions,
} from '../finance.api';
import { AmountField, ChoiceField, DayField, DescriptionField, onlyChoice } from '../finance-fields';
import { MoneyInput, optionalMoney } from '../money-field';
import { CHECKOUT, POS_CASH_OUT, useCheckoutWrite } from './checkout.api';

/** The checkout screen's two dialogs: loaded when one is first opened, with the form library they use. */

type CountValues = {
  branchId?: string;
  cashBookId: string;
  countedOn: Dayjs;
  counted: string;
  reason?: string;
};

/**
 * The count dialog. The expected balance is the server's (the book's postings up to and
 * including the day); the difference is shown as the user types and needs a reason.
 */
export const CountDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<CountValues>();
  const branches = useBranchOptions();
  const branchId = Form.useWatch('branchId', form);
  const cashBookId = Form.useWatch('cashBookId', form);
  const countedOn = Form.useWatch('countedOn', form) as Dayjs | undefined;
  const counted = parseMoney(Form.useWatch('counted', form));
  const books = useCashBooks(branchId).map(cashBookOption);
  const day = toDay(countedOn);
  const expected = useQuery({
    queryKey: [CHECKOUT, 'expected', cashBookId, day],
    queryFn: () =>
      api.get(`${CHECKOUT}/expected`, {
        query: { cashBookId, countedOn: day },
      }),
    enabled: !!cashBookId && !!day,
  }).data;
  const difference = expected && counted !== null ? counted - expected.expected : null;
  const save = useCheckoutWrite((body: BodyOf<typeof CHECKOUT>) => api.post(CHECKOUT, { body }));
  const today = todayInIstanbul();

  const submit = (v: CountValues) =>
    save.mutate(
      { cashBookId: v.cashBookId, countedOn: toDay(v.countedOn), counted: v.counted, reason: v.reason },
      { onSuccess: onClose },
    );

  return (
    <FormDialog<CountValues>
      title="Yeni Kasa Sayımı"
      okText="Sayımı Kaydet"
      form={form}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      okButtonProps={{ disabled: !!expected?.existingId }}
      initialValues={{
        countedOn: dayjs(today),
        branchId: onlyChoice(branches),
      }}
    >
      <Form.Item label="Şube" name="branchId">
        <Select
          options={branches}
          placeholder="Tüm şubeler"
          allowClear
          showSearch
          optionFilterProp="label"
          onChange={() => form.setFieldValue('cashBookId', undefined)}
        />
      </Form.Item>
      <ChoiceField label="Kasa" name="cashBookId" options={books} select={{ autoFocus: true }} />
      <DayField
        label="Sayım Tarihi"
        name="countedOn"
        ruleLabel="Sayım"
        picker={{ disabledDate: (d) => d.format('YYYY-MM-DD') > today }}
      />
      {expected?.existingId && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Bu kasanın bu güne ait geçerli bir sayımı var. Yeniden saymak için önce onu iptal edin."
        />
      )}
      <Form.Item
        label="Sayılan Tutar"
        name="counted"
        rules={rules.money('Sayılan Tutar')}
        validateTrigger={triggerFor('text')}
      >
        <MoneyInput />
      </Form.Item>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Beklenen (kasa bakiyesi)">
          {expected ? formatMoney(expected.expected) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Fark">
          {difference === null ? (
            '-'
          ) : (
            <Typography.Text type={difference === 0 ? 'success' : 'danger'} strong>
              {formatMoney(difference)} {difference > 0 ? '(fazla)' : difference < 0 ? '(eksik)' : ''}
            </Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Form.Item
        label="Fark Nedeni"
        name="reason"
        rules={[
          ...rules.optional(textRule('Fark Nedeni', 200)),
          {
            validator: async (_, value: unknown) => {
              if (difference && !String(value ?? '').trim()) throw new Error(CHECKOUT_REASON_MESSAGE);
            },
          },
        ]}
        validateTrigger={triggerFor('text')}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
};

type PosValues = {
  fromCashBookId: string;
  toCashBookId: string;
  amount: string;
  fee?: string;
  expenseTypeId?: string;
  occurredOn: Dayjs;
  description?: string;
};

/**
 * The POS cash-out dialog: a POS account to a bank account of its branch, the bank's
 * commission as an expense. Taking more than the POS account holds asks first.
 */
export const PosCashOutDialog = ({ onClose }: { onClose: () => void }) => {
  const [form] = Form.useForm<PosValues>();
  const books = useCashBooks();
  const expenseTypes = useNamedOptions(EXPENSE_TYPE);
  const fromId = Form.useWatch('fromCashBookId', form);
  const from = books.find((b) => b.id === fromId);
  const amount = parseMoney(Form.useWatch('amount', form));
  const fee = parseMoney(Form.useWatch('fee', form)) ?? 0;
  const posOptions = books.filter((b) => b.kind === 'Pos').map(cashBookBalanceOption);
  const bankOptions = books
    .filter((b) => b.kind === 'Bank' && (!from || b.branchId === from.branchId))
    .map(cashBookOption);
  const save = useCheckoutWrite((body: BodyOf<typeof POS_CASH_OUT>) => api.post(POS_CASH_OUT, { body }));

  return (
    <BookMoveDialog<PosValues, BodyOf<typeof POS_CASH_OUT>>
      title="Yeni POS Nakde Çevirme"
      okText="Kaydet"
      form={form}
      from={from}
      toBody={(v) => ({
        fromCashBookId: v.fromCashBookId,
        toCashBookId: v.toCashBookId,
        amount: v.amount,
        fee: v.fee,
        expenseTypeId: v.expenseTypeId ?? null,
        occurredOn: toDay(v.occurredOn),
        description: v.description,
      })}
      save={save}
      onClose={onClose}
    >
      <ChoiceField
        label="POS Hesabı"
        name="fromCashBookId"
        options={posOptions}
        select={{ autoFocus: true }}
      />
      <ChoiceField
        label="Banka Hesabı"
        name="toCashBookId"
        options={bankOptions}
        extra="POS hesabıyla aynı şubenin banka hesapları"
      />
      <Space.Compact block>
        <AmountField extra={from ? `POS bakiyesi: ${formatMoney(from.balance)}` : undefined} />
        <Form.Item
          label="Komisyon"
          name="fee"
          dependencies={['amount']}
          rules={[
            ...optionalMoney('Komisyon'),
            {
              validator: async (_, value: unknown) => {
                const kurus = parseMoney(value) ?? 0;
                if (kurus > 0 && amount !== null && kurus >= amount)
                  throw new Error(POS_CASH_OUT_FEE_MESSAGE);
              },
            },
          ]}
          validateTrigger={triggerFor('text')}
          style={{ marginInlineStart: 16 }}
          extra={amount ? `Bankaya geçen: ${formatMoney(amount - fee)}` : undefined}
        >
          <MoneyInput />
        </Form.Item>
      </Space.Compact>
      {fee > 0 && (
        <ChoiceField
          label="Komisyon Gider Türü"
          name="expenseTypeId"
          options={expenseTypes}
          requiredMessage={POS_CASH_OUT_EXPENSE_TYPE_MESSAGE}
        />
      )}
      <DayField label="Tarih" name="occurredOn" ruleLabel="İşlem" />
      <DescriptionField />
    </BookMoveDialog>
  );
};
