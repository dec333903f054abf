import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams = { _searchTerm: string; _pageNumber: number; _pageSize: number };

const positiveInt = (raw: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/** A list's search and paging kept in the URL: reload, back and shared links keep the view. */
export const useListParams = (defaults: { pageSize?: number } = {}) => {
  const [search, setSearch] = useSearchParams();
  const params: ListParams = useMemo(
    () => ({
      _searchTerm: search.get('_searchTerm') ?? '',
      _pageNumber: positiveInt(search.get('_pageNumber'), 1),
      _pageSize: positiveInt(search.get('_pageSize'), defaults.pageSize ?? 10, 100),
    }),
    [search, defaults.pageSize],
  );
  const update = useCallback(
    (next: Partial<ListParams>) => {
      setSearch(
        (prev) => {
          const out = new URLSearchParams(prev);
          // A new search starts from the first page.
          const merged = {
            ...params,
            ...next,
            ...('_searchTerm' in next && !('_pageNumber' in next) ? { _pageNumber: 1 } : {}),
          };
          for (const [k, v] of Object.entries(merged)) {
            if (v === '' || (k === '_pageNumber' && v === 1)) out.delete(k);
            else out.set(k, String(v));
          }
          return out;
        },
        { replace: true },
      );
    },
    [params, setSearch],
  );
  return [params, update] as const;
};
