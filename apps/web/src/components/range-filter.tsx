import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toDay } from './form-rules';
import { useListParams } from './use-list-params';

/** A date range as the range picker holds it: either end may be open, or no range at all. */
export type DayRange = [Dayjs | null, Dayjs | null] | null;

/** A date range above a list; a new range starts the list from its first page. */
export const useRangeFilter = (initial: DayRange = null) => {
  const [range, setRange] = useState<DayRange>(initial);
  const [, setParams] = useListParams();
  const change = (next: DayRange) => {
    setRange(next);
    setParams({ _pageNumber: 1 });
  };
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
  label: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  placeholder?: [string, string];
}) => (
  <DatePicker.RangePicker
    aria-label={label}
    placeholder={placeholder}
    format="DD.MM.YYYY"
    value={value}
    onChange={(v) => onChange(v)}
  />
);
