import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlainGetPath } from '../api/api-paths';
import { usePagedList } from './resource-api';
import { SearchInput } from './search-input';
import { type ListParams, useListParams } from './use-list-params';

type Props<T> = {
  title: string;
  endpoint: PlainGetPath;
  columns: TableColumnsType<T>;
  searchPlaceholder: string;
  emptyText: string;
  addPath?: string;
  addLabel?: string;
  /** Extra query values (a filter chosen above the table). */
  filters?: Record<string, unknown>;
  toolbar?: ReactNode;
  rowKey?: keyof T & string;
  /** Checkboxes for screens that act on many rows at once. */
  rowSelection?: TableProps<T>['rowSelection'];
};

/** A searchable, server-paged list with its state in the URL: every list screen's frame. */
export const ListPage = <T extends object>(props: Props<T>) => {
  const [params, setParams] = useListParams();
  const { data, isFetching } = usePagedList<T>(props.endpoint, { ...params, ...props.filters });
  return (
    <>
      <div className="page-title-row">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.addPath && (
          <Link to={props.addPath}>
            <Button type="primary" icon={<PlusOutlined />}>
              {props.addLabel ?? 'Yeni Kayıt'}
            </Button>
          </Link>
        )}
      </div>
      <Card>
        <Space wrap style={{ marginBottom: 16 }}>
          <SearchInput
            value={params._searchTerm}
            onSearch={(term) => setParams({ _searchTerm: term })}
            placeholder={props.searchPlaceholder}
          />
          {props.toolbar}
        </Space>
        <Table<T>
          rowKey={props.rowKey ?? ('id' as keyof T & string)}
          size="middle"
          loading={isFetching}
          dataSource={data?._data ?? []}
          columns={props.columns}
          rowSelection={props.rowSelection}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: params._searchTerm ? 'Aramanıza uygun kayıt bulunamadı.' : props.emptyText }}
          pagination={paginationOf(params, data?._totalData ?? 0, setParams)}
        />
      </Card>
    </>
  );
};

export const paginationOf = (
  params: ListParams,
  total: number,
  setParams: (next: Partial<ListParams>) => void,
) => ({
  current: params._pageNumber,
  pageSize: params._pageSize,
  total,
  showSizeChanger: true,
  showTotal: (n: number) => `Toplam ${n} kayıt`,
  onChange: (page: number, size: number) =>
    setParams({ _pageNumber: size === params._pageSize ? page : 1, _pageSize: size }),
});
