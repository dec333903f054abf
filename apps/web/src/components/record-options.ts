/** Select options from records: the record's id is picked, its name is shown. */
export const recordOptions = (rows: readonly { id: string; name: string }[]) =>
  rows.map((row) => ({ value: row.id, label: row.name }));
