import { z } from 'zod';

/**
 * The header's quick search (GET search): students, parents, staff and receipts the
 * account may see, a few of each. Words match in any order, so "Korkmaz Zeynep" finds
 * Zeynep Korkmaz.
 */
export const QUICK_SEARCH_MIN_LENGTH = 2;
export const QUICK_SEARCH_LIMIT = 5;
export const QUICK_SEARCH_TOO_SHORT = `Aramak için en az ${QUICK_SEARCH_MIN_LENGTH} karakter yazınız.`;

export const ZQuickSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(QUICK_SEARCH_MIN_LENGTH, QUICK_SEARCH_TOO_SHORT)
    .max(100, 'Arama en fazla 100 karakter olabilir.'),
});

export const QUICK_SEARCH_KINDS = ['students', 'parents', 'staff', 'receipts'] as const;
export type QuickSearchKind = (typeof QUICK_SEARCH_KINDS)[number];

export const quickSearchKindLabels: Record<QuickSearchKind, string> = {
  students: 'Öğrenciler',
  parents: 'Veliler',
  staff: 'Personel',
  receipts: 'Makbuzlar',
};

const ZHit = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The student whose card a parent or a receipt opens. */
  studentId: z.string().nullable(),
});
export type TQuickSearchHit = z.infer<typeof ZHit>;

export const ZQuickSearchResultSchema = z.object({
  students: z.array(ZHit),
  parents: z.array(ZHit),
  staff: z.array(ZHit),
  receipts: z.array(ZHit),
});
export type TQuickSearchResult = z.infer<typeof ZQuickSearchResultSchema>;

/** The page a hit opens. */
export const quickSearchPath = (kind: QuickSearchKind, hit: TQuickSearchHit): string => {
  switch (kind) {
    case 'students':
      return `/education/student/${hit.id}`;
    case 'parents':
      return `/education/student/${hit.studentId}`;
    case 'staff':
      return `/personnel/${hit.id}`;
    case 'receipts':
      return `/finance/collection/${hit.id}`;
  }
};
