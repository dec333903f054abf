import { Select } from 'antd';
import type { FilterSelect } from './filter-select';

/**
 * A list filter over a short list (statuses, kinds, a branch's classes): clearable and picked
 * without typing. A long list (businesses, students) wants FilterSelect, which searches.
 */
export const ChoiceFilter = <V extends string>({
  label,
  width = 220,
  onChange,
  ...select
}: Parameters<typeof FilterSelect<V>>[0]) => (
  <Select<V>
    {...select}
    allowClear
    aria-label={label}
    style={{ width }}
    onChange={(v) => onChange(v ?? undefined)}
  />
);
