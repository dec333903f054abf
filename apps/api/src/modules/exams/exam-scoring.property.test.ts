import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, signInAs } from '../../test/auth-helpers';
import { PROPERTY_HANG_GUARD_MS } from '../../test/property';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * For random keys, answers, penalties, booklets and cancellations, the nets and scores the
 * server answers through /examapi equal those of the plain scorer below, written from
 * DOMAIN "Exams" without the shared package's code.
 */
let t: TestApp;
let token: string;
let formId: string;

const WIDTH = 12;
const send = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  contentType?: string,
) => {
  const res = await t.app.inject({
    method,
    url: `/examapi/${url}`,
    headers: { ...bearer(token), ...(contentType ? { 'content-type': contentType } : {}) },
    payload: payload as string,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
};

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInAs(t.app, DEMO.founder)).token;
  // Columns 1-6 name, 7 booklet, 8-19 first section, 20-31 second section.
  formId = (
    await send('POST', 'optical-forms', {
      name: 'Özellik Formu',
      fields: [
        { field: 'fullName', start: 1, length: 6 },
        { field: 'booklet', start: 7, length: 1 },
        { field: 'answers', start: 8, length: WIDTH, section: 'S1' },
        { field: 'answers', start: 8 + WIDTH, length: WIDTH, section: 'S2' },
      ],
    })
  ).id as string;
}, 120_000);
afterAll(async () => t.close());

type Rule = 'AllCorrect' | 'AllBlank' | 'AllCancelled' | 'OptionsCorrect';
type Cancel = { section: number; question: number; rule: Rule; options: string };

/** The plain scorer: counts per question, then net = correct - wrong / penalty. */
const plainSection = (marks: string, key: string, penalty: number, cancels: Map<number, Cancel>) => {
  let correct = 0;
  let wrong = 0;
  let blank = 0;
  for (let q = 0; q < key.length; q++) {
    const raw = marks.charAt(q);
    const mark =
      'ABCDEabcde'.includes(raw) && raw !== '' ? raw.toUpperCase() : raw === ' ' ? 'blank' : 'invalid';
    const c = cancels.get(q + 1);
    if (c?.rule === 'AllCancelled') continue;
    if (c?.rule === 'AllCorrect') correct++;
    else if (c?.rule === 'AllBlank') blank++;
    else if (mark === 'blank') blank++;
    else if (c?.rule === 'OptionsCorrect' ? c.options.includes(mark) : mark === key[q]) correct++;
    else wrong++;
  }
  const net = penalty === 0 ? correct : correct - wrong / penalty;
  return { correct, wrong, blank, net };
};

const letters = fc.constantFrom('A', 'B', 'C', 'D', 'E');
const markChar = fc.constantFrom('A', 'B', 'C', 'D', 'E', 'a', 'c', 'e', ' ', ' ', '*', '2', 'X');
const scenario = fc
  .record({
    counts: fc.tuple(fc.integer({ min: 1, max: WIDTH }), fc.integer({ min: 1, max: WIDTH })),
    penalty: fc.constantFrom(0, 3, 4),
    twoBooklets: fc.boolean(),
    coefficients: fc.tuple(fc.constantFrom(0, 1, 1.5, 3.3), fc.constantFrom(1, 2.25, 4)),
    baseScore: fc.constantFrom(0, 100, 194.752),
    keyText: fc.array(letters, { minLength: 4 * WIDTH, maxLength: 4 * WIDTH }),
    sheets: fc.array(
      fc.record({
        bookletB: fc.boolean(),
        marks: fc.array(markChar, { minLength: 2 * WIDTH, maxLength: 2 * WIDTH }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    cancels: fc.array(
      fc.record({
        section: fc.integer({ min: 0, max: 1 }),
        question: fc.integer({ min: 1, max: WIDTH }),
        rule: fc.constantFrom<Rule>('AllCorrect', 'AllBlank', 'AllCancelled', 'OptionsCorrect'),
        options: fc.subarray(['A', 'B', 'C', 'D', 'E'], { minLength: 1 }).map((o) => o.join('')),
      }),
      { maxLength: 4 },
    ),
    removeFirst: fc.boolean(),
  })
  .map((s) => ({
    ...s,
    // Questions past a section's count do not exist: such cancellations are dropped.
    cancels: s.cancels.filter((c) => c.question <= s.counts[c.section]!),
  }));

describe('the server scorer against a plain one', () => {
  it(
    'gives the same correct, wrong, blank, net and score for random keys, marks and cancellations',
    async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async (s) => {
          run++;
          const key = (section: number, booklet: number) =>
            s.keyText
              .slice((booklet * 2 + section) * WIDTH, (booklet * 2 + section) * WIDTH + s.counts[section]!)
              .join('');
          const names = ['S1', 'S2'];
          const examId = (
            await send('POST', 'exams', {
              name: `Özellik ${run}`,
              kind: 'Other',
              date: '2026-11-22',
              opticalFormId: formId,
              penalty: s.penalty,
              matching: 'None',
              baseScore: s.baseScore,
              sections: names.map((name, i) => ({
                name,
                questionCount: s.counts[i],
                coefficient: s.coefficients[i],
                keys: s.twoBooklets ? { A: key(i, 0), B: key(i, 1) } : { A: key(i, 0) },
              })),
            })
          ).id as string;
          const booklets = s.sheets.map((sheet) => (s.twoBooklets && sheet.bookletB ? 'B' : 'A'));
          const file = s.sheets
            .map((sheet, i) => `K${String(i).padStart(5, '0')}${booklets[i]}${sheet.marks.join('')}`)
            .join('\n');
          const uploaded = await send('POST', `exams/${examId}/uploads`, file, 'text/plain');
          expect(uploaded).toMatchObject({ lines: s.sheets.length, scored: s.sheets.length, errors: [] });
          for (const c of s.cancels)
            await send('POST', `exams/${examId}/cancellations`, {
              section: names[c.section],
              question: c.question,
              rule: c.rule,
              ...(c.rule === 'OptionsCorrect' ? { options: c.options } : {}),
            });
          // The cancellations in force: the last per question, less the first one if removed.
          const inForce = new Map<string, Cancel>();
          for (const c of s.cancels) inForce.set(`${c.section}:${c.question}`, c);
          const first = s.cancels[0];
          if (first && s.removeFirst) {
            await send(
              'DELETE',
              `exams/${examId}/cancellations?section=${names[first.section]}&question=${first.question}`,
            );
            inForce.delete(`${first.section}:${first.question}`);
          }
          const bySection = [0, 1].map(
            (i) => new Map([...inForce.values()].filter((c) => c.section === i).map((c) => [c.question, c])),
          );

          const expected = s.sheets.map((sheet, i) => {
            const b = booklets[i] === 'B' ? 1 : 0;
            const sections = [0, 1].map((sec) =>
              plainSection(
                sheet.marks.slice(sec * WIDTH, (sec + 1) * WIDTH).join(''),
                key(sec, b),
                s.penalty,
                bySection[sec]!,
              ),
            );
            const score =
              s.baseScore + sections.reduce((sum, x, sec) => sum + s.coefficients[sec]! * x.net, 0);
            return { name: `K${String(i).padStart(5, '0')}`, sections, score };
          });
          const results = (await send('GET', `exams/${examId}/results?_pageSize=100`)) as {
            _data: {
              fullName: string;
              sections: { correct: number; wrong: number; blank: number; net: number }[];
              score: number;
              rank: { business: number };
            }[];
          };
          expect(results._data.length).toBe(s.sheets.length);
          for (const e of expected) {
            const got = results._data.find((r) => r.fullName === e.name)!;
            expect(
              got.sections.map((x) => [x.correct, x.wrong, x.blank, x.net]),
              e.name,
            ).toEqual(
              e.sections.map((x) => [x.correct, x.wrong, x.blank, Math.round(x.net * 100) / 100 + 0]),
            );
            expect(Math.abs(got.score - e.score), `${e.name} score`).toBeLessThanOrEqual(0.005 + 1e-9);
            // Ranks: one more than the number of strictly higher scores.
            const higher = expected.filter((o) => o.score > e.score + 1e-9).length;
            expect(got.rank.business, `${e.name} rank`).toBe(higher + 1);
          }
        }),
        { numRuns: 25, seed: 1722 },
      );
    },
    PROPERTY_HANG_GUARD_MS,
  );
});
