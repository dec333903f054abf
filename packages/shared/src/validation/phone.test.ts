import { describe, expect, it } from 'vitest';
import { ZSmsTestSchema } from '../communications/sms';
import { ZParentInputSchema } from '../students/contracts';
import { MESSAGES } from './messages';
import { normalisePhone, phoneAsTyped } from './phone';
import { mobilePhoneRule, phoneRule } from './rules';

const MASKED = '0(532) 123 45 67';

describe('one mobile number, however it is written', () => {
  it.each([
    ['+90 532 123 45 67'],
    ['0532 123 45 67'],
    ['5321234567'],
    [MASKED],
    ['+905321234567'],
    ['0090 532 123 45 67'],
    ['905321234567'],
    ['0532-123-45-67'],
    ['(0532) 123 45 67'],
    ['  0532 123 45 67  '],
  ])('%j is 0(532) 123 45 67', (text) => {
    expect(normalisePhone(text)).toBe(MASKED);
    expect(normalisePhone(text, true)).toBe(MASKED);
    expect(phoneRule(text)).toBeNull();
    expect(mobilePhoneRule(text)).toBeNull();
  });

  it.each([['+90 532 123 45 67'], ['0532 123 45 67'], ['5321234567']])(
    'typed or pasted into the field, %j shows the mask',
    (text) => {
      // Pasted at once.
      expect(phoneAsTyped(text)).toBe(MASKED);
      // Typed a key at a time: each step is what the field showed plus the next key.
      let shown = '';
      for (const key of text) shown = phoneAsTyped(shown + key);
      expect(shown).toBe(MASKED);
    },
  );

  it('the API stores the masked form whichever form was sent', () => {
    for (const phone of ['+90 532 123 45 67', '0532 123 45 67', '5321234567'])
      expect(ZSmsTestSchema.parse({ phone, text: 'Deneme' }).phone).toBe(MASKED);
  });
});

describe('anything else is refused, never turned into another number', () => {
  it.each([
    ['', MESSAGES.phoneRequired],
    ['   ', MESSAGES.phoneRequired],
    ['0(532) 123 45 6', MESSAGES.phoneLength],
    ['532123456', MESSAGES.phoneLength],
    // One digit too many: the old mask cut it to 0(532) 123 45 67, a different person's number.
    ['53212345678', MESSAGES.phoneLength],
    ['0(532) 123 45 678', MESSAGES.phoneLength],
    ['+90 532 123 45 678', MESSAGES.phoneLength],
    ['+90 0532 123 45 67', MESSAGES.phoneLength],
    ['+44 20 7946 0958', MESSAGES.phoneInvalid],
    ['+1 532 123 4567', MESSAGES.phoneInvalid],
    ['0532 123 45 6x', MESSAGES.phoneInvalid],
    ['tel: 0532 123 45 67', MESSAGES.phoneInvalid],
    ['0(132) 123 45 67', MESSAGES.phoneInvalid],
    ['0(032) 123 45 67', MESSAGES.phoneInvalid],
  ])('%j → %s', (text, message) => {
    expect(phoneRule(text)).toBe(message);
    expect(normalisePhone(text)).toBeNull();
  });

  it('a pasted number with a digit too many stays as pasted, for the rule to refuse', () => {
    expect(phoneAsTyped('532123456789')).toBe('532123456789');
    expect(phoneAsTyped('+90 532 123 45 678')).toBe('+90 532 123 45 678');
    expect(phoneAsTyped('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneAsTyped('0532 abc')).toBe('0532 abc');
    // An eleventh digit typed after a full number is kept, not dropped.
    expect(phoneRule(phoneAsTyped(`${MASKED}8`))).toBe(MESSAGES.phoneLength);
  });

  it('mobile fields take 5xx only: a landline is refused with the spec message', () => {
    expect(phoneRule('0216 555 12 34')).toBeNull();
    expect(normalisePhone('0216 555 12 34')).toBe('0(216) 555 12 34');
    expect(mobilePhoneRule('0216 555 12 34')).toBe(MESSAGES.phoneInvalid);
    expect(mobilePhoneRule('0850 555 12 34')).toBe(MESSAGES.phoneInvalid);
    expect(normalisePhone('0216 555 12 34', true)).toBeNull();
    const parent = ZParentInputSchema.safeParse({
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      mobilePhone: '0216 555 12 34',
      relation: 'Mother',
    });
    expect(parent.success).toBe(false);
    expect(parent.error?.issues.map((i) => i.message)).toContain(MESSAGES.phoneInvalid);
  });
});
