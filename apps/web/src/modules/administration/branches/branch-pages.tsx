import { EditOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { BRANCH_SORTS, type TBranch } from '@panel/shared/administration/contracts';
import { formatDay, todayInIstanbul } from '@panel/shared/common/dates';
import { ACTIONS } from '@panel/shared/permissions/keys';
import { textRule } from '@panel/shared/validation/rules';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../app/auth/use-session-data';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { OptionalItem, TextItem } from '../../../components/form-items';
import { ListPage } from '../../../components/list-page';
import { ActiveItem, ManagedFormPage } from '../../../components/managed-pages';
import { useDelete, useOptions } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { actionsColumn, activeColumn } from '../../../components/table-columns';
import { PhoneEmailItems } from '../contact-items';
import { BusinessFilter, BusinessItem } from '../corporates/corporate-pages';

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
      toolbar={variant === 'admin' && <BusinessFilter value={businessId} onChange={setBusinessId} />}
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
        activeColumn(),
        actionsColumn<BranchRow>((r) => (
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
        )),
      ]}
    />
  );
};

type Values = Omit<BranchRow, 'id' | 'businessName' | 'corporateTitle' | 'licenseEndsOn'>;

export const BranchFormPage = ({ variant }: { variant: Variant }) => {
  const { id: rawId } = useParams();
  const id = rawId === 'add' ? undefined : rawId;
  const [form] = Form.useForm<Values>();
  const businessId = Form.useWatch('businessId', form);
  const corporates = useOptions<{ id: string; title: string }>(
    `${variant}/corporate/list`,
    variant === 'admin' ? { businessId } : undefined,
    variant === 'general' || !!businessId,
  ).data;
  return (
    <ManagedFormPage<Values, BranchRow>
      title={id ? 'Şubeyi Düzenle' : 'Yeni Şube'}
      endpoint={endpointOf(variant)}
      id={id}
      form={form}
      initialValues={{ isActive: true }}
    >
      {variant === 'admin' && !id && <BusinessItem />}
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
      <PhoneEmailItems />
      <Space.Compact block>
        <OptionalItem label="İl" name="city" rule={textRule('İl', 50)} style={{ flex: 1 }}>
          <Input />
        </OptionalItem>
        <OptionalItem
          label="İlçe"
          name="district"
          rule={textRule('İlçe', 50)}
          style={{ flex: 1, marginInlineStart: 16 }}
        >
          <Input />
        </OptionalItem>
      </Space.Compact>
      <OptionalItem label="Adres" name="address" rule={textRule('Adres', 200)}>
        <Input.TextArea rows={2} />
      </OptionalItem>
      {variant === 'admin' && <ActiveItem />}
    </ManagedFormPage>
  );
};

export const AdminBranchListPage = () => <BranchListPage variant="admin" />;
export const AdminBranchFormPage = () => <BranchFormPage variant="admin" />;
export const GeneralBranchListPage = () => <BranchListPage variant="general" />;
export const GeneralBranchFormPage = () => <BranchFormPage variant="general" />;
