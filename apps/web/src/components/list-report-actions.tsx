import type { ExcelListPath } from '../api/api-paths';
import { ReportActions } from './report-actions';
import { useListParams } from './use-list-params';

/**
 * A list's print and Excel actions: the Excel file is `{endpoint}/excel` with the list's
 * filters and its search, so it holds the rows the list shows.
 */
export const ListReportActions = ({
  endpoint,
  filters,
  fileName,
}: {
  endpoint: ExcelListPath;
  filters: Record<string, unknown>;
  fileName: string;
}) => {
  const [params] = useListParams();
  return (
    <ReportActions
      excel={{
        endpoint: `${endpoint}/excel`,
        init: { query: { ...filters, _searchTerm: params._searchTerm } },
        fileName,
      }}
    />
  );
};
