import { formatMoney, moneyInputText } from '@panel/shared/common/money';
import { SERVICE_PRICE_SORTS, type TServicePriceRecord } from '@panel/shared/education/contracts';
import { type OrderItemKind, orderItemKindLabels } from '@panel/shared/education/enums';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Space } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { SelectItem } from '../../../components/form-items';
import { rules, triggerFor } from '../../../components/form-rules';
import { ManagedFormPage, ManagedListPage } from '../../../components/managed-pages';
import { useOptions, useRecord } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { sortable } from '../../../components/sortable-column';
import { useBranchListFilter, useSemesterListFilter } from '../education-filters';
import { useBranchOptions, useSemesterOptions, withCurrent } from '../education-options';

type ServicePriceRow = TServicePriceRecord;
/** The price as typed, in lira (`1250,50`); the server turns it into kuruş. */
type Values = { serviceId: string; semesterId: string; branchId: string; price: string };
type ServiceOption = { id: string; name: string; itemKind: OrderItemKind };

const SERVICE_PRICE = 'education/service-price';

export const ServicePriceListPage = () => {
  const semester = useSemesterListFilter();
  const branch = useBranchListFilter();
  return (
    <ManagedListPage<ServicePriceRow>
      title="Hizmet Fiyatları"
      endpoint={SERVICE_PRICE}
      manage={ACTIONS.education.servicesManage}
      searchPlaceholder="Hizmet veya şube ara"
      emptyText="Henüz hizmet fiyatı yok. Her hizmetin fiyatı dönem ve şube için ayrı belirlenir."
      addLabel="Yeni Fiyat"
      filters={{ semesterId: semester.semesterId, branchId: branch.branchId }}
      toolbar={
        <>
          {semester.select}
          {branch.select}
        </>
      }
      columns={[
        { title: 'Hizmet', dataIndex: 'serviceName' },
        { title: 'Hizmet Türü', dataIndex: 'itemKind', render: (v: OrderItemKind) => orderItemKindLabels[v] },
        { title: 'Dönem', dataIndex: 'semesterName' },
        { title: 'Şube', dataIndex: 'branchName' },
        {
          title: 'Fiyat',
          dataIndex: 'price',
          ...sortable(SERVICE_PRICE_SORTS, 'price'),
          align: 'right',
          render: (v: number) => formatMoney(v),
        },
        { title: 'KDV Oranı', dataIndex: 'vatRate', align: 'right', render: (v: number) => `%${v}` },
      ]}
    />
  );
};

const toValues = (r: ServicePriceRow): Values => ({
  serviceId: r.serviceId,
  semesterId: r.semesterId,
  branchId: r.branchId,
  price: moneyInputText(r.price),
});

export const ServicePriceFormPage = () => {
  const { service_price_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const branches = useBranchOptions();
  const semesters = useSemesterOptions();
  const services = useOptions<ServiceOption>('education/service/list').data;
  const record = useRecord<ServicePriceRow>(`${SERVICE_PRICE}/{id}`, id).data;
  const serviceOptions = useMemo(
    () =>
      withCurrent(
        (services ?? []).map((s) => ({
          value: s.id,
          label: `${s.name} (${orderItemKindLabels[s.itemKind]})`,
        })),
        record?.serviceId,
        record?.serviceName,
      ),
    [services, record],
  );
  return (
    <ManagedFormPage<Values, ServicePriceRow>
      title={id ? 'Hizmet Fiyatını Düzenle' : 'Yeni Hizmet Fiyatı'}
      endpoint={SERVICE_PRICE}
      id={id}
      form={form}
      toValues={toValues}
    >
      <SelectItem label="Hizmet" name="serviceId">
        <SearchSelect options={serviceOptions} autoFocus />
      </SelectItem>
      <Space.Compact block>
        <SelectItem label="Dönem" name="semesterId" style={{ flex: 1 }}>
          <SearchSelect options={semesters} />
        </SelectItem>
        <SelectItem label="Şube" name="branchId" style={{ flex: 1, marginInlineStart: 16 }}>
          <SearchSelect options={branches} />
        </SelectItem>
      </Space.Compact>
      <Form.Item label="Fiyat" name="price" rules={rules.money('Fiyat')} validateTrigger={triggerFor('text')}>
        <Input inputMode="decimal" placeholder="0,00" suffix="₺" style={{ width: 200 }} />
      </Form.Item>
    </ManagedFormPage>
  );
};
