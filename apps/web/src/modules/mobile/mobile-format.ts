/**
 * Nets as every exam screen writes them (two decimals, Turkish comma): the same format as
 * shared exams/result-report's, kept here because that module's zod contracts would come
 * along into the phone's download.
 */
const twoDecimals = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatNet = (value: number): string => twoDecimals.format(value);

export const formatRank = (rank: number | null): string => (rank === null ? '-' : String(rank));
