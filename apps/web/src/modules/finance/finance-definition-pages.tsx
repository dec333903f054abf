import { FINANCE_DEFINITION_SORTS, type TFinanceDefinition } from '@panel/shared/finance/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input } from 'antd';
import { useParams } from 'react-router';
import { TextItem } from '../../components/form-items';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../components/managed-pages';
import { sortable } from '../../components/sortable-column';
import { activeColumn } from '../../components/table-columns';
import { ACCOUNT_CARD_TYPE, EXPENSE_TYPE, REVENUE_TYPE } from './finance.api';

type DefinitionRow = TFinanceDefinition;
type Values = Omit<DefinitionRow, 'id'>;

type Definition = {
  /** Also the screens' path: `/finance/expense-type` lists, `/finance/expense-type/add` adds. */
  endpoint: typeof ACCOUNT_CARD_TYPE | typeof EXPENSE_TYPE | typeof REVENUE_TYPE;
  /** 'Gider Türleri' */
  plural: string;
  /** 'Gider Türü' */
  singular: string;
  /** The route parameter of the edit screen. */
  param: string;
  example: string;
};

/** The list of a business-wide named definition (types of account cards, expenses, revenues). */
const DefinitionListPage = ({ d }: { d: Definition }) => (
  <ManagedListPage<DefinitionRow>
    title={d.plural}
    endpoint={d.endpoint}
    manage={ACTIONS.finance.definitions}
    searchPlaceholder={`${d.singular} ara`}
    emptyText={`Henüz ${d.singular.toLocaleLowerCase('tr')} yok.`}
    addLabel={`Yeni ${d.singular}`}
    columns={[
      { title: `${d.singular} Adı`, dataIndex: 'name', ...sortable(FINANCE_DEFINITION_SORTS, 'name') },
      activeColumn(),
    ]}
  />
);

const DefinitionFormPage = ({ d }: { d: Definition }) => {
  const id = useParams()[d.param];
  const [form] = Form.useForm<Values>();
  const label = `${d.singular} Adı`;
  return (
    <ManagedFormPage<Values, DefinitionRow>
      title={id ? `${d.singular} Düzenle` : `Yeni ${d.singular}`}
      endpoint={d.endpoint}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      <TextItem label={label} name="name" max={50}>
        <Input autoFocus placeholder={`Örn. ${d.example}`} />
      </TextItem>
      <ActiveItem />
    </ManagedFormPage>
  );
};

const ACCOUNT_CARD_TYPES: Definition = {
  endpoint: ACCOUNT_CARD_TYPE,
  plural: 'Cari Kart Türleri',
  singular: 'Cari Kart Türü',
  param: 'account_card_type_id',
  example: 'Tedarikçiler',
};
const EXPENSE_TYPES: Definition = {
  endpoint: EXPENSE_TYPE,
  plural: 'Gider Türleri',
  singular: 'Gider Türü',
  param: 'expense_type_id',
  example: 'Kira',
};
const REVENUE_TYPES: Definition = {
  endpoint: REVENUE_TYPE,
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
