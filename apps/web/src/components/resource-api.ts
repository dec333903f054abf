import type { Paged } from '@panel/shared/common/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../app/http';
import type { ListParams } from './use-list-params';

/**
 * The calls every list and form screen makes, in the API's one style: GET x (paged),
 * GET x/{id}, POST x, POST x/update, GET x/delete/{id}. `endpoint` is also the cache key.
 */
export const usePagedList = <T>(endpoint: string, params: ListParams & Record<string, unknown>) =>
  useQuery({
    queryKey: [endpoint, 'page', params],
    queryFn: () => api.get<Paged<T>>(endpoint, params),
    placeholderData: keepPreviousData,
  });

/**
 * The totals a report sends with the page a ListPage of `endpoint` shows: the same query
 * key, so it is read from the same cache entry, not fetched twice.
 */
export const usePageTotals = <T>(endpoint: string, params: ListParams & Record<string, unknown>) =>
  (usePagedList<unknown>(endpoint, params).data as { totals?: T } | undefined)?.totals;

export const useOptions = <T>(endpoint: string, params?: Record<string, unknown>, enabled = true) =>
  useQuery({
    queryKey: [endpoint, 'options', params],
    queryFn: () => api.get<T[]>(endpoint, params),
    enabled,
  });

export const useRecord = <T>(endpoint: string, id: string | undefined) =>
  useQuery({
    queryKey: [endpoint, 'record', id],
    queryFn: () => api.get<T>(`${endpoint}/${id}`),
    enabled: !!id,
  });

const useRefresh = (endpoints: string[]) => {
  const client = useQueryClient();
  return () => Promise.all(endpoints.map((e) => client.invalidateQueries({ queryKey: [e] })));
};

/**
 * Creates (no id) or updates (with id). The endpoint's lists refresh afterwards, and so do
 * the `affects` endpoints whose data the write changes (a license changes its branch's list).
 */
export const useSave = <V extends object>(endpoint: string, affects: string[] = []) => {
  const refresh = useRefresh([endpoint, ...affects]);
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: V }) =>
      id
        ? api.post<{ id: string }>(`${endpoint}/update`, { ...values, id })
        : api.post<{ id: string }>(endpoint, values),
    onSuccess: refresh,
  });
};

export const useDelete = (endpoint: string, affects: string[] = []) => {
  const refresh = useRefresh([endpoint, ...affects]);
  return useMutation({ mutationFn: (id: string) => api.get(`${endpoint}/delete/${id}`), onSuccess: refresh });
};

/** A single object the endpoint answers without an id (the own business card ...). */
export const useSingle = <T>(endpoint: string) =>
  useQuery({ queryKey: [endpoint, 'single'], queryFn: () => api.get<T>(endpoint) });
