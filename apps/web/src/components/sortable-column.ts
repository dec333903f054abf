import { formatDay } from '@panel/shared/common/dates';

/**
 * What marks a list column as sorted on the server (list-page.tsx): its key, checked at compile
 * time against the endpoint's `_sort` values, the list packages/shared keeps beside the
 * contract and the API whitelists.
 */
export const sortable = <const K extends string>(_sorts: readonly K[], key: NoInfer<K>) => ({
  key,
  sorter: true as const,
});

/** A calendar-day column ('GG.AA.YYYY') that the server sorts by the same field. */
export const sortableDayColumn = <const K extends string>(
  title: string,
  sorts: readonly K[],
  key: NoInfer<K>,
) => ({
  title,
  dataIndex: key,
  ...sortable(sorts, key),
  render: (v: string) => formatDay(v),
});
