import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney, parseMoney } from '@panel/shared/common/money';
import { VAT_RATES } from '@panel/shared/education/enums';
import { INVOICE_DUE_BEFORE_ISSUE_MESSAGE, vatOnTop } from '@panel/shared/finance/incoming-invoices';
import { Descriptions, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { toDay } from '../../../components/form-rules';
import { useBranchOptions } from '../../education/education-options';
import { ACCOUNT_CARD, EXPENSE_TYPE, INCOMING, PAYMENT, useNamedOptions } from '../finance.api';
import {
  AmountField,
  ChoiceField,
  DayField,
  DescriptionField,
  DueDayField,
  onlyChoice,
} from '../finance-fields';

const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: r, label: `%${r}` }));

type InvoiceValues = {
  branchId: string;
  accountCardId: string;
  invoiceNo: string;
  issuedOn: Dayjs;
  dueOn: Dayjs;
  expenseTypeId: string;
  netAmount: string;
  vatRate: number;
  description?: string;
};

/**
 * A new purchase invoice. VAT and total are shown as typed; the server computes the same
 * and posts them. Documents are added on the invoice's page once it is saved.
 */
export const IncomingInvoiceFormPage = () => {
  const [form] = Form.useForm<InvoiceValues>();
  const navigate = useNavigate();
  const branches = useBranchOptions();
  const cards = useNamedOptions(ACCOUNT_CARD);
  const types = useNamedOptions(EXPENSE_TYPE);
  const net = parseMoney(Form.useWatch('netAmount', form));
  const rate = Form.useWatch('vatRate', form) ?? 0;
  const vat = net !== null ? vatOnTop(net, rate) : null;
  const today = dayjs(todayInIstanbul());
  return (
    <FormPage<InvoiceValues>
      title="Yeni Gelen Fatura"
      endpoint={INCOMING}
      form={form}
      affects={[ACCOUNT_CARD, PAYMENT]}
      toBody={(v) => ({
        ...v,
        issuedOn: toDay(v.issuedOn),
        dueOn: toDay(v.dueOn),
      })}
      initialValues={{
        issuedOn: today,
        dueOn: today,
        vatRate: 20,
        branchId: onlyChoice(branches),
      }}
      backTo={`/${INCOMING}`}
      onSaved={({ id }) => navigate(`/${INCOMING}/${id}`)}
    >
      <Space.Compact block>
        <ChoiceField label="Şube" name="branchId" options={branches} style={{ flex: 1 }} />
        <ChoiceField
          label="Cari Kart"
          name="accountCardId"
          options={cards}
          style={{ flex: 1, marginInlineStart: 16 }}
        />
      </Space.Compact>
      <Space.Compact block>
        <TextItem label="Fatura No" name="invoiceNo" max={50}>
          <Input style={{ width: 200 }} />
        </TextItem>
        <DayField
          label="Fatura Tarihi"
          name="issuedOn"
          ruleLabel="Fatura"
          style={{ marginInlineStart: 16 }}
        />
        <DueDayField message={INVOICE_DUE_BEFORE_ISSUE_MESSAGE} style={{ marginInlineStart: 16 }} />
      </Space.Compact>
      <ChoiceField label="Gider Türü" name="expenseTypeId" options={types} />
      <Space.Compact block>
        <AmountField label="Tutar (KDV hariç)" name="netAmount" />
        <Form.Item label="KDV Oranı" name="vatRate" style={{ marginInlineStart: 16, width: 120 }}>
          <Select options={VAT_OPTIONS} />
        </Form.Item>
      </Space.Compact>
      <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="KDV">{vat !== null ? formatMoney(vat) : '-'}</Descriptions.Item>
        <Descriptions.Item label="Toplam">
          {net !== null && vat !== null ? <strong>{formatMoney(net + vat)}</strong> : '-'}
        </Descriptions.Item>
      </Descriptions>
      <DescriptionField />
    </FormPage>
  );
};
