import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toDay } from './form-rules';
import { lazyNamed } from './lazy-named';
import { applyListChanges, useListUrl } from './use-list-params';

/**
 * The date picker (every picker Ant Design has, 50 KB gzip) loads beside the list's first
 * page instead of before it: the list shows at once and the range control a moment later,
 * in a box of its size.
 */
const RangePicker = lazyNamed(() => import('./range-picker'), 'RangePicker');
const DayPicker = lazyNamed(() => import('./range-picker'), 'DayPicker');
const PICKER_BOX = { display: 'inline-block', width: 256, height: 32, verticalAlign: 'middle' } as const;

/** A one-day picker of a toolbar (a report's day), loaded as the range picker is. */
export const DayFilter = ({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Dayjs;
  onChange: (value: Dayjs | null) => void;
}) => (
  <Suspense fallback={<span style={{ ...PICKER_BOX, width: 150 }} />}>
    <DayPicker
      aria-label={label}
      format="DD.MM.YYYY"
      allowClear={false}
      value={value}
      onChange={(v) => onChange(v as Dayjs | null)}
    />
  </Suspense>
);

/** A date range as the range picker holds it: either end may be open, or no range at all. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOf = (raw: string | null): Dayjs | null => {
  if (!raw || !DAY.test(raw)) return null;
  const d = dayjs(raw);
  return d.isValid() ? d : null;
};

/**
 * A date range above a list, kept in the URL (`from`, `to`) with the list's other filters, so
 * Back, reload and a link keep it; a new range starts the list from its first page. A range
 * the user cleared stays cleared (the keys stay, empty) instead of falling back to `initial`.
 */
export const useRangeFilter = (initial: DayRange = null, keys: [string, string] = ['from', 'to']) => {
  const [search] = useSearchParams();
  const [fromKey, toKey] = keys;
  const touched = search.has(fromKey) || search.has(toKey);
  const fromRaw = search.get(fromKey);
  const toRaw = search.get(toKey);
  const initialFrom = toDay(initial?.[0]);
  const initialTo = toDay(initial?.[1]);
  const range: DayRange = useMemo(() => {
    if (!touched) return initialFrom || initialTo ? [dayOf(initialFrom), dayOf(initialTo)] : null;
    const from = dayOf(fromRaw);
    const to = dayOf(toRaw);
    return from || to ? [from, to] : null;
  }, [touched, fromRaw, toRaw, initialFrom, initialTo]);
  const apply = useListUrl();
  const change = useCallback(
    (next: DayRange) =>
      apply((current) => {
        const out = applyListChanges(current, { [fromKey]: toDay(next?.[0]), [toKey]: toDay(next?.[1]) });
        out.set(fromKey, toDay(next?.[0]) ?? '');
        out.set(toKey, toDay(next?.[1]) ?? '');
        out.delete('_pageNumber');
        return out;
      }),
    [fromKey, toKey, apply],
  );
  return [range, change] as const;
};

/** The range's ends as the API's calendar days; an open end is left out of the query. */
export const rangeDays = (range: DayRange): { from?: string; to?: string } => ({
  from: toDay(range?.[0]) ?? undefined,
  to: toDay(range?.[1]) ?? undefined,
});

/** The range picker of a list's toolbar, named for screen readers by its label. */
export const RangeFilter = ({
  label,
  value,
  onChange,
  placeholder,
}: {
  label?: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  placeholder?: [string, string];
}) => (
  <Suspense fallback={<span style={PICKER_BOX} />}>
    <RangePicker
      aria-label={label}
      placeholder={placeholder}
      format="DD.MM.YYYY"
      value={value}
      onChange={(v) => onChange(v)}
    />
  </Suspense>
);
