import type { TableColumnsType } from 'antd';
import type { ExcelListPath } from '../api/api-paths';
import { shownSort } from './list-page';
import { ReportActions } from './report-actions';
import { useListParams } from './use-list-params';

/**
 * A list's print and Excel actions: the Excel file is `{endpoint}/excel` with the list's
 * filters, its search and, given the list's `columns`, its server sort, so it holds the rows
 * the list shows in the order it shows them.
 */
export const ListReportActions = <T,>({
  endpoint,
  filters,
  fileName,
  columns = [],
}: {
  endpoint: ExcelListPath;
  filters: Record<string, unknown>;
  fileName: string;
  columns?: TableColumnsType<T>;
}) => {
  const [params] = useListParams();
  return (
    <ReportActions
      excel={{
        endpoint: `${endpoint}/excel`,
        init: { query: { ...filters, ...shownSort(columns, params), _searchTerm: params._searchTerm } },
        fileName,
      }}
    />
  );
};
