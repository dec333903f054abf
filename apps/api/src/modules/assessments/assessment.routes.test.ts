import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsProvider } from '../../integrations/sms/sms';
import { signInAs } from '../../test/auth-helpers';
import { insertAccount, signInOtherBranchManager } from '../../test/factories/accounts';
import { addClassC, call, setUpSchool } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';
import { assessmentTestCalls, channelInventory, pick, signInCounselor } from './assessment-test-fixtures';

let t: TestApp;
let founder: string;
let counselor: string;
let parentToken: string;
const texts: { to: string; text: string }[] = [];
const sms: SmsProvider = {
  name: 'test',
  deliver: async (to, text) => {
    texts.push({ to, text });
    return { status: 'Sent', providerMessageId: 'x', error: null };
  },
};
const ids = { branchId: '', classA: '', classC: '', ali: '', ayse: '', other: '', assessmentId: '' };

const inventory = channelInventory('Küçük Envanter', 'OnePerScreen', {
  gorsel: ['Görsel kanal zayıf.', 'Görsel kanal güçlü.'],
  isitsel: ['İşitsel kanal zayıf.', 'İşitsel kanal güçlü.'],
});
const { as, anon, count } = assessmentTestCalls(() => t);

const today = todayInIstanbul();

beforeAll(async () => {
  t = await createTestApp({ sms });
  const manager = await signInOtherBranchManager(t, 'genel.env@demo.test');
  const { businessId } = manager;
  founder = manager.token;
  const school = await setUpSchool(t.app, founder, ' E');
  const classC = await addClassC(t.app, founder, school);
  const ali = await registerStudent(t.app, founder, school.branchId, 81);
  const ayse = await registerStudent(t.app, founder, school.branchId, 82);
  const other = await registerStudent(t.app, founder, school.branchId, 83);
  await call(t.app, founder, 'POST', 'education/student/class', {
    schoolClassId: school.classA,
    studentIds: [ali.id, ayse.id],
  });
  await call(t.app, founder, 'POST', 'education/student/class', {
    schoolClassId: classC,
    studentIds: [other.id],
  });
  Object.assign(ids, {
    branchId: school.branchId,
    classA: school.classA,
    classC: classC,
    ali: ali.id,
    ayse: ayse.id,
    other: other.id,
  });
  counselor = await signInCounselor(t, 'rehber@demo.test', businessId, school);
  const [parent] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select parent_id::text as id from student_parents where student_id = ${ali.id} limit 1`,
  );
  await insertAccount(t.handle.db, 'veli.env@demo.test', {
    businessId,
    branchId: school.branchId,
    role: 'Parent',
    parentId: parent!.id,
  });
  parentToken = (await signInAs(t.app, 'veli.env@demo.test')).token;
}, 300_000);
afterAll(async () => t?.close());

describe('inventory definitions', () => {
  it('lists the two demo inventories', async () => {
    const list = (await as(counselor, 'GET', 'education/assessment')).json();
    expect(list._data.map((a: { name: string }) => a.name).sort()).toEqual([
      'Ders Çalışma Alışkanlıkları Envanteri',
      'Öğrenme Stilleri Envanteri',
    ]);
  });

  it('refuses a dimension no option scores and an option without points, saving nothing', async () => {
    const before = await count('assessments');
    const bad = structuredClone(inventory);
    bad.definition.dimensions.push({
      key: 'kin',
      name: 'Kinestetik',
      method: 'Sum',
      bands: [{ label: 'Düşük', min: 0, max: 5, interpretation: '' }],
    });
    bad.definition.questions[0]!.options[0]!.points = [];
    const res = await as(counselor, 'POST', 'education/assessment', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      '1. soru: “1” seçeneği hiçbir boyuta puan vermiyor.',
      '“Kinestetik” boyutunu puanlayan hiçbir seçenek yok.',
    ]);
    expect(await count('assessments')).toBe(before);
  });

  it('saves a counselor’s inventory in his branch, and he edits it', async () => {
    const res = await as(counselor, 'POST', 'education/assessment', inventory);
    expect(res.statusCode).toBe(200);
    ids.assessmentId = res.json().id;
    const saved = (await as(counselor, 'GET', `education/assessment/${ids.assessmentId}`)).json();
    expect(saved.branchId).toBe(ids.branchId);
    expect(saved.definition.questions).toHaveLength(4);
    const renamed = await as(counselor, 'POST', 'education/assessment/update', {
      ...inventory,
      id: ids.assessmentId,
      name: 'Küçük Envanter 2',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await as(counselor, 'GET', `education/assessment/${ids.assessmentId}`)).json().name).toBe(
      'Küçük Envanter 2',
    );
  });

  it('sorts the inventories by name in Turkish order, both ways, on the server', async () => {
    const names = async (order: string) =>
      (
        (await as(counselor, 'GET', `education/assessment?_sort=name&_order=${order}`)).json()._data as {
          name: string;
        }[]
      ).map((a) => a.name);
    const asc = ['Ders Çalışma Alışkanlıkları Envanteri', 'Küçük Envanter 2', 'Öğrenme Stilleri Envanteri'];
    expect(await names('asc')).toEqual(asc);
    expect(await names('desc')).toEqual([...asc].reverse());
    expect((await as(counselor, 'GET', 'education/assessment?_sort=definition')).statusCode).toBe(400);
  });

  it('keeps the business-wide inventories out of a branch account’s reach for changes', async () => {
    const list = (await as(counselor, 'GET', 'education/assessment/list')).json() as {
      id: string;
      name: string;
    }[];
    const demo = list.find((a) => a.name === 'Öğrenme Stilleri Envanteri')!;
    const res = await as(counselor, 'GET', `education/assessment/delete/${demo.id}`);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a parent every screen of the inventories', async () => {
    expect((await as(parentToken, 'GET', 'education/assessment')).statusCode).toBe(403);
    expect(
      (await as(parentToken, 'GET', `education/report/assessment-results?assignmentId=${ids.assessmentId}`))
        .statusCode,
    ).toBe(403);
  });
});

describe('assignment, the personal link and the results', () => {
  let assignmentId = '';
  let links: { studentId: string; url: string; answered: boolean }[] = [];
  const tokenOf = (studentId: string) =>
    links.find((l) => l.studentId === studentId)!.url.split('/assessment/')[1]!;
  /** The counselor's sending of the inventory to a whole class, open from today. */
  const sendToClass = (schoolClassId: string, closesOn: string, sms: 'Parent' | 'None') =>
    as(counselor, 'POST', 'education/student/assessment-assignment', {
      assessmentId: ids.assessmentId,
      target: 'Class',
      branchId: ids.branchId,
      schoolClassId,
      opensOn: today,
      closesOn,
      sms,
    });
  /** The counselor's results report: the list, or a part of it such as `/distribution`. */
  const resultsReport = async (pathAndQuery: string) =>
    (await as(counselor, 'GET', `education/report/assessment-results${pathAndQuery}`)).json();

  it('assigns to the counselor’s class with a random link per student, texted to the parents', async () => {
    const res = await sendToClass(ids.classA, addDays(today, 7), 'Parent');
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(2);
    assignmentId = res.json().id;
    links = (
      await as(counselor, 'GET', `education/student/assessment-assignment/${assignmentId}/links`)
    ).json().links;
    expect(links.map((l) => l.studentId).sort()).toEqual([ids.ali, ids.ayse].sort());
    const token = tokenOf(ids.ali);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(texts.some((m) => m.text.includes(token))).toBe(true);
  });

  it('refuses a class the counselor does not teach', async () => {
    const res = await sendToClass(ids.classC, today, 'None');
    expect(res.statusCode).toBe(404);
  });

  it('keeps the answers so far, refuses a submission missing required answers and saves nothing of it', async () => {
    const token = tokenOf(ids.ali);
    const scoresBefore = await count('assessment_scores');
    const open = (await anon('GET', `assessment/${token}`)).json();
    expect(open.state).toBe('Open');
    expect(open.questions).toHaveLength(4);
    expect(JSON.stringify(open.questions)).not.toContain('points');
    expect(
      (await anon('POST', `assessment/${token}/answers`, { answers: pick(['q1', 2], ['q3', 2]) })).statusCode,
    ).toBe(200);
    expect((await anon('GET', `assessment/${token}`)).json().answers).toEqual(pick(['q1', 2], ['q3', 2]));
    const partial = await anon('POST', `assessment/${token}/submit`, { answers: pick(['q1', 2], ['q3', 2]) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Lütfen zorunlu soruları yanıtlayın: 2, 4. soru.');
    expect(await count('assessment_scores')).toBe(scoresBefore);
    expect((await anon('GET', `assessment/${token}`)).json().state).toBe('Open');
  });

  it('scores a submission once: sum and mean, with bands at their edges; a second one is refused', async () => {
    const token = tokenOf(ids.ali);
    // Görsel: 2 + 4 = 6 (the low edge of Yüksek); İşitsel: (2 + 3) / 2 = 2,5 (the low edge of Yüksek).
    const res = await anon('POST', `assessment/${token}/submit`, {
      answers: pick(['q1', 2], ['q2', 4], ['q3', 2], ['q4', 3]),
    });
    expect(res.statusCode).toBe(200);
    const again = await anon('POST', `assessment/${token}/submit`, {
      answers: pick(['q1', 1], ['q2', 1], ['q3', 1], ['q4', 1]),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Bu form daha önce gönderildi. Yanıtlarınız için teşekkür ederiz.');
    expect((await anon('GET', `assessment/${token}`)).json().state).toBe('Used');

    const list = await resultsReport(`?assignmentId=${assignmentId}`);
    const row = list._data.find((r: { studentId: string }) => r.studentId === ids.ali);
    expect(row.scores).toEqual([
      { dimensionKey: 'gorsel', scoreCenti: 600, bandLabel: 'Yüksek' },
      { dimensionKey: 'isitsel', scoreCenti: 250, bandLabel: 'Yüksek' },
    ]);
    const profile = await resultsReport(`/profile/${row.linkId}`);
    expect(profile.dimensions.map((d: { interpretation: string }) => d.interpretation)).toEqual([
      'Görsel kanal güçlü.',
      'İşitsel kanal güçlü.',
    ]);
  });

  it('counts the class’s bands and names who has not answered', async () => {
    const dist = await resultsReport(`/distribution?assignmentId=${assignmentId}`);
    expect(dist).toMatchObject({ total: 2, answered: 1 });
    expect(dist.dimensions[0].bands).toEqual([
      { label: 'Düşük', count: 0 },
      { label: 'Yüksek', count: 1 },
    ]);
    const pending = await resultsReport(`?assignmentId=${assignmentId}&status=Pending`);
    expect(pending._data.map((r: { studentId: string }) => r.studentId)).toEqual([ids.ayse]);
    const sent = texts.length;
    const remind = await as(counselor, 'POST', 'education/student/assessment-assignment/remind', {
      assignmentId,
      sms: 'Parent',
    });
    expect(remind.statusCode).toBe(200);
    expect(texts.slice(sent).every((m) => m.text.includes(tokenOf(ids.ayse)))).toBe(true);
    expect(texts.length).toBeGreaterThan(sent);
  });

  it('answers a closed and an unknown link with a Turkish state, and refuses answers on a closed one', async () => {
    const res = await as(founder, 'POST', 'education/student/assessment-assignment', {
      assessmentId: ids.assessmentId,
      target: 'Students',
      branchId: ids.branchId,
      studentIds: [ids.other],
      opensOn: addDays(today, -10),
      closesOn: addDays(today, -1),
      sms: 'None',
    });
    expect(res.statusCode).toBe(200);
    const closed = (
      await as(founder, 'GET', `education/student/assessment-assignment/${res.json().id}/links`)
    ).json().links[0];
    const token = closed.url.split('/assessment/')[1];
    expect((await anon('GET', `assessment/${token}`)).json()).toMatchObject({
      state: 'Closed',
      message: 'Bu formun yanıtlama süresi sona erdi.',
    });
    const late = await anon('POST', `assessment/${token}/submit`, {
      answers: pick(['q1', 2], ['q2', 4], ['q3', 2], ['q4', 3]),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Bu formun yanıtlama süresi sona erdi.');
    expect((await anon('GET', `assessment/${'x'.repeat(43)}`)).json().state).toBe('Unknown');
  });

  it('hides another class’s student from the counselor’s results and student tab', async () => {
    expect((await as(counselor, 'GET', `student/${ids.other}/assessments`)).statusCode).toBe(404);
    const mine = (await as(counselor, 'GET', `student/${ids.ali}/assessments`)).json();
    expect(mine[0].scores.map((s: { bandLabel: string }) => s.bandLabel)).toEqual(['Yüksek', 'Yüksek']);
  });

  it('sorts the sendings by closing day on the server', async () => {
    const later = await sendToClass(ids.classA, addDays(today, 30), 'None');
    expect(later.statusCode).toBe(200);
    const closing = async (order: string) =>
      (
        (
          await as(counselor, 'GET', `education/student/assessment-assignment?_sort=closesOn&_order=${order}`)
        ).json()._data as { id: string; closesOn: string }[]
      )
        .filter((r) => [assignmentId, later.json().id].includes(r.id))
        .map((r) => r.closesOn);
    expect(await closing('asc')).toEqual([addDays(today, 7), addDays(today, 30)]);
    expect(await closing('desc')).toEqual([addDays(today, 30), addDays(today, 7)]);
    expect(
      (await as(counselor, 'GET', 'education/student/assessment-assignment?_sort=target')).statusCode,
    ).toBe(400);
  });
});
