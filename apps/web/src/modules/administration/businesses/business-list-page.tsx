import { EditOutlined } from '@ant-design/icons';
import { BUSINESS_SORTS, type TBusiness } from '@panel/shared/administration/contracts';
import { type InstitutionType, institutionTypeLabels } from '@panel/shared/administration/enums';
import { Button, Space, Tag } from 'antd';
import { Link } from 'react-router';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';

/** A business card as the API answers it (list, detail and the own card). */
export type BusinessRow = TBusiness;

export const BUSINESS_ENDPOINT = 'admin/business';

export const BusinessListPage = () => {
  const remove = useDelete(BUSINESS_ENDPOINT);
  return (
    <ListPage<BusinessRow>
      title="Kurumlar"
      endpoint={BUSINESS_ENDPOINT}
      searchPlaceholder="Kurum adı ara"
      emptyText="Henüz kurum yok."
      addPath="/admin/business/add"
      addLabel="Yeni Kurum"
      columns={[
        { title: 'Kurum Adı', dataIndex: 'name', ...sortable(BUSINESS_SORTS, 'name') },
        {
          title: 'Kurum Türü',
          dataIndex: 'institutionType',
          render: (v: InstitutionType) => institutionTypeLabels[v],
        },
        { title: 'Telefon', dataIndex: 'phone', render: (v: string | null) => v ?? '-' },
        { title: 'E-posta', dataIndex: 'email', render: (v: string | null) => v ?? '-' },
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
              <Link to={`/admin/business/${r.id}/edit`}>
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
