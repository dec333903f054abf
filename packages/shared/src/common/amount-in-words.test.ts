import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { parseMoney } from './money';

describe('amount in words', () => {
  it.each([
    ['0', 'Yalnız Sıfır TL'],
    ['1', 'Yalnız Bir TL'],
    ['1.001', 'Yalnız Bin Bir TL'],
    ['1.234.567,89', 'Yalnız Bir Milyon İki Yüz Otuz Dört Bin Beş Yüz Altmış Yedi TL Seksen Dokuz Kr'],
    ['0,05', 'Yalnız Sıfır TL Beş Kr'],
    ['100', 'Yalnız Yüz TL'],
    ['110,10', 'Yalnız Yüz On TL On Kr'],
    ['2.000.000', 'Yalnız İki Milyon TL'],
    ['1.000.000', 'Yalnız Bir Milyon TL'],
    ['1.100.000', 'Yalnız Bir Milyon Yüz Bin TL'],
    ['45.250,50', 'Yalnız Kırk Beş Bin İki Yüz Elli TL Elli Kr'],
  ])('%s TL → %s', (typed, words) => expect(amountInWords(parseMoney(typed)!)).toBe(words));

  it('the largest amount a money field takes', () => {
    expect(numberInWords(100_000_000)).toBe('Yüz Milyon');
    expect(amountInWords(-150)).toBe('Yalnız Eksi Bir TL Elli Kr');
  });

  it('refuses what is not kuruş', () => {
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
