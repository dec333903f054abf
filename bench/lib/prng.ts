/**
 * A small seeded PRNG (sfc32) and the draws the generator needs. Same seed, same data:
 * nothing here reads the clock or Math.random.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (p: number) => boolean;
  pick: <T>(list: readonly T[]) => T;
  /** A random (version 4 shaped) UUID drawn from the stream. */
  uuid: () => string;
};

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export const createRng = (seed: number): Rng => {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ (seed * 31);
  let c = 0xb7e15162 ^ (seed * 131);
  let d = 1;
  const u32 = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 16; i++) u32();
  const next = () => u32() / 4294967296;
  const bytes = new Uint8Array(16);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    uuid: () => {
      for (let i = 0; i < 16; i += 4) {
        const v = u32();
        bytes[i] = v & 0xff;
        bytes[i + 1] = (v >>> 8) & 0xff;
        bytes[i + 2] = (v >>> 16) & 0xff;
        bytes[i + 3] = v >>> 24;
      }
      bytes[6] = (bytes[6]! & 0x0f) | 0x40;
      bytes[8] = (bytes[8]! & 0x3f) | 0x80;
      const h = Array.from(bytes, (x) => HEX[x]);
      return `${h.slice(0, 4).join('')}-${h.slice(4, 6).join('')}-${h.slice(6, 8).join('')}-${h.slice(8, 10).join('')}-${h.slice(10, 16).join('')}`;
    },
  };
};
