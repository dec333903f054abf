import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmDelete } from './confirm-delete';

/** The active / passive column of every list whose records can be made passive. */
export const activeColumn = <T extends { isActive: boolean }>(): ColumnType<T> => ({
  title: 'Durum',
  dataIndex: 'isActive',
  render: (v: boolean) => (v ? <Tag color="green">Aktif</Tag> : <Tag>Pasif</Tag>),
});

/** The unnamed, right-aligned last column that holds a row's buttons. */
export const actionsColumn = <T,>(render: (row: T) => ReactNode): ColumnType<T> => ({
  title: '',
  key: 'actions',
  align: 'right',
  render: (_: unknown, row: T) => render(row),
});

/** Edit and delete at the end of a row, shown only to those who may change the list. */
export const rowActions = <T extends { id: string }>(options: {
  canManage: boolean;
  editPath: (row: T) => string;
  onDelete?: (row: T) => Promise<unknown>;
}): ColumnType<T> =>
  actionsColumn<T>(
    (row) =>
      options.canManage && (
        <Space>
          <Link to={options.editPath(row)}>
            <Button size="small" icon={<EditOutlined />}>
              Düzenle
            </Button>
          </Link>
          {options.onDelete && <ConfirmDelete onConfirm={() => options.onDelete!(row)} />}
        </Space>
      ),
  );
