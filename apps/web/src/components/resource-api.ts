import type { Paged } from '@panel/shared/common/pagination';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  ApiPath,
  DeletePath,
  OptionsPathOf,
  PagedPathOf,
  PathsWith,
  PlainGetPath,
  RecordPathOf,
  SavePath,
  SinglePathOf,
} from '../api/api-paths';
import { api } from '../app/http';
import type { ListParams } from './use-list-params';

/**
 * The calls every list and form screen makes, in the API's one style: GET x (paged),
 * GET x/detail/{id} or x/{id}, POST x, POST x/update, GET x/delete/{id}. Each path is a key
 * of the API's OpenAPI document (api-paths.ts), so a screen cannot name a route the API
 * lacks; the path is also the cache key. `T` is what the screen reads from the answer.
 */
/**
 * A GET whose answer the screen names: `T` is what it reads (the hooks serve every resource,
 * so the path is a union here; each call site's path is checked as a key of the document).
 */
const getAs = <T>(path: PathsWith<'get'>, init: object): Promise<T> =>
  api.get(path, init as never) as Promise<unknown> as Promise<T>;

export const usePagedList = <T>(endpoint: PagedPathOf<T>, params: ListParams & Record<string, unknown>) =>
  useQuery({
    queryKey: [endpoint, 'page', params],
    queryFn: () => getAs<Paged<T>>(endpoint, { query: params }),
    placeholderData: keepPreviousData,
  });

/**
 * The totals a report sends with the page a ListPage of `endpoint` shows: the same query
 * key, so it is read from the same cache entry, not fetched twice.
 */
export const usePageTotals = <T>(endpoint: PlainGetPath, params: ListParams & Record<string, unknown>) =>
  (usePagedList<unknown>(endpoint as PagedPathOf<unknown>, params).data as { totals?: T } | undefined)
    ?.totals;

export const useOptions = <T>(endpoint: OptionsPathOf<T>, params?: Record<string, unknown>, enabled = true) =>
  useQuery({
    queryKey: [endpoint, 'options', params],
    queryFn: () => getAs<T[]>(endpoint, { query: params }),
    enabled,
  });

export const useRecord = <T>(path: RecordPathOf<T> | undefined, id: string | undefined) =>
  useQuery({
    queryKey: [path, 'record', id],
    queryFn: () => getAs<T>(path as RecordPathOf<T>, { path: { id } }),
    enabled: !!path && !!id,
  });

/**
 * Invalidates every query whose path (its key's first part) is one of `paths` or lies under
 * it: saving `admin/account` refreshes its list and `admin/account/detail/{id}` alike.
 */
export const invalidatePaths = (client: QueryClient, paths: readonly string[]) =>
  client.invalidateQueries({
    predicate: ({ queryKey: [key] }) =>
      typeof key === 'string' && paths.some((p) => key === p || key.startsWith(`${p}/`)),
  });

export const useRefresh = (paths: readonly string[]) => {
  const client = useQueryClient();
  return () => invalidatePaths(client, paths);
};

/**
 * Creates (no id) or updates (with id). The endpoint's queries refresh afterwards, and so do
 * the `affects` paths whose data the write changes (a license changes its branch's list).
 */
export const useSave = <V extends object>(endpoint: SavePath, affects: readonly ApiPath[] = []) => {
  const refresh = useRefresh([endpoint, ...affects]);
  return useMutation({
    // `as never`: each resource's body type differs; V is what the form sends. SavePath holds
    // only resources with at least one of the two calls.
    mutationFn: ({ id, values }: { id?: string; values: V }) =>
      (id
        ? api.post(`${endpoint}/update` as string as PathsWith<'post'>, { body: { ...values, id } } as never)
        : api.post(
            endpoint as string as PathsWith<'post'>,
            { body: values } as never,
          )) as Promise<unknown> as Promise<{ id: string }>,
    onSuccess: refresh,
  });
};

export const useDelete = (endpoint: DeletePath, affects: readonly ApiPath[] = []) => {
  const refresh = useRefresh([endpoint, ...affects]);
  return useMutation({
    // DeletePath holds only resources whose `x/delete/{id}` is a GET of the document.
    mutationFn: (id: string) =>
      api.get(`${endpoint}/delete/{id}` as string as PathsWith<'get'>, { path: { id } } as never),
    onSuccess: refresh,
  });
};

/** A single object the endpoint answers without an id (the own business card ...). */
export const useSingle = <T>(endpoint: SinglePathOf<T>) =>
  useQuery({ queryKey: [endpoint, 'single'], queryFn: () => getAs<T>(endpoint, {}) });
