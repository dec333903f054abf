/**
 * An amount written out, as Turkish receipts and invoices carry it under the figure so it
 * cannot be altered: `Yalnız Bin Bir TL`, `Yalnız Bir Milyon İki Yüz Otuz Dört Bin Beş Yüz
 * Altmış Yedi TL Seksen Dokuz Kr`. Turkish says "Yüz" and "Bin", never "Bir Yüz" or
 * "Bir Bin"; but "Bir Milyon".
 */
const ONES = ['', 'Bir', 'İki', 'Üç', 'Dört', 'Beş', 'Altı', 'Yedi', 'Sekiz', 'Dokuz'];
const TENS = ['', 'On', 'Yirmi', 'Otuz', 'Kırk', 'Elli', 'Altmış', 'Yetmiş', 'Seksen', 'Doksan'];
const SCALES = ['', 'Bin', 'Milyon', 'Milyar', 'Trilyon'];

const underThousand = (n: number): string[] => {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [
    ...(hundreds === 0 ? [] : hundreds === 1 ? ['Yüz'] : [ONES[hundreds]!, 'Yüz']),
    ...(rest >= 10 ? [TENS[Math.floor(rest / 10)]!] : []),
    ...(rest % 10 ? [ONES[rest % 10]!] : []),
  ];
};

/** A whole number in words, title case: 1001 → "Bin Bir". */
export const numberInWords = (n: number): string => {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Sıfır';
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale++) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const part = scale === 1 && group === 1 ? [] : underThousand(group);
    words.unshift(...part, ...(SCALES[scale] ? [SCALES[scale]!] : []));
  }
  return words.join(' ');
};

/** Kuruş written out: 123456789 → "Yalnız Bir Milyon İki Yüz Otuz Dört Bin Beş Yüz Altmış Yedi TL Seksen Dokuz Kr". */
export const amountInWords = (kurus: number): string => {
  if (!Number.isSafeInteger(kurus)) throw new RangeError(`not an amount in kuruş: ${kurus}`);
  const sign = kurus < 0 ? 'Eksi ' : '';
  const abs = Math.abs(kurus);
  const lira = Math.floor(abs / 100);
  const kr = abs % 100;
  return `Yalnız ${sign}${numberInWords(lira)} TL${kr ? ` ${numberInWords(kr)} Kr` : ''}`;
};
