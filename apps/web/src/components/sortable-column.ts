/**
 * What marks a list column as sorted on the server (list-page.tsx): its key, checked at compile
 * time against the endpoint's `_sort` values, the list packages/shared keeps beside the
 * contract and the API whitelists.
 */
export const sortable = <const K extends string>(_sorts: readonly K[], key: NoInfer<K>) => ({
  key,
  sorter: true as const,
});
