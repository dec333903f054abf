import { z } from 'zod';

/** SPEC 9: searches start at two characters. */
export const SEARCH_MIN_LENGTH = 2;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** The list query every list endpoint takes (SPEC 7). */
export const ZListQuerySchema = z.object({
  _searchTerm: z.string().trim().max(200).optional(),
  _pageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TListQuery = z.infer<typeof ZListQuerySchema>;

/** The list answer every list endpoint gives (SPEC 3, 7). */
export type Paged<T> = { _data: T[]; _totalData: number; _pageCount: number };

export const toPaged = <T>(rows: T[], total: number, pageSize: number): Paged<T> => ({
  _data: rows,
  _totalData: total,
  _pageCount: Math.ceil(total / pageSize),
});
