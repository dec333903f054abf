import { EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { BRANCH_SORTS, type TBranch } from '@panel/shared/administration/contracts';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { emailRule, phoneRule, textRule } from '@panel/shared/validation/rules';
import { Button, Form, Input, Select, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { SelectItem, TextItem } from '../../../components/form-items';
import { FormPage } from '../../../components/form-page';
import { rules } from '../../../components/form-rules';
import { ListPage } from '../../../components/list-page';
import { PhoneInput } from '../../../components/phone-input';
import { useDelete, useOptions } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { useBusinessOptions } from '../corporates/corporate-pages';

/** A branch as the API answers it (list and detail). */
export type BranchRow = TBranch;

type Variant = 'admin' | 'general';
const endpointOf = (v: Variant) => `${v}/branch` as const;

/** The license's end, red once it has passed (the branch is then read-only). */
export const LicenseTag = ({ endsOn }: { endsOn: string | null }) => {
  if (!endsOn) return <Tag color="red">Lisans yok</Tag>;
  return endsOn < todayInIstanbul() ? (
    <Tag color="red">{formatDay(endsOn)} (sona erdi)</Tag>
  ) : (
    <Tag color="green">{formatDay(endsOn)}</Tag>
  );
};

export const BranchListPage = ({ variant }: { variant: Variant }) => {
  const endpoint = endpointOf(variant);
  // Only the provider deletes a branch (the API has no general/branch/delete).
  const remove = useDelete('admin/branch', ['general/branch']);
  const canEdit = useCan(ACTIONS.general.branchesManage) || variant === 'admin';
  const businesses = useBusinessOptions(variant === 'admin');
  const [businessId, setBusinessId] = useState<string | undefined>();
  const formPath = (id: string) => `/${variant}/branch/form/${id}`;
  return (
    <ListPage<BranchRow>
      title="Şubeler"
      endpoint={endpoint}
      searchPlaceholder="Şube adı ara"
      emptyText="Henüz şube yok."
      addPath={variant === 'admin' ? '/admin/branch/form/add' : undefined}
      addLabel="Yeni Şube"
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
        { title: 'Şube', dataIndex: 'name', ...sortable(BRANCH_SORTS, 'name') },
        ...(variant === 'admin'
          ? [{ title: 'Kurum', dataIndex: 'businessName', ...sortable(BRANCH_SORTS, 'business') }]
          : []),
        { title: 'Fatura Şirketi', dataIndex: 'corporateTitle', render: (v: string | null) => v ?? '-' },
        {
          title: 'İl / İlçe',
          key: 'place',
          render: (_, r) => [r.city, r.district].filter(Boolean).join(' / ') || '-',
        },
        {
          title: 'Lisans Bitişi',
          dataIndex: 'licenseEndsOn',
          render: (v: string | null) => <LicenseTag endsOn={v} />,
        },
        {
          title: 'Durum',
          dataIndex: 'isActive',
          render: (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>),
        },
        {
          title: '',
          key: 'actions',
          align: 'right',
          render: (_, r) => (
            <Space>
              {canEdit && (
                <Link to={formPath(r.id)}>
                  <Button size="small" icon={<EditOutlined />}>
                    Düzenle
                  </Button>
                </Link>
              )}
              {variant === 'admin' && (
                <>
                  <Link to={`/admin/branch/${r.id}/license`}>
                    <Button size="small" icon={<SafetyCertificateOutlined />}>
                      Lisanslar
                    </Button>
                  </Link>
                  <ConfirmDelete onConfirm={() => remove.mutateAsync(r.id)} />
                </>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
};

type Values = Omit<BranchRow, 'id' | 'businessName' | 'corporateTitle' | 'licenseEndsOn'>;

export const BranchFormPage = ({ variant }: { variant: Variant }) => {
  const { id: rawId } = useParams();
  const id = rawId === 'add' ? undefined : rawId;
  const [form] = Form.useForm<Values>();
  const businesses = useBusinessOptions(variant === 'admin' && !id);
  const businessId = Form.useWatch('businessId', form);
  const corporates = useOptions<{ id: string; title: string }>(
    `${variant}/corporate/list`,
    variant === 'admin' ? { businessId } : undefined,
    variant === 'general' || !!businessId,
  ).data;
  return (
    <FormPage<Values, BranchRow>
      title={id ? 'Şubeyi Düzenle' : 'Yeni Şube'}
      endpoint={endpointOf(variant)}
      record={`${endpointOf(variant)}/{id}`}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
      backTo={`/${variant}/branch`}
    >
      {variant === 'admin' && !id && (
        <SelectItem label="Kurum" name="businessId">
          <Select options={businesses} placeholder="Seçiniz" showSearch optionFilterProp="label" />
        </SelectItem>
      )}
      {/* Kept in the form when editing so the corporate list knows the business. */}
      {variant === 'admin' && id && (
        <Form.Item name="businessId" hidden>
          <Input />
        </Form.Item>
      )}
      <TextItem label="Şube Adı" name="name" max={100}>
        <Input autoFocus />
      </TextItem>
      <Form.Item label="Fatura Şirketi" name="corporateId">
        <Select
          allowClear
          placeholder="Seçiniz"
          options={(corporates ?? []).map((c) => ({ value: c.id, label: c.title }))}
        />
      </Form.Item>
      <Form.Item label="Telefon" name="phone" rules={rules.optional(phoneRule)} validateTrigger="onBlur">
        <PhoneInput />
      </Form.Item>
      <Form.Item label="E-posta" name="email" rules={rules.optional(emailRule)} validateTrigger="onBlur">
        <Input inputMode="email" />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          label="İl"
          name="city"
          rules={rules.optional(textRule('İl', 50))}
          validateTrigger="onBlur"
          style={{ flex: 1 }}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label="İlçe"
          name="district"
          rules={rules.optional(textRule('İlçe', 50))}
          validateTrigger="onBlur"
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input />
        </Form.Item>
      </Space.Compact>
      <Form.Item
        label="Adres"
        name="address"
        rules={rules.optional(textRule('Adres', 200))}
        validateTrigger="onBlur"
      >
        <Input.TextArea rows={2} />
      </Form.Item>
      {variant === 'admin' && (
        <Form.Item label="Aktif" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormPage>
  );
};

export const AdminBranchListPage = () => <BranchListPage variant="admin" />;
export const AdminBranchFormPage = () => <BranchFormPage variant="admin" />;
export const GeneralBranchListPage = () => <BranchListPage variant="general" />;
export const GeneralBranchFormPage = () => <BranchFormPage variant="general" />;
