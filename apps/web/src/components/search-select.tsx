import { Select, type SelectProps } from 'antd';

/** A pick list the user can type into, matched on the option labels; 'Seçiniz' until something is picked. */
export const SearchSelect = <V,>(props: SelectProps<V>) => (
  <Select<V> showSearch optionFilterProp="label" placeholder="Seçiniz" {...props} />
);
