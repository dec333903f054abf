/** SPEC 9: searches start at two characters. */
export const SEARCH_MIN_LENGTH = 2;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The list answer every list endpoint gives (SPEC 3, 7). */
export type Paged<T> = { _data: T[]; _totalData: number; _pageCount: number };

export const toPaged = <T>(rows: T[], total: number, pageSize: number): Paged<T> => ({
  _data: rows,
  _totalData: total,
  _pageCount: Math.ceil(total / pageSize),
});
