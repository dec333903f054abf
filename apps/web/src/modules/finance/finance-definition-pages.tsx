import { FINANCE_DEFINITION_SORTS, type TFinanceDefinition } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Switch } from 'antd';
import { useParams } from 'react-router';
import { useCan } from '../../app/auth/use-session-data';
import { TextItem } from '../../components/form-items';
import { FormPage } from '../../components/form-page';
import { ListPage } from '../../components/list-page';
import { useDelete } from '../../components/resource-api';
import { sortable } from '../../components/sortable-column';
import { activeColumn, rowActions } from '../../components/table-columns';
import { ACCOUNT_CARD_TYPE, EXPENSE_TYPE, REVENUE_TYPE } from './finance.api';

type DefinitionRow = TFinanceDefinition;
type Values = Omit<DefinitionRow, 'id'>;

type Definition = {
  endpoint: typeof ACCOUNT_CARD_TYPE | typeof EXPENSE_TYPE | typeof REVENUE_TYPE;
  /** The screen's path: `/finance/expense-type`. */
  path: string;
  /** 'Gider Türleri' */
  plural: string;
  /** 'Gider Türü' */
  singular: string;
  /** The route parameter of the edit screen. */
  param: string;
  example: string;
};

/** The list of a business-wide named definition (types of account cards, expenses, revenues). */
const DefinitionListPage = ({ d }: { d: Definition }) => {
  const remove = useDelete(d.endpoint);
  const canManage = useCan(ACTIONS.finance.definitions);
  return (
    <ListPage<DefinitionRow>
      title={d.plural}
      endpoint={d.endpoint}
      searchPlaceholder={`${d.singular} ara`}
      emptyText={`Henüz ${d.singular.toLocaleLowerCase('tr')} yok.`}
      addPath={canManage ? `${d.path}/add` : undefined}
      addLabel={`Yeni ${d.singular}`}
      columns={[
        { title: `${d.singular} Adı`, dataIndex: 'name', ...sortable(FINANCE_DEFINITION_SORTS, 'name') },
        activeColumn(),
        rowActions({
          canManage,
          editPath: (r) => `${d.path}/${r.id}`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

const DefinitionFormPage = ({ d }: { d: Definition }) => {
  const id = useParams()[d.param];
  const [form] = Form.useForm<Values>();
  const label = `${d.singular} Adı`;
  return (
    <FormPage<Values, DefinitionRow>
      title={id ? `${d.singular} Düzenle` : `Yeni ${d.singular}`}
      endpoint={d.endpoint}
      record={`${d.endpoint}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo={d.path}
    >
      <TextItem label={label} name="name" max={50}>
        <Input autoFocus placeholder={`Örn. ${d.example}`} />
      </TextItem>
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};

const ACCOUNT_CARD_TYPES: Definition = {
  endpoint: ACCOUNT_CARD_TYPE,
  path: '/finance/account-card-type',
  plural: 'Cari Kart Türleri',
  singular: 'Cari Kart Türü',
  param: 'account_card_type_id',
  example: 'Tedarikçiler',
};
const EXPENSE_TYPES: Definition = {
  endpoint: EXPENSE_TYPE,
  path: '/finance/expense-type',
  plural: 'Gider Türleri',
  singular: 'Gider Türü',
  param: 'expense_type_id',
  example: 'Kira',
};
const REVENUE_TYPES: Definition = {
  endpoint: REVENUE_TYPE,
  path: '/finance/revenue-type',
  plural: 'Gelir Türleri',
  singular: 'Gelir Türü',
  param: 'revenue_type_id',
  example: 'Kantin Kirası',
};

export const AccountCardTypeListPage = () => <DefinitionListPage d={ACCOUNT_CARD_TYPES} />;
export const AccountCardTypeFormPage = () => <DefinitionFormPage d={ACCOUNT_CARD_TYPES} />;
export const ExpenseTypeListPage = () => <DefinitionListPage d={EXPENSE_TYPES} />;
export const ExpenseTypeFormPage = () => <DefinitionFormPage d={EXPENSE_TYPES} />;
export const RevenueTypeListPage = () => <DefinitionListPage d={REVENUE_TYPES} />;
export const RevenueTypeFormPage = () => <DefinitionFormPage d={REVENUE_TYPES} />;
