/** A table cell of an optional text: '-' where it is empty. */
export const orDash = (value: string | null) => value ?? '-';
