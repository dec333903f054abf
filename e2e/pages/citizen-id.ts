/** A valid Turkish citizen id made from nine digits (SPEC 5's checksum rules). */
export const citizenIdFrom = (seed: number): string => {
  const d = String(100_000_000 + (seed % 900_000_000))
    .split('')
    .map(Number);
  const odd = d[0]! + d[2]! + d[4]! + d[6]! + d[8]!;
  const even = d[1]! + d[3]! + d[5]! + d[7]!;
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  const eleventh = (d.reduce((a, b) => a + b, 0) + tenth) % 10;
  return [...d, tenth, eleventh].join('');
};
