/**
 * Turkish case folding and ordering, done in the app so the embedded PGlite (no ICU) and
 * a real PostgreSQL give the same answers: the results are stored in search and sort columns.
 */
const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/** Lower-cases with Turkish rules, drops the Turkish marks and collapses spaces: 'IŞIK' → 'isik'. */
export const foldTurkish = (text: string): string =>
  text
    .trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (c) => FOLD[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ');

const ALPHABET = 'abcçdefgğhıijklmnoöprsştuüvwxyz';

/** A key whose plain (C collation) order is Turkish alphabetical order, case-insensitive. */
export const turkishSortKey = (text: string): string =>
  Array.from(text.trim().toLocaleLowerCase('tr-TR'), (c) => {
    const i = ALPHABET.indexOf(c);
    // Letters map to 'a'.. in alphabet order; anything else keeps its code after a marker.
    return i >= 0 ? String.fromCharCode(0x41 + i) : `~${c}`;
  }).join('');
