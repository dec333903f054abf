import { Select } from 'antd';

type Option<V> = { value: V; label: string };

/** A list filter above a table: clearable, searchable, named for screen readers by its label. */
export const FilterSelect = <V extends string>(props: {
  label: string;
  placeholder: string;
  options: Option<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  width?: number;
}) => (
  <Select<V>
    allowClear
    showSearch
    optionFilterProp="label"
    aria-label={props.label}
    placeholder={props.placeholder}
    style={{ width: props.width ?? 220 }}
    options={props.options}
    value={props.value}
    onChange={(v) => props.onChange(v ?? undefined)}
  />
);
