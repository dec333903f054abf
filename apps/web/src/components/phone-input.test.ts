// @vitest-environment node
import { phoneRule } from '@panel/shared/validation/rules';
import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-input';

describe('phone mask', () => {
  it('formats typed digits into the 16-character mask the rule accepts', () => {
    expect(maskPhone('5321234567')).toBe('0(532) 123 45 67');
    expect(maskPhone('05321234567')).toBe('0(532) 123 45 67');
    expect(maskPhone('+90 532 123 45 67')).toBe('0(532) 123 45 67');
    expect(phoneRule(maskPhone('5321234567'))).toBeNull();
  });

  it('formats a partial number as typed and drops extra digits', () => {
    expect(maskPhone('53')).toBe('0(53');
    expect(maskPhone('5321')).toBe('0(532) 1');
    expect(maskPhone('532123456789')).toBe('0(532) 123 45 67');
    expect(maskPhone('')).toBe('');
  });
});
