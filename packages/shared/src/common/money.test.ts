import { describe, expect, it } from 'vitest';
import { formatMoney, moneyInputText, parseMoney } from './money';

describe('money', () => {
  it('reads lira as typed in Turkish or plain notation, in kuruş', () => {
    expect(parseMoney('85.000,00')).toBe(8_500_000);
    expect(parseMoney('1234,5')).toBe(123_450);
    expect(parseMoney('1234.50')).toBe(123_450);
    expect(parseMoney('1.234')).toBe(123_400);
    expect(parseMoney('12 ₺')).toBe(1_200);
    expect(parseMoney(19.99)).toBe(1_999);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'on lira', '1,234,5', '1.2.3,4', '12,345', null, undefined, Number.NaN])
      expect(parseMoney(bad), String(bad)).toBeNull();
  });

  it('formats kuruş as Turkish lira', () => {
    expect(formatMoney(123_456)).toBe('1.234,56 ₺');
    expect(formatMoney(5)).toBe('0,05 ₺');
    expect(moneyInputText(8_500_000)).toBe('85000,00');
  });
});
