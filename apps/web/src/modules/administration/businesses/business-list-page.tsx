import { BUSINESS_SORTS, type TBusiness } from '@panel/shared/administration/contracts';
import { type InstitutionType, institutionTypeLabels } from '@panel/shared/administration/enums';
import { ListPage } from '../../../components/list-page';
import { useDelete } from '../../../components/resource-api';
import { sortable } from '../../../components/sortable-column';
import { activeColumn, rowActions } from '../../../components/table-columns';

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
        activeColumn(),
        rowActions({
          canManage: true,
          editPath: (r) => `/admin/business/${r.id}/edit`,
          onDelete: (r) => remove.mutateAsync(r.id),
        }),
      ]}
    />
  );
};
