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
