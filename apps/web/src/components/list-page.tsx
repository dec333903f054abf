import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { PagedPathOf } from '../api/api-paths';
import { useSessionToken } from '../app/auth/session';
import { readClaims } from '../app/auth/token-claims';
import { ColumnChooser, choosable, columnIdOf, useHiddenColumns } from './column-chooser';
import { usePagedList } from './resource-api';
import { SearchInput } from './search-input';
import { type ListParams, type ListSort, useListParams } from './use-list-params';

type Props<T> = {
  title: string;
  endpoint: PagedPathOf<T>;
  /**
   * A column with `sorter: true` sorts on the server by its `key`, which must be one of the
   * endpoint's `_sort` values; the sort is kept in the URL with the filters.
   */
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
  /**
   * The actions on the rows the user ticked (across pages), shown above the table once any
   * is ticked; `clear` empties the selection after an action.
   */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** Names the list in the remembered column choice; the endpoint unless two lists share it. */
  listId?: string;
};

/** The server sort keys the columns offer (`sorter: true` with a `key`). */
const sortKeysOf = <T,>(columns: TableColumnsType<T>): string[] =>
  columns.flatMap((c) => (c.sorter === true && c.key !== undefined ? [String(c.key)] : []));

/** What the table reports on a sort click, as the URL keeps it. */
export const sortFromTable = <T,>(sorter: SorterResult<T> | SorterResult<T>[]): ListSort => {
  const one = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!one?.order || one.columnKey === undefined) return { _sort: undefined, _order: undefined };
  return { _sort: String(one.columnKey), _order: one.order === 'descend' ? 'desc' : 'asc' };
};

/** The URL's sort if the columns offer it: what the table sends, and an Excel of the same view. */
export const shownSort = <T,>(columns: TableColumnsType<T>, params: ListSort): ListSort => {
  const sort = params._sort && sortKeysOf(columns).includes(params._sort) ? params._sort : undefined;
  return { _sort: sort, _order: sort ? params._order : undefined };
};

/**
 * A table sorted on the server: the query to send (a sort the columns do not offer, from a
 * stale or hand-edited link, is dropped: the API would refuse it), the columns showing the
 * sort, and the table's change handler that keeps the sort in the URL.
 */
export const serverSort = <T, P extends ListSort>(
  columns: TableColumnsType<T>,
  params: P,
  setParams: (next: ListSort) => void,
) => {
  const { _sort: sort } = shownSort(columns, params);
  const sortOrderOf = (key: string): SortOrder =>
    sort === key ? (params._order === 'desc' ? 'descend' : 'ascend') : null;
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') setParams(sortFromTable(sorter));
  };
  return {
    query: { ...params, _sort: sort, _order: sort ? params._order : undefined },
    columns: columns.map((c) =>
      c.sorter === true && c.key !== undefined
        ? {
            ...c,
            sortOrder: sortOrderOf(String(c.key)),
            sortDirections: ['ascend' as const, 'descend' as const],
          }
        : c,
    ),
    onChange,
  };
};

/** The signed-in user's id, read from the token: whose column choice to load. */
const useUserId = (): string => readClaims(useSessionToken())?.sub ?? 'anonymous';

/** Rows ticked on any page, kept with their data so the actions see rows no longer shown. */
const useChosenRows = <T,>(rowKey: keyof T & string) => {
  const [chosen, setChosen] = useState<Map<string, T>>(new Map());
  const clear = useCallback(() => setChosen(new Map()), []);
  const rowSelection: TableProps<T>['rowSelection'] = {
    selectedRowKeys: [...chosen.keys()],
    preserveSelectedRowKeys: true,
    onChange: (keys, rows) =>
      setChosen((prev) => {
        const next = new Map<string, T>();
        for (const key of keys) {
          const id = String(key);
          const row = rows.find((r) => r && String(r[rowKey]) === id) ?? prev.get(id);
          if (row) next.set(id, row);
        }
        return next;
      }),
  };
  return { chosen: [...chosen.values()], clear, rowSelection };
};

/**
 * A searchable, server-paged list with its search, filters, sort and page in the URL, a
 * column chooser remembered per user, and, where the screen offers them, actions on the
 * ticked rows: every list screen's frame.
 */
export const ListPage = <T extends object>(props: Props<T>) => {
  const [params, setParams] = useListParams();
  const rowKey = props.rowKey ?? ('id' as keyof T & string);
  const sorted = serverSort(props.columns, params, setParams);
  const query = { ...sorted.query, ...props.filters };
  const { data, isFetching } = usePagedList<T>(props.endpoint, query);
  const userId = useUserId();
  const [hidden, toggleColumn] = useHiddenColumns(`list-columns:${userId}:${props.listId ?? props.endpoint}`);
  const selection = useChosenRows<T>(rowKey);
  const columns = sorted.columns.filter((c) => !choosable(c) || !hidden.has(columnIdOf(c)));
  const onChange = sorted.onChange;
  const bulk = props.bulkActions && selection.chosen.length > 0;
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
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start', marginBottom: 16 }}>
          <Space wrap style={{ flex: 1 }}>
            <SearchInput
              value={params._searchTerm}
              onSearch={(term) => setParams({ _searchTerm: term })}
              placeholder={props.searchPlaceholder}
            />
            {props.toolbar}
          </Space>
          <ColumnChooser columns={props.columns} hidden={hidden} onToggle={toggleColumn} />
        </div>
        {bulk && (
          <Space wrap role="toolbar" aria-label="Seçili kayıtlar" style={{ marginBottom: 12 }}>
            <Typography.Text strong>{selection.chosen.length} kayıt seçildi</Typography.Text>
            {props.bulkActions!(selection.chosen, selection.clear)}
            <Button type="link" onClick={selection.clear}>
              Seçimi temizle
            </Button>
          </Space>
        )}
        <Table<T>
          rowKey={rowKey}
          size="middle"
          {...pagedTableProps({ data, isFetching }, params, setParams)}
          columns={columns}
          rowSelection={props.bulkActions ? selection.rowSelection : props.rowSelection}
          onChange={onChange}
          showSorterTooltip={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: params._searchTerm ? 'Aramanıza uygun kayıt bulunamadı.' : props.emptyText }}
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

/** A Table of all the given rows on one page, keyed by id. */
export const allRowsTableProps = <T,>(rows: readonly T[] | undefined) => ({
  rowKey: 'id',
  dataSource: rows,
  pagination: false as const,
});

/** A Table's rows and loading state from one query that returns the whole list: keyed by id, no pager. */
export const unpagedTableProps = <T,>(query: { data?: T[]; isFetching: boolean }) => ({
  ...allRowsTableProps(query.data ?? []),
  loading: query.isFetching,
});

/** A Table's rows, loading state and pager from one paged query, its page kept in the list params. */
export const pagedTableProps = <T,>(
  query: { data?: { _data: T[]; _totalData: number }; isFetching: boolean },
  params: ListParams,
  setParams: (next: Partial<ListParams>) => void,
) => ({
  loading: query.isFetching,
  dataSource: query.data?._data ?? [],
  pagination: paginationOf(params, query.data?._totalData ?? 0, setParams),
});
