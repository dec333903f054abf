/** Select options from an enumeration's Turkish labels, in the enumeration's order. */
export const optionsOf = <K extends string>(values: readonly K[], labels: Record<K, string>) =>
  values.map((value) => ({ value, label: labels[value] }));
