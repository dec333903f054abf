import { EditOutlined } from '@ant-design/icons';
import { CORPORATE_SORTS, type TCorporate, taxNumberRule } from '@panel/shared/administration/contracts';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { Button, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { useDelete, useOptions } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';

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

export const CorporateListPage = ({ variant }: { variant: Variant }) => {
  const endpoint = endpointOf(variant);
  const remove = useDelete(endpoint);
  const canManage = useCan(ACTIONS.general.corporatesManage) || variant === 'admin';
  const businesses = useBusinessOptions(variant === 'admin');
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
      toolbar={
        variant === 'admin' && (
          <Select
            allowClear
            placeholder="Tüm kurumlar"
            style={{ width: 240 }}
            options={businesses}
            value={businessId}
            onChange={setBusinessId}
            aria-label="Kurum"
          />
        )
      }
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
        {
          title: 'Durum',
          dataIndex: 'isActive',
          render: (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>),
        },
        {
          title: '',
          key: 'actions',
          align: 'right',
          render: (_, r) =>
            canManage && (
              <Space>
                <Link to={`${basePath(variant)}/${r.id}/edit`}>
                  <Button size="small" icon={<EditOutlined />}>
                    Düzenle
                  </Button>
                </Link>
                <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
              </Space>
            ),
        },
      ]}
    />
  );
};

type Values = Omit<CorporateRow, 'id' | 'businessName'>;

export const CorporateFormPage = ({ variant }: { variant: Variant }) => {
  const { corporation_id: id } = useParams();
  const [form] = Form.useForm<Values>();
  const businesses = useBusinessOptions(variant === 'admin' && !id);
  return (
    <FormPage<Values, CorporateRow>
      title={id ? 'Şirketi Düzenle' : 'Yeni Şirket'}
      endpoint={endpointOf(variant)}
      record={`${endpointOf(variant)}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo={basePath(variant)}
    >
      {variant === 'admin' && !id && (
        <SelectItem label="Kurum" name="businessId">
          <Select options={businesses} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </SelectItem>
      )}
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
      <Form.Item label="Aktif" name="isActive" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormPage>
  );
};

export const AdminCorporateListPage = () => <CorporateListPage variant="admin" />;
export const AdminCorporateFormPage = () => <CorporateFormPage variant="admin" />;
export const GeneralCorporateListPage = () => <CorporateListPage variant="general" />;
export const GeneralCorporateFormPage = () => <CorporateFormPage variant="general" />;
