// @vitest-environment node
import { phoneAsTyped } from '@panel/shared/validation/phone';
import { phoneRule } from '@panel/shared/validation/rules';
import { describe, expect, it } from 'vitest';

describe('phone field', () => {
  it('shows the 16-character mask the rule accepts for each usual form', () => {
    for (const text of ['5321234567', '05321234567', '0532 123 45 67', '+90 532 123 45 67']) {
      expect(phoneAsTyped(text)).toBe('0(532) 123 45 67');
      expect(phoneRule(phoneAsTyped(text))).toBeNull();
    }
  });

  it('masks a partial number as typed and keeps a digit too many for the rule to refuse', () => {
    expect(phoneAsTyped('53')).toBe('0(53');
    expect(phoneAsTyped('5321')).toBe('0(532) 1');
    expect(phoneAsTyped('+90')).toBe('+90');
    expect(phoneAsTyped('532123456789')).toBe('532123456789');
    expect(phoneRule(phoneAsTyped('532123456789'))).toBe('10 Haneli Telefon Numaranızı Giriniz!');
    expect(phoneAsTyped('')).toBe('');
  });
});
