/** A Date as an answer carries it: the ISO text JSON makes of it. */
type Sent<T> = T extends Date ? string : T;
export type Answered<R> = { [K in keyof R]: Sent<R[K]> };

/**
 * A row with its timestamps as the ISO text JSON would have made of them (what went over the
 * wire before the answers were declared), so the row meets the answer its route declares.
 */
export const answered = <R extends object>(row: R): Answered<R> => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Answered<R>;
};

/** A list page whose rows are `answered`. */
export const answeredPage = <R extends object, P extends { _data: R[] }>(
  page: P & { _data: R[] },
): Omit<P, '_data'> & { _data: Answered<R>[] } => {
  const { _data, ...rest } = page;
  return { ...rest, _data: _data.map((row) => answered(row)) };
};
