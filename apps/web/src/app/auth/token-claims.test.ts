import { describe, expect, it } from 'vitest';
import { isAdminToken, readClaims } from './token-claims';

const tokenWith = (payload: object): string => {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const b64 = btoa(String.fromCharCode(...json))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${b64}.signature`;
};

describe('token claims', () => {
  it('treats the user as admin unless is_admin is exactly the text False', () => {
    expect(isAdminToken(tokenWith({ is_admin: 'True' }))).toBe(true);
    expect(isAdminToken(tokenWith({ is_admin: 'False' }))).toBe(false);
    expect(isAdminToken(tokenWith({ is_admin: 'false' }))).toBe(true);
    expect(isAdminToken(tokenWith({}))).toBe(true);
  });

  it('is not admin without a token or with an unreadable one', () => {
    expect(isAdminToken(null)).toBe(false);
    expect(isAdminToken('garbage')).toBe(false);
  });

  it('reads Turkish text in the payload', () => {
    expect(readClaims(tokenWith({ name: 'Ayşe Yılmaz' }))).toEqual({ name: 'Ayşe Yılmaz' });
  });
});
