import { sql } from 'drizzle-orm';
import { bearer, signInAs } from '../../test/auth-helpers';
import { insertAccount } from '../../test/factories/accounts';
import { likertQuestion } from '../../test/factories/assessments';
import type { School } from '../../test/factories/education';
import { queryRows } from '../../test/sql';
import type { TestApp } from '../../test/test-app';

/** What a low and a high score of each channel says of the student. */
type ChannelTexts = { gorsel: [low: string, high: string]; isitsel: [low: string, high: string] };

/** A dimension's two bands, 'Düşük' and 'Yüksek': their score ranges and what each says. */
const lowHigh = (low: [number, number], high: [number, number], says: [low: string, high: string]) => [
  { label: 'Düşük', min: low[0], max: low[1], interpretation: says[0] },
  { label: 'Yüksek', min: high[0], max: high[1], interpretation: says[1] },
];

/**
 * A small learning-channel inventory: 'gorsel' sums q1 and q2 (2 to 10), 'isitsel' averages
 * q3 and q4 (1 to 5), each in a low and a high band.
 */
export const channelInventory = (name: string, displayMode: string, says: ChannelTexts) => ({
  name,
  description: 'Deneme',
  displayMode,
  branchId: null,
  definition: {
    dimensions: [
      { key: 'gorsel', name: 'Görsel', method: 'Sum', bands: lowHigh([2, 5], [6, 10], says.gorsel) },
      { key: 'isitsel', name: 'İşitsel', method: 'Mean', bands: lowHigh([1, 2.49], [2.5, 5], says.isitsel) },
    ],
    questions: [
      likertQuestion('q1', 'gorsel'),
      likertQuestion('q2', 'gorsel'),
      likertQuestion('q3', 'isitsel'),
      likertQuestion('q4', 'isitsel'),
    ],
  },
});

/** Answers by question and point: pick(['q1', 5]) chooses the option worth 5 of q1. */
export const pick = (...choices: [string, number][]) =>
  choices.map(([q, p]) => ({ questionKey: q, optionKeys: [`${q}-${p}`], text: null }));

/** A test file's calls, signed in (`as`) or not (`anon`), and its table counts; `t` is set in beforeAll. */
export const assessmentTestCalls = (t: () => TestApp) => ({
  as: (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) }),
  anon: (method: 'GET' | 'POST', url: string, payload?: object) =>
    t().app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) }),
  count: async (table: string) =>
    (
      await queryRows<{ n: number }>(
        t().handle.db,
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      )
    )[0]!.n,
});

/** Signs in a new guidance counselor of the school's branch, who is its teacher. */
export const signInCounselor = async (t: TestApp, email: string, businessId: string, school: School) => {
  await insertAccount(t.handle.db, email, {
    businessId,
    branchId: school.branchId,
    role: 'GuidanceCounselor',
    personnelId: school.teacherId,
  });
  return (await signInAs(t.app, email)).token;
};
