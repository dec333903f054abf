import { Select } from 'antd';

type Option<V> = { value: V; label: string };

/**
 * A list filter above a table: clearable, named for screen readers by its label. A long list
 * (businesses, students) is searched by typing; a short one (statuses, kinds, a branch's
 * classes) sets `search={false}` and is picked without typing.
 */
export const FilterSelect = <V extends string>(props: {
  label: string;
  placeholder: string;
  options: Option<V>[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  width?: number;
  search?: boolean;
}) => (
  <Select<V>
    allowClear
    {...(props.search === false ? {} : { showSearch: true, optionFilterProp: 'label' })}
    aria-label={props.label}
    placeholder={props.placeholder}
    style={{ width: props.width ?? 220 }}
    options={props.options}
    value={props.value}
    onChange={(v) => props.onChange(v ?? undefined)}
  />
);
