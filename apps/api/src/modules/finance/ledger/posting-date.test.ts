import {
  addDays,
  POSTING_DAYS_AHEAD,
  postingTooLateMessage,
  todayInIstanbul,
} from '@panel/shared/common/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { call } from '../../../test/factories/education';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let token: string;
let branchId: string;
let typeId: string;
let cashBookId: string;

const expense = (occurredOn: string, amount = '10,00') =>
  t.app.inject({
    method: 'POST',
    url: '/api/finance/expense',
    headers: bearer(token),
    payload: { branchId, typeId, cashBookId, occurredOn, amount, description: 'Kırtasiye' },
  });

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAs(t.app, DEMO.otherManager)).token;
  branchId = decodeClaims(token).br as string;
  typeId = (await call(t.app, token, 'POST', 'finance/expense-type', { name: 'Kırtasiye' })).id as string;
  cashBookId = (
    await call(t.app, token, 'POST', 'finance/cash-book', {
      branchId,
      name: 'Kasa',
      kind: 'Cash',
      openingBalance: '1.000,00',
    })
  ).id as string;
});
afterAll(async () => t?.close());

describe('the posting window every money write meets', () => {
  it('posts today and up to a few days ahead', async () => {
    expect((await expense(todayInIstanbul())).statusCode).toBe(200);
    expect((await expense(addDays(todayInIstanbul(), POSTING_DAYS_AHEAD))).statusCode).toBe(200);
  });

  it('refuses a day past the window with the Turkish 400 naming the last day', async () => {
    const latest = addDays(todayInIstanbul(), POSTING_DAYS_AHEAD);
    const res = await expense(addDays(latest, 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([postingTooLateMessage(latest)]);
  });

  it('refuses far and impossible days and amounts past the maximum, never a 500', async () => {
    for (const [day, amount] of [
      ['9999-12-31', '10,00'],
      ['0000-01-01', '10,00'],
      ['2026-02-30', '10,00'],
      ['1901-01-01', '10,00'],
      [todayInIstanbul(), '99999999999999999999'],
      [todayInIstanbul(), '100.000.000,01'],
    ] as const) {
      const res = await expense(day, amount);
      expect(res.statusCode, `${day} ${amount}`).toBe(400);
      expect(res.json().errors.length, `${day} ${amount}`).toBeGreaterThan(0);
    }
  });
});
