import type { TReportResult } from '@panel/shared/reports/report-centre';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, http } from '../../app/http';
import { saveBlob } from '../../components/download';
import type { ListParams } from '../../components/use-list-params';

/** How often the result page asks while a document is being made. */
const POLL_MS = 1000;

export const useReportTypes = () =>
  useQuery({
    queryKey: ['report/types'],
    queryFn: () => api.get('report/types'),
  });

export const useReportResults = (params: ListParams) =>
  useQuery({
    queryKey: ['report', 'page', params],
    queryFn: () => api.get('report', { query: params }),
    placeholderData: keepPreviousData,
    // Results still being made change state on their own: the list follows them.
    refetchInterval: (query) =>
      query.state.data?._data.some((r) => r.state === 'Queued' || r.state === 'Running')
        ? POLL_MS * 2
        : false,
  });

/** One result, asked again every second until it is done or failed. */
export const useReportResult = (id: string) =>
  useQuery({
    queryKey: ['report', 'record', id],
    queryFn: () => api.get('report/{id}', { path: { id } }),
    refetchInterval: (query) =>
      query.state.data?.state === 'Done' || query.state.data?.state === 'Failed' ? false : POLL_MS,
  });

/** POST report/set, then the result opens in a new tab (SPEC 7, api/http-client). */
export const useRunReport = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { type: string; params: Record<string, unknown> }) => http.report.set(body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['report', 'page'] }),
  });
};

export const downloadReport = async (result: Pick<TReportResult, 'id' | 'fileName'>) =>
  saveBlob(await api.blob('report/{id}/download', { path: { id: result.id } }), result.fileName ?? 'rapor');
