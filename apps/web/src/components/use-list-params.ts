import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, useLocation, useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';
export type ListParams = { _searchTerm: string; _pageNumber: number; _pageSize: number };
/** The column the list is sorted by on the server and which way; none is the list's own order. */
export type ListSort = { _sort?: string; _order?: SortOrder };
/** What a list keeps in the URL besides its filters. */
export type ListState = ListParams & ListSort;

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** Keys whose change makes the page the user was on meaningless: the list starts over. */
const RESTARTS = new Set(['_searchTerm', '_sort', '_order', '_pageSize']);

/**
 * The next query string of a list: `changes` applied to `current`, empty values dropped so a
 * link stays short, and the page reset when the search, sort, size or a filter changed.
 * Pure, so two changes made in one event (a branch, then the class that no longer fits it)
 * both land.
 */
export const applyListChanges = (
  current: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams => {
  const out = new URLSearchParams(current);
  let restart = false;
  for (const [key, value] of Object.entries(changes)) {
    const next = value === undefined || value === null || value === '' ? null : String(value);
    if (next === out.get(key)) continue;
    if (key !== '_pageNumber' && (RESTARTS.has(key) || !key.startsWith('_'))) restart = true;
    if (next === null) out.delete(key);
    else out.set(key, next);
  }
  if (restart && !('_pageNumber' in changes)) out.delete('_pageNumber');
  if (out.get('_pageNumber') === '1') out.delete('_pageNumber');
  // A sort without a column means nothing; the order alone would only lengthen the link.
  if (!out.get('_sort')) out.delete('_order');
  return out;
};

/**
 * The query string a change made in this event has already asked for. React Router computes
 * a functional `setSearchParams` from the location of the render, not from the previous call,
 * so two changes in one event (a branch, then the class that no longer fits it) would keep only
 * the last; each change builds on the one before while the location has not moved yet.
 */
let pending: { key: string; base: string; search: string } | null = null;

/**
 * Applies list changes to the URL, replacing its entry; see `pending`. A change that comes
 * while the user is already on the way to another page (a search's pause ending after a
 * click on a row, while that page loads), or once the router has left the list, is dropped:
 * it would replace that navigation and pull the user back to the list.
 */
export const useListUrl = () => {
  const location = useLocation();
  // The router's own state, read when the change comes: the render's `useNavigation` lags
  // behind it, since React Router renders its state in a transition that typing defers.
  const router = useContext(DataRouterContext)?.router;
  const [, setSearch] = useSearchParams();
  return useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      if (router) {
        const { navigation, location: now } = router.state;
        const leaving = navigation.state !== 'idle' && navigation.location.pathname !== location.pathname;
        if (leaving || now.pathname !== location.pathname) return;
      }
      const stillHere = pending?.key === location.key && pending.base === location.search;
      const next = change(new URLSearchParams(stillHere && pending ? pending.search : location.search));
      pending = { key: location.key, base: location.search, search: next.toString() };
      setSearch(next, { replace: true });
    },
    [location.key, location.pathname, location.search, router, setSearch],
  );
};

/**
 * A list's search, paging and sort kept in the URL: reload, Back and a shared link show the
 * same view. The URL entry is replaced, not pushed, so Back leaves the list instead of
 * stepping through every keystroke of the search.
 */
export const useListParams = (defaults: { pageSize?: number } = {}) => {
  const [search] = useSearchParams();
  const apply = useListUrl();
  const sort = search.get('_sort') ?? undefined;
  const order = search.get('_order');
  const params: ListState = useMemo(
    () => ({
      _searchTerm: search.get('_searchTerm') ?? '',
      _pageNumber: positiveInt(search.get('_pageNumber'), 1),
      _pageSize: positiveInt(search.get('_pageSize'), defaults.pageSize ?? 10, 100),
      ...(sort ? { _sort: sort, _order: order === 'desc' ? 'desc' : 'asc' } : {}),
    }),
    [search, sort, order, defaults.pageSize],
  );
  const update = useCallback(
    (next: Partial<ListState>) => apply((current) => applyListChanges(current, next)),
    [apply],
  );
  return [params, update] as const;
};

/**
 * One filter above a list, kept in the URL under `key` with the search and paging: Back,
 * reload and a link keep it, and changing it starts the list from its first page. A value
 * that is not one of `allowed` (a hand-edited link) reads as no filter.
 */
export const useUrlFilter = <T extends string>(key: string, allowed?: readonly T[]) => {
  const [search] = useSearchParams();
  const apply = useListUrl();
  const raw = search.get(key) ?? undefined;
  const value = raw !== undefined && (!allowed || allowed.includes(raw as T)) ? (raw as T) : undefined;
  const change = useCallback(
    (next: T | undefined) => apply((current) => applyListChanges(current, { [key]: next })),
    [key, apply],
  );
  return [value, change] as const;
};

/** A whole-number filter (days late ...) kept in the URL like `useUrlFilter`. */
export const useUrlNumberFilter = (key: string) => {
  const [raw, setRaw] = useUrlFilter<string>(key);
  const n = raw === undefined ? undefined : Number(raw);
  const value = n !== undefined && Number.isInteger(n) && n >= 0 ? n : undefined;
  const change = useCallback((next: number | undefined) => setRaw(next?.toString()), [setRaw]);
  return [value, change] as const;
};
