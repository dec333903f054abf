import { todayInIstanbul } from '@panel/shared/common/dates';
import { formatMoney } from '@panel/shared/common/money';
import { CASH_BOOK_SORTS, IBAN_REQUIRED_MESSAGE, type TCashBook } from '@panel/shared/finance/contracts';
import { CASH_BOOK_KINDS, type CashBookKind, cashBookKindLabels } from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { ibanRule, textRule } from '@panel/shared/validation/rules';
import { DatePicker, Form, Input, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { OptionalItem, SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { rules, toDay, triggerFor } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ActiveItem } from '../../../components/managed-pages';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';
import { BranchFilter } from '../../education/education-filters';
import { useBranchOptions, useListFilter } from '../../education/education-options';
import { CASH_BOOK } from '../finance.api';
import { ChoiceField, onlyChoice } from '../finance-fields';
import { MoneyInput, optionalMoney } from '../money-field';

type CashBookRow = TCashBook;
type Values = {
  branchId: string;
  name: string;
  kind: CashBookKind;
  bankName?: string;
  iban?: string;
  isActive: boolean;
  openingBalance?: string;
  openingDate?: Dayjs;
};

const KIND_OPTIONS = optionsOf(CASH_BOOK_KINDS, cashBookKindLabels);

export const CashBookListPage = () => {
  const remove = useDelete(CASH_BOOK);
  const canManage = useCan(ACTIONS.finance.definitions);
  const [branchId, setBranchId] = useListFilter<string>('branchId');
  const [kind, setKind] = useListFilter<CashBookKind>('kind');
  return (
    <ListPage<CashBookRow>
      title="Kasalar"
      endpoint={CASH_BOOK}
      searchPlaceholder="Kasa adı ara"
      emptyText="Henüz kasa yok. Nakit kasa, banka hesabı veya POS hesabı ekleyebilirsiniz."
      addPath={canManage ? '/finance/cash-book/add' : undefined}
      addLabel="Yeni Kasa"
      filters={{ branchId, kind }}
      toolbar={
        <>
          <BranchFilter value={branchId} onChange={setBranchId} />
          <FilterSelect
            label="Kasa Türü"
            placeholder="Tüm türler"
            options={KIND_OPTIONS}
            value={kind}
            onChange={setKind}
          />
        </>
      }
      columns={[
        { title: 'Kasa', dataIndex: 'name', ...sortable(CASH_BOOK_SORTS, 'name') },
        { title: 'Şube', dataIndex: 'branchName' },
        { title: 'Tür', dataIndex: 'kind', render: (v: CashBookKind) => cashBookKindLabels[v] },
        { title: 'Banka', dataIndex: 'bankName' },
        { title: 'IBAN', dataIndex: 'iban' },
        {
          title: 'Bakiye',
          dataIndex: 'balance',
          align: 'right',
          render: (v: number) => (
            <Typography.Text type={v < 0 ? 'danger' : undefined}>{formatMoney(v)}</Typography.Text>
          ),
        },
        activeColumn(),
        rowActions({
          canManage,
          editPath: (r) => `/finance/cash-book/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

const toValues = (r: CashBookRow): Values => ({
  branchId: r.branchId,
  name: r.name,
  kind: r.kind,
  bankName: r.bankName ?? undefined,
  iban: r.iban ?? undefined,
  isActive: r.isActive,
});

const toBody = (v: Values) => ({
  branchId: v.branchId,
  name: v.name,
  kind: v.kind,
  bankName: v.bankName,
  iban: v.iban,
  isActive: v.isActive,
  openingBalance: v.openingBalance,
  openingDate: toDay(v.openingDate),
});

export const CashBookFormPage = () => {
  const { cash_book_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  const kind = Form.useWatch('kind', form);
  return (
    <FormPage<Values, CashBookRow>
      title={id ? 'Kasayı Düzenle' : 'Yeni Kasa'}
      endpoint={CASH_BOOK}
      record={`${CASH_BOOK}/{id}`}
      id={id}
      form={form}
      toValues={toValues}
      toBody={toBody}
      initialValues={{
        isActive: true,
        kind: 'Cash',
        openingDate: dayjs(todayInIstanbul()),
        branchId: onlyChoice(branches),
      }}
      backTo="/finance/cash-book"
    >
      <Space.Compact block>
        <ChoiceField label="Şube" name="branchId" options={branches} style={{ flex: 1 }} />
        <SelectItem label="Kasa Türü" name="kind" style={{ flex: 1, marginInlineStart: 16 }}>
          <Select options={KIND_OPTIONS} placeholder="Seçiniz" />
        </SelectItem>
      </Space.Compact>
      <TextItem label="Kasa Adı" name="name" max={50}>
        <Input autoFocus placeholder="Örn. Merkez Kasa" />
      </TextItem>
      {kind !== 'Cash' && (
        <OptionalItem label="Banka Adı" name="bankName" rule={textRule('Banka Adı', 50)}>
          <Input placeholder="Örn. Ziraat Bankası" />
        </OptionalItem>
      )}
      {kind !== 'Cash' && (
        <Form.Item
          label="IBAN"
          name="iban"
          required={kind === 'Bank'}
          rules={[
            ...rules.optional(ibanRule),
            {
              validator: async (_, value: unknown) => {
                if (kind === 'Bank' && !String(value ?? '').trim()) throw new Error(IBAN_REQUIRED_MESSAGE);
              },
            },
          ]}
          validateTrigger={triggerFor('text')}
        >
          <Input placeholder="TR00 0000 0000 0000 0000 0000 00" />
        </Form.Item>
      )}
      {!id && (
        <Space.Compact block>
          <Form.Item
            label="Açılış Bakiyesi"
            name="openingBalance"
            rules={optionalMoney('Açılış Bakiyesi')}
            validateTrigger={triggerFor('text')}
            extra="Kasa açılış bakiyesi hareketiyle başlar; bakiye elle değiştirilemez."
          >
            <MoneyInput />
          </Form.Item>
          <Form.Item
            label="Açılış Tarihi"
            name="openingDate"
            validateTrigger={triggerFor('date')}
            style={{ marginInlineStart: 16 }}
          >
            <DatePicker format="DD.MM.YYYY" />
          </Form.Item>
        </Space.Compact>
      )}
      <ActiveItem />
    </FormPage>
  );
};
