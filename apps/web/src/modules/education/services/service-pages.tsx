import { SERVICE_SORTS, type TServiceRecord } from '@panel/shared/education/contracts';
import {
  ORDER_ITEM_KINDS,
  type OrderItemKind,
  orderItemKindLabels,
  VAT_RATES,
} from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Select, Space } from 'antd';
import { useParams } from 'react-router';
import { optionsOf } from '../../../components/enum-options';
import { FilterSelect } from '../../../components/filter-select';
import { SelectItem, TextItem } from '../../../components/form-items';
import { ActiveItem, ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { sortable } from '../../../components/sortable-column';
import { activeColumn } from '../../../components/table-columns';
import { useListFilter } from '../education-options';

export type VatRate = (typeof VAT_RATES)[number];
export type ServiceRow = TServiceRecord;
type Values = Omit<ServiceRow, 'id'>;

const SERVICE = 'education/service';

const ITEM_KIND_OPTIONS = optionsOf(ORDER_ITEM_KINDS, orderItemKindLabels);
const VAT_OPTIONS = VAT_RATES.map((r) => ({ value: r, label: `%${r}` }));

export const ServiceListPage = () => {
  const [itemKind, setItemKind] = useListFilter<OrderItemKind>('itemKind');
  return (
    <ManagedListPage<ServiceRow>
      title="Hizmetler"
      endpoint={SERVICE}
      manage={ACTIONS.education.servicesManage}
      affects={['education/service-price']}
      searchPlaceholder="Hizmet adı ara"
      emptyText="Henüz hizmet yok. Eğitim, yemek, servis gibi satılan hizmetleri buradan ekleyin."
      addLabel="Yeni Hizmet"
      filters={{ itemKind }}
      toolbar={
        <FilterSelect
          label="Hizmet Türü"
          placeholder="Tüm hizmet türleri"
          options={ITEM_KIND_OPTIONS}
          value={itemKind}
          onChange={setItemKind}
        />
      }
      columns={[
        { title: 'Hizmet', dataIndex: 'name', ...sortable(SERVICE_SORTS, 'name') },
        { title: 'Hizmet Türü', dataIndex: 'itemKind', render: (v: OrderItemKind) => orderItemKindLabels[v] },
        { title: 'KDV Oranı', dataIndex: 'vatRate', align: 'right', render: (v: number) => `%${v}` },
        activeColumn(),
      ]}
    />
  );
};

export const ServiceFormPage = () => {
  const { service_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <ManagedFormPage<Values, ServiceRow>
      title={id ? 'Hizmeti Düzenle' : 'Yeni Hizmet'}
      endpoint={SERVICE}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      affects={['education/service-price']}
    >
      <TextItem label="Hizmet Adı" name="name" max={100}>
        <Input autoFocus />
      </TextItem>
      <Space.Compact block>
        <SelectItem label="Hizmet Türü" name="itemKind" style={{ flex: 1 }}>
          <Select options={ITEM_KIND_OPTIONS} placeholder="Seçiniz" />
        </SelectItem>
        <SelectItem label="KDV Oranı" name="vatRate" style={{ flex: 1, marginInlineStart: 16 }}>
          <Select options={VAT_OPTIONS} placeholder="Seçiniz" />
        </SelectItem>
      </Space.Compact>
      <ActiveItem />
    </ManagedFormPage>
  );
};
