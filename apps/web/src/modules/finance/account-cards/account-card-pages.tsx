import { formatMoney } from '@panel/shared/common/money';
import { ACCOUNT_CARD_SORTS, type TAccountCard } from '@panel/shared/finance/contracts';
import { ACCOUNT_CARD_KINDS, type AccountCardKind, accountCardKindLabels } from '@panel/shared/finance/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { emailRule, ibanRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Form, Input, Select, Space } from 'antd';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { OptionalItem, SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { ListPage } from '../../../components/list-page';
import { ActiveItem } from '../../../components/managed-pages';
import { useDelete, useRecord } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';
import { useListFilter, withCurrent } from '../../education/education-options';
import { ACCOUNT_CARD, ACCOUNT_CARD_TYPE, useNamedOptions } from '../finance.api';

type AccountCardRow = TAccountCard;
type Values = Omit<AccountCardRow, 'id' | 'accountCardTypeName' | 'balance'>;

const KIND_OPTIONS = optionsOf(ACCOUNT_CARD_KINDS, accountCardKindLabels);
const taxNumberRule = (v: unknown) =>
  /^\d{10,11}$/.test(String(v).trim()) ? null : 'Vergi Numarası 10 ya da 11 haneli olmalıdır!';

export const AccountCardListPage = () => {
  const remove = useDelete(ACCOUNT_CARD);
  const canManage = useCan(ACTIONS.finance.definitions);
  const types = useNamedOptions(ACCOUNT_CARD_TYPE);
  const [accountCardTypeId, setType] = useListFilter<string>('accountCardTypeId');
  const [kind, setKind] = useListFilter<AccountCardKind>('kind');
  return (
    <ListPage<AccountCardRow>
      title="Cari Kartlar"
      endpoint={ACCOUNT_CARD}
      searchPlaceholder="Ad, vergi no veya telefon ara"
      emptyText="Henüz cari kart yok."
      addPath={canManage ? '/finance/account-card/add' : undefined}
      addLabel="Yeni Cari Kart"
      filters={{ accountCardTypeId, kind }}
      toolbar={
        <>
          <FilterSelect
            label="Cari Kart Türü"
            placeholder="Tüm türler"
            options={types}
            value={accountCardTypeId}
            onChange={setType}
          />
          <FilterSelect
            label="Cari Türü"
            placeholder="Tedarikçi ve diğer"
            options={KIND_OPTIONS}
            value={kind}
            onChange={setKind}
          />
        </>
      }
      columns={[
        { title: 'Cari', dataIndex: 'name', ...sortable(ACCOUNT_CARD_SORTS, 'name') },
        { title: 'Tür', dataIndex: 'kind', render: (v: AccountCardKind) => accountCardKindLabels[v] },
        { title: 'Cari Kart Türü', dataIndex: 'accountCardTypeName' },
        { title: 'Vergi No', dataIndex: 'taxNumber' },
        { title: 'Telefon', dataIndex: 'phone' },
        {
          title: 'Bakiye',
          dataIndex: 'balance',
          align: 'right',
          render: (v: number) =>
            v < 0 ? `${formatMoney(-v)} borç` : v > 0 ? `${formatMoney(v)} alacak` : formatMoney(0),
        },
        activeColumn(),
        rowActions({
          canManage,
          editPath: (r) => `/finance/account-card/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

export const AccountCardFormPage = () => {
  const { account_card_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const record = useRecord<AccountCardRow>(`${ACCOUNT_CARD}/{id}`, id).data;
  const types = withCurrent(
    useNamedOptions(ACCOUNT_CARD_TYPE),
    record?.accountCardTypeId,
    record?.accountCardTypeName,
  );
  return (
    <FormPage<Values, AccountCardRow>
      title={id ? 'Cari Kartı Düzenle' : 'Yeni Cari Kart'}
      endpoint={ACCOUNT_CARD}
      record={`${ACCOUNT_CARD}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true, kind: 'Supplier' }}
      backTo="/finance/account-card"
    >
      <TextItem label="Cari Adı" name="name" max={100}>
        <Input autoFocus placeholder="Örn. Işık Kırtasiye Ltd. Şti." />
      </TextItem>
      <Space.Compact block>
        <SelectItem label="Cari Türü" name="kind" style={{ flex: 1 }}>
          <Select options={KIND_OPTIONS} placeholder="Seçiniz" />
        </SelectItem>
        <Form.Item label="Cari Kart Türü" name="accountCardTypeId" style={{ flex: 1, marginInlineStart: 16 }}>
          <SearchSelect options={types} allowClear />
        </Form.Item>
      </Space.Compact>
      <Space.Compact block>
        <OptionalItem
          label="Vergi Dairesi"
          name="taxOffice"
          rule={textRule('Vergi Dairesi', 50)}
          style={{ flex: 1 }}
        >
          <Input />
        </OptionalItem>
        <OptionalItem
          label="Vergi / T.C. Kimlik No"
          name="taxNumber"
          rule={taxNumberRule}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input inputMode="numeric" maxLength={11} />
        </OptionalItem>
      </Space.Compact>
      <Space.Compact block>
        <OptionalItem label="Telefon" name="phone" rule={phoneRule} style={{ flex: 1 }}>
          <Input placeholder="5XX XXX XX XX" />
        </OptionalItem>
        <OptionalItem
          label="E-posta"
          name="email"
          rule={emailRule}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input />
        </OptionalItem>
      </Space.Compact>
      <OptionalItem label="IBAN" name="iban" rule={ibanRule}>
        <Input placeholder="TR00 0000 0000 0000 0000 0000 00" />
      </OptionalItem>
      <OptionalItem label="Adres" name="address" rule={textRule('Adres', 200)}>
        <Input.TextArea rows={2} />
      </OptionalItem>
      <ActiveItem />
    </FormPage>
  );
};
