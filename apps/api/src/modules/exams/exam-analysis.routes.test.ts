import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer, signInAs } from '../../test/auth-helpers';
import { citizenIdFrom, registerStudent } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { examApiCalls, otherBranchSchool, placeInClass } from './exam.test-fixtures';

/**
 * The question and outcome analysis of a hand-made exam: one section of 4 questions, keys
 * A "ABCD" and B "DCBA", outcomes [o1, o1, o2, none]; every number below is worked out by hand.
 */
const t = setUpTestApp({ admin: DEMO.admin });
let token: string;
let branchId: string;
let classA: string;
let classB: string;
const students: string[] = [];
let o1: string;
let o2: string;
let poolId: string;
let formId: string;

const { api } = examApiCalls(
  () => t.app,
  () => token,
);
/** Form: citizen id 1-11, name 12-21, booklet 22, Matematik answers 23-26. */
const sheet = (seed: number, name: string, booklet: string, marks: string) =>
  `${citizenIdFrom(seed)}${name.padEnd(10).slice(0, 10)}${booklet}${marks}`;
const examBody = (outcomes: (string | null)[]) => ({
  name: 'Kazanım Denemesi',
  kind: 'LGS',
  date: '2026-11-23',
  opticalFormId: formId,
  penalty: 4,
  matching: 'CitizenId',
  baseScore: 0,
  sections: [
    { name: 'Matematik', questionCount: 4, coefficient: 1, keys: { A: 'ABCD', B: 'DCBA' }, outcomes },
  ],
});

beforeAll(async () => {
  const other = await otherBranchSchool(t, 'analiz@demo.test', ' K');
  token = other.token;
  ({ branchId, classA, classB } = other.school);
  for (let i = 0; i < 4; i++) students.push((await registerStudent(t.app, token, branchId, 700 + i)).id);
  await placeInClass(t.app, token, classA, students.slice(0, 2));
  await placeInClass(t.app, token, classB, students.slice(2));

  const [math] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from majors where name = 'Matematik'`,
  );
  poolId = (
    await api(
      'POST',
      'learning-outcome-pools',
      {
        majorId: math!.id,
        gradeLevel: '8',
        outcomes: [
          { code: 'M.8.1.1.1', text: 'Çarpanları bulur.' },
          { code: 'M.8.1.1.2', text: 'EBOB ve EKOK hesaplar.' },
        ],
      },
      t.token.admin,
    )
  ).body.id as string;
  const pool = (await api('GET', `learning-outcome-pools/${poolId}`, undefined, t.token.admin)).body as {
    outcomes: { id: string }[];
  };
  [o1, o2] = pool.outcomes.map((o) => o.id) as [string, string];
  formId = (
    await api('POST', 'optical-forms', {
      name: 'Analiz Formu',
      fields: [
        { field: 'citizenId', start: 1, length: 11 },
        { field: 'fullName', start: 12, length: 10 },
        { field: 'booklet', start: 22, length: 1 },
        { field: 'answers', start: 23, length: 4, section: 'Matematik' },
      ],
    })
  ).body.id as string;
}, 120_000);

describe('outcomes on exam questions', () => {
  it('refuses an outcome that is in no pool, naming the section and the question', async () => {
    const res = await api('POST', 'exams', examBody([o1, null, '00000000-0000-4000-8000-000000000000']));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      'sections[0].outcomes[2]: "Matematik" bölümünün 3. sorusunun kazanımı bulunamadı; kazanım havuzundan seçiniz.',
    ]);
  });
});

describe('exam analysis', () => {
  let examId: string;
  type Analysis = {
    students: number;
    groupSize: number;
    questions: {
      question: number;
      correct: number;
      asked: number;
      difficulty: number | null;
      discrimination: number | null;
      distractors: { booklet: string; key: string; counts: Record<string, number> }[];
    }[];
    outcomes: { id: string; code: string; asked: number; correct: number; success: number | null }[];
    branches: { id: string; students: number; success: (number | null)[] }[];
    classes: { id: string; name: string; students: number; success: (number | null)[] }[];
  };
  const analysis = async (query = '') => {
    const res = await api('GET', `exams/${examId}/analysis${query}`);
    expect(res.status).toBe(200);
    return res.body as unknown as Analysis;
  };

  beforeAll(async () => {
    examId = (await api('POST', 'exams', examBody([o1, o1, o2, null]))).body.id as string;
    const file = [
      sheet(700, 'Ada', 'A', 'ABCD'), // 4 correct: score 4
      sheet(701, 'Bora', 'A', 'AB* '), // C C invalid blank: 2 correct 1 wrong: 1,75
      sheet(702, 'Cem', 'B', 'DABA'), // key DCBA: C W C C: 3 correct 1 wrong: 2,75
      sheet(703, 'Deniz', 'A', 'BBDD'), // W C W C: 2 correct 2 wrong: 1,5
    ].join('\n');
    const res = await t.app.inject({
      method: 'POST',
      url: `/examapi/exams/${examId}/uploads`,
      headers: { ...bearer(token), 'content-type': 'text/plain' },
      payload: file,
    });
    expect(res.json()).toMatchObject({ scored: 4, unmatched: 0 });
  });

  it('gives each question its difficulty and upper-lower 27 % discrimination', async () => {
    const a = await analysis();
    expect(a.students).toBe(4);
    // round(4 x 0,27) = 1: the upper group is Ada (4), the lower Deniz (1,5).
    expect(a.groupSize).toBe(1);
    expect(a.questions.map((q) => [q.question, q.correct, q.asked, q.difficulty, q.discrimination])).toEqual([
      [1, 3, 4, 0.75, 1], // Deniz wrong
      [2, 3, 4, 0.75, 0], // Cem wrong; Ada and Deniz right
      [3, 2, 4, 0.5, 1], // Bora invalid, Deniz wrong
      [4, 3, 4, 0.75, 0], // Bora blank
    ]);
  });

  it('counts every mark per question and booklet against that booklet’s key', async () => {
    const a = await analysis();
    const table = a.questions.map((q) =>
      q.distractors.map(
        (d) =>
          `${d.booklet}:${d.key}:${Object.entries(d.counts)
            .filter(([, n]) => n > 0)
            .map(([m, n]) => `${m}${n}`)
            .join(' ')}`,
      ),
    );
    expect(table).toEqual([
      ['A:A:A2 B1', 'B:D:D1'],
      ['A:B:B3', 'B:C:A1'],
      ['A:C:C1 D1 invalid1', 'B:B:B1'],
      ['A:D:D2 blank1', 'B:A:A1'],
    ]);
  });

  it('gives outcome success for the exam, each branch and each class', async () => {
    const a = await analysis();
    // o1 on questions 1 and 2: 6 right of 8; o2 on question 3: 2 of 4.
    expect(a.outcomes.map((o) => [o.code, o.correct, o.asked, o.success])).toEqual([
      ['M.8.1.1.1', 6, 8, 0.75],
      ['M.8.1.1.2', 2, 4, 0.5],
    ]);
    expect(a.branches).toEqual([
      expect.objectContaining({ id: branchId, students: 4, success: [0.75, 0.5] }),
    ]);
    const byClass = Object.fromEntries(a.classes.map((c) => [c.id, [c.students, ...c.success]]));
    // 9-A: Ada 2+1, Bora 2+0 -> o1 4/4, o2 1/2; 9-B: Cem 1+1, Deniz 1+0 -> o1 2/4, o2 1/2.
    expect(byClass).toEqual({ [classA]: [2, 1, 0.5], [classB]: [2, 0.5, 0.5] });
    const onlyB = await analysis(`?classId=${classB}`);
    expect(onlyB.students).toBe(2);
    expect(onlyB.outcomes.map((o) => o.success)).toEqual([0.5, 0.5]);
  });

  it('pages the students with their outcome success, in rank order', async () => {
    const res = await api('GET', `exams/${examId}/analysis/students?_pageSize=2`);
    expect(res.status).toBe(200);
    const page = res.body as {
      _data: { name: string; rank: number; success: (number | null)[] }[];
      _totalData: number;
    };
    expect(page._totalData).toBe(4);
    expect(page._data.map((r) => [r.name, r.rank, ...r.success])).toEqual([
      ['Ada', 1, 1, 1],
      ['Cem', 2, 0.5, 1],
    ]);
  });

  it('follows a cancellation: an AllCancelled question leaves the outcome and the table', async () => {
    await api('POST', `exams/${examId}/cancellations`, {
      section: 'Matematik',
      question: 3,
      rule: 'AllCancelled',
    });
    const a = await analysis();
    expect(a.questions[2]).toMatchObject({ asked: 0, difficulty: null, discrimination: null });
    expect(a.outcomes[1]).toMatchObject({ asked: 0, success: null });
    await api('DELETE', `exams/${examId}/cancellations?section=Matematik&question=3`);
  });

  it('counts the same from the kept tallies as from every sheet, for the exam, a branch and a class', async () => {
    await api('POST', `exams/${examId}/cancellations`, {
      section: 'Matematik',
      question: 2,
      rule: 'OptionsCorrect',
      options: 'AB',
    });
    const queries = [
      '',
      `?branchId=${branchId}`,
      `?classId=${classA}`,
      `?classId=${classB}&branchId=${branchId}`,
    ];
    const tallied = await Promise.all(queries.map((q) => analysis(q)));
    const [kept] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from exam_result_tallies where exam_id = ${examId}`,
    );
    expect(kept!.n).toBeGreaterThan(0);
    // Without tallies (an exam stored before they were kept) the sheets are read one by one.
    await queryRows(t.handle.db, sql`delete from exam_result_tallies where exam_id = ${examId}`);
    expect(await Promise.all(queries.map((q) => analysis(q)))).toEqual(tallied);
    expect(tallied[1]!.questions.map((q) => q.discrimination)).toEqual([1, 0, 1, 0]);
    await api('DELETE', `exams/${examId}/cancellations?section=Matematik&question=2`);
    const [again] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from exam_result_tallies where exam_id = ${examId}`,
    );
    expect(again!.n).toBe(kept!.n);
  });

  it('exports the question table to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/examapi/exams/${examId}/analysis/excel`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
  });

  it('refuses to delete a pool, or drop an outcome, an exam uses', async () => {
    const del = await api('DELETE', `learning-outcome-pools/${poolId}`, undefined, t.token.admin);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe(
      'Bu havuzun kazanımları 1 sınavın sorularında kullanılıyor. Önce sınavlardan kaldırın.',
    );
    const pool = (await api('GET', `learning-outcome-pools/${poolId}`, undefined, t.token.admin)).body as {
      majorId: string;
      outcomes: { id: string; code: string; text: string }[];
    };
    const drop = await api(
      'PUT',
      `learning-outcome-pools/${poolId}`,
      {
        majorId: pool.majorId,
        gradeLevel: '8',
        outcomes: pool.outcomes.slice(0, 1),
      },
      t.token.admin,
    );
    expect(drop.status).toBe(400);
    expect(drop.body.message).toBe(
      'Çıkarılan kazanımlar 1 sınavın sorularında kullanılıyor. Önce sınavlardan kaldırın.',
    );
  });

  it('answers 404 for another business’s caller', async () => {
    const other = (await signInAs(t.app, DEMO.otherManager)).token;
    expect((await api('GET', `exams/${examId}/analysis`, undefined, other)).status).toBe(404);
    expect((await api('GET', `exams/${examId}/analysis/students`, undefined, other)).status).toBe(404);
  });
});
