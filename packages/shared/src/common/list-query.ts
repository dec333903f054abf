import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './pagination';

// Apart from pagination.ts: the web app reads the constants there and must not download zod for them.

/** The list query every list endpoint takes (SPEC 7). */
export const ZListQuerySchema = z.object({
  _searchTerm: z.string().trim().max(200).optional(),
  _pageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TListQuery = z.infer<typeof ZListQuerySchema>;

export const LIST_SORT_UNKNOWN = 'Liste bu alana göre sıralanamaz.';
export const LIST_ORDER_INVALID = 'Sıralama yönü artan (asc) veya azalan (desc) olmalıdır.';
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The sort a list takes beside its paging, named like the paging (`_sort`, `_order`): the
 * columns the endpoint can order by on the server, whitelisted so a column without an index
 * or a made-up name answers 400 instead of a slow or failing query.
 */
export const zListSort = <const K extends readonly [string, ...string[]]>(keys: K) => ({
  _sort: z.enum(keys, { error: LIST_SORT_UNKNOWN }).optional(),
  _order: z.enum(SORT_ORDERS, { error: LIST_ORDER_INVALID }).optional(),
});

/** What a list's service takes beside the paging when its route whitelists `keys`. */
export type ListSort<K extends string> = { _sort?: K; _order?: SortOrder };

/** The list query with a whitelisted sort. */
export const listQueryWithSort = <const K extends readonly [string, ...string[]]>(keys: K) =>
  ZListQuerySchema.extend(zListSort(keys));

/** The most rows a list acts on at once through its query string (a page's worth). */
export const ID_LIST_MAX = 100;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Chosen rows' ids in a query string, comma-separated (`ids=a,b`): an Excel of the selected
 * rows is a GET, and a page of ids keeps its URL well under the server's header limit.
 */
export const zIdListQuery = () =>
  z
    .string()
    .max(ID_LIST_MAX * 37)
    .regex(new RegExp(`^${UUID}(,${UUID}){0,${ID_LIST_MAX - 1}}$`), {
      error: `En fazla ${ID_LIST_MAX} kayıt seçilebilir; seçimi kontrol edin.`,
    })
    .optional();

/** The ids of a `zIdListQuery` value. */
export const idsOf = (list: string | undefined): string[] => (list ? list.split(',') : []);
