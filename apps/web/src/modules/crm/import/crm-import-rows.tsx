import type { TCrmImportRowOutcome } from '@panel/shared/crm/import';
import { Table, Tag } from 'antd';

const stateOf = (r: TCrmImportRowOutcome) =>
  r.errors.length > 0 ? (
    <Tag color="red">Hatalı</Tag>
  ) : r.customerId ? (
    <Tag color="green">Aktarıldı</Tag>
  ) : r.duplicateOf ? (
    <Tag color="orange">Mükerrer</Tag>
  ) : (
    <Tag>Aktarılabilir</Tag>
  );

/** A sheet's rows with their outcome: errors in Turkish, the duplicate's row or customer. */
export const ImportRowsTable = ({ rows }: { rows: TCrmImportRowOutcome[] }) => (
  <Table<TCrmImportRowOutcome>
    rowKey="row"
    size="small"
    dataSource={rows}
    pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    columns={[
      { title: 'Satır', dataIndex: 'row', width: 70 },
      { title: 'Kayıt', dataIndex: 'label' },
      { title: 'Durum', key: 'state', width: 120, render: (_, r) => stateOf(r) },
      {
        title: 'Açıklama',
        key: 'why',
        render: (_, r) =>
          r.errors.length > 0
            ? r.errors.join(' · ')
            : r.duplicateOf?.row
              ? `Telefon ${r.duplicateOf.row}. satırla aynı.`
              : r.duplicateOf?.customerId
                ? 'Bu telefonla kayıtlı bir müşteri var.'
                : '',
      },
    ]}
  />
);
