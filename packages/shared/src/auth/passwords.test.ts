import { describe, expect, it } from 'vitest';
import { containsPersonalInfo, isCommonPassword, newPasswordProblems, PASSWORD_MESSAGES } from './passwords';

const common = new Set(['password', 'qwerty123', 'galatasaray', 'sifre123']);
const owner = { email: 'ayse.yilmaz@okul.test', firstName: 'Ayşe', lastName: 'Yılmaz' };

describe('new password rules', () => {
  it('refuses a listed password, also dressed in capitals, digits and signs', () => {
    expect(isCommonPassword('Password', common)).toBe(true);
    expect(isCommonPassword('Password123!', common)).toBe(true);
    expect(isCommonPassword('!!GALATASARAY1905', common)).toBe(true);
    expect(isCommonPassword('QWERTY123', common)).toBe(true);
    expect(isCommonPassword('Şifre123', common)).toBe(true);
    expect(isCommonPassword('Mavi.Deniz.Kalem7', common)).toBe(false);
  });

  it("refuses the e-mail's local part and the user's names, Turkish letters folded", () => {
    expect(containsPersonalInfo('Ayse.Yilmaz42!', owner)).toBe(true);
    expect(containsPersonalInfo('xxAYŞExx1!', owner)).toBe(true);
    expect(containsPersonalInfo('Yılmaz2024!', owner)).toBe(true);
    expect(containsPersonalInfo('Mavi.Deniz.Kalem7', owner)).toBe(false);
    expect(containsPersonalInfo('Ali.Veli42!', { email: 'al@x.test', firstName: 'Al', lastName: null })).toBe(
      false,
    );
  });

  it('answers every problem as a Turkish message, and none for a good password', () => {
    expect(newPasswordProblems('Password123!', { owner, common })).toEqual([PASSWORD_MESSAGES.common]);
    expect(newPasswordProblems('Ayse.Deniz7!', { owner, common })).toEqual([PASSWORD_MESSAGES.personal]);
    expect(
      newPasswordProblems('Mavi.Deniz.Kalem7', { owner, common, currentPassword: 'Mavi.Deniz.Kalem7' }),
    ).toEqual([PASSWORD_MESSAGES.current]);
    expect(
      newPasswordProblems('Mavi.Deniz.Kalem7', { owner, common, currentPassword: 'Eski.Sifre1' }),
    ).toEqual([]);
  });
});
