import { CORPORATE_SORTS, type TCorporate, taxNumberRule } from '@panel/shared/administration/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { SelectItem, TextItem } from '../../../components/form-items';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { ActiveItem, ManagedFormPage } from '../../../components/managed-pages';
import { useDelete, useOptions } from '../../../components/resource-api';
import { SearchSelect } from '../../../components/search-select';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';

/** A corporate as the API answers it (list and detail). */
export type CorporateRow = TCorporate;

type Variant = 'admin' | 'general';
const endpointOf = (v: Variant) => `${v}/corporate` as const;
const basePath = (v: Variant) => `/${v}/corporate`;

/** Businesses for the admin's selects. */
export const useBusinessOptions = (enabled: boolean) =>
  useOptions<{ id: string; name: string }>('admin/business/list', undefined, enabled).data?.map((b) => ({
    value: b.id,
    label: b.name,
  })) ?? [];

/** The provider's filter above a list of many businesses' records; empty shows them all. */
export const BusinessFilter = (props: {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) => {
  const businesses = useBusinessOptions(true);
  return (
    <Select
      allowClear
      placeholder="Tüm kurumlar"
      style={{ width: 240 }}
      options={businesses}
      value={props.value}
      onChange={props.onChange}
      aria-label="Kurum"
    />
  );
};

/** The provider's choice of the business a new record belongs to (an edited one keeps its own). */
export const BusinessItem = () => {
  const businesses = useBusinessOptions(true);
  return (
    <SelectItem label="Kurum" name="businessId">
      <SearchSelect options={businesses} />
    </SelectItem>
  );
};

export const CorporateListPage = ({ variant }: { variant: Variant }) => {
  const endpoint = endpointOf(variant);
  const remove = useDelete(endpoint);
  const canManage = useCan(ACTIONS.general.corporatesManage) || variant === 'admin';
  const [businessId, setBusinessId] = useState<string | undefined>();
  return (
    <ListPage<CorporateRow>
      title="Şirketler"
      endpoint={endpoint}
      searchPlaceholder="Ünvan ara"
      emptyText="Henüz şirket yok."
      addPath={canManage ? `${basePath(variant)}/add` : undefined}
      addLabel="Yeni Şirket"
      filters={{ businessId }}
      toolbar={variant === 'admin' && <BusinessFilter value={businessId} onChange={setBusinessId} />}
      columns={[
        { title: 'Ünvan', dataIndex: 'title', ...sortable(CORPORATE_SORTS, 'title') },
        ...(variant === 'admin'
          ? [{ title: 'Kurum', dataIndex: 'businessName', ...sortable(CORPORATE_SORTS, 'business') }]
          : []),
        {
          title: 'Vergi Dairesi / No',
          ...sortable(CORPORATE_SORTS, 'taxNumber'),
          render: (_, r) => `${r.taxOffice} / ${r.taxNumber}`,
        },
        { title: 'IBAN', dataIndex: 'iban' },
        activeColumn(),
        rowActions({
          canManage,
          editPath: (r) => `${basePath(variant)}/${r.id}/edit`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};

type Values = Omit<CorporateRow, 'id' | 'businessName'>;

export const CorporateFormPage = ({ variant }: { variant: Variant }) => {
  const { corporation_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  return (
    <ManagedFormPage<Values, CorporateRow>
      title={id ? 'Şirketi Düzenle' : 'Yeni Şirket'}
      endpoint={endpointOf(variant)}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      {variant === 'admin' && !id && <BusinessItem />}
      <TextItem label="Ünvan" name="title" max={200}>
        <Input autoFocus />
      </TextItem>
      <Space.Compact block>
        <TextItem label="Vergi Dairesi" name="taxOffice" max={50} style={{ flex: 1 }}>
          <Input />
        </TextItem>
        <Form.Item
          label="Vergi / T.C Kimlik Numarası"
          name="taxNumber"
          rules={[
            {
              required: true,
              validator: async (_, v) => {
                const m = taxNumberRule(v);
                if (m) throw new Error(m);
              },
            },
          ]}
          validateTrigger="onBlur"
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
      </Space.Compact>
      <Form.Item label="Mersis Numarası" name="mersisNumber" rules={rules.mersis()} validateTrigger="onBlur">
        <Input inputMode="numeric" maxLength={16} />
      </Form.Item>
      <Form.Item label="IBAN" name="iban" rules={rules.iban()} validateTrigger="onBlur">
        <Input placeholder="TR00 0000 0000 0000 0000 0000 00" />
      </Form.Item>
      <TextItem label="Adres" name="address" max={200}>
        <Input.TextArea rows={2} />
      </TextItem>
      <ActiveItem />
    </ManagedFormPage>
  );
};

export const AdminCorporateListPage = () => <CorporateListPage variant="admin" />;
export const AdminCorporateFormPage = () => <CorporateFormPage variant="admin" />;
export const GeneralCorporateListPage = () => <CorporateListPage variant="general" />;
export const GeneralCorporateFormPage = () => <CorporateFormPage variant="general" />;
