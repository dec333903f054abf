import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCalls } from '../../test/api-calls';
import { bearer } from '../../test/auth-helpers';
import { signInOtherBranchManager } from '../../test/factories/accounts';
import { call, setUpSchool } from '../../test/factories/education';
import { registerStudent } from '../../test/factories/students';
import { settleReport } from '../../test/report-results';
import { queryRows } from '../../test/sql';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * A sending's SMS through the bulk door: a class's links and reminders go in the request
 * while they are few, through the job queue past SMS_INLINE_MAX.
 */
let t: TestApp;
let token: string;
let classId = '';
let assessmentId = '';
const today = todayInIstanbul();

type Answer = { id?: string; sent: number; unreachable: string[]; reportId?: string; message: string };
const { post } = apiCalls<Answer>(
  () => t.app,
  () => token,
);
const assign = () =>
  post('education/student/assessment-assignment', {
    assessmentId,
    target: 'Class',
    schoolClassId: classId,
    opensOn: today,
    closesOn: addDays(today, 7),
    sms: 'Parent',
  });
const linksOf = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/education/student/assessment-assignment/${id}/links`,
      headers: bearer(token),
    })
  ).json().links as { url: string; smsSent: boolean }[];
const batchOf = (reportId: string) =>
  queryRows<{ status: string; purpose: string; text: string }>(
    t.handle.db,
    sql`select status, purpose, text from sms_messages where batch_id = ${reportId} order by batch_index`,
  );

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
  ({ token } = await signInOtherBranchManager(t, 'toplu.env@demo.test'));
  const school = await setUpSchool(t.app, token, ' T');
  classId = school.classA;
  // Two students, each with two parent phones: four messages a sending.
  const pupils = [
    await registerStudent(t.app, token, school.branchId, 91),
    await registerStudent(t.app, token, school.branchId, 92),
  ];
  await call(t.app, token, 'POST', 'education/student/class', {
    schoolClassId: classId,
    studentIds: pupils.map((p) => p.id),
  });
  const list = (
    await t.app.inject({ method: 'GET', url: '/api/education/assessment', headers: bearer(token) })
  ).json()._data as { id: string; name: string }[];
  assessmentId = list.find((a) => a.name === 'Öğrenme Stilleri Envanteri')!.id;
}, 300_000);
afterAll(async () => t?.close());

describe('a sending’s SMS', () => {
  it('texts a short sending in the request and marks each link sent', async () => {
    const answer = await assign();
    expect(answer).toMatchObject({
      sent: 4,
      unreachable: [],
      message: '2 öğrenciye form bağlantısı oluşturuldu. 4 SMS gönderildi.',
    });
    expect(answer.reportId).toBeUndefined();
    expect((await linksOf(answer.id!)).map((l) => l.smsSent)).toEqual([true, true]);
  });

  it('hands a sending past SMS_INLINE_MAX to the job queue, each message recorded under the batch', async () => {
    const inlineMax = t.app.config.sms.inlineMax;
    t.app.config.sms.inlineMax = 3;
    try {
      const answer = await assign();
      expect(answer).toMatchObject({
        sent: 0,
        message:
          '2 öğrenciye form bağlantısı oluşturuldu. 4 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.',
      });
      expect(await settleReport(t.app, token, answer.reportId!)).toMatchObject({
        state: 'Done',
        error: null,
      });
      const batch = await batchOf(answer.reportId!);
      expect(batch.map((m) => [m.status, m.purpose])).toEqual(Array(4).fill(['Sent', 'assessment']));
      // Every message carries one of this sending's links, each link to both parents.
      const links = await linksOf(answer.id!);
      for (const link of links) expect(batch.filter((m) => m.text.endsWith(link.url))).toHaveLength(2);
      expect(links.map((l) => l.smsSent)).toEqual([true, true]);

      const reminder = await post('education/student/assessment-assignment/remind', {
        assignmentId: answer.id,
        sms: 'Parent',
      });
      expect(reminder.message).toBe('4 SMS arka planda gönderiliyor; ilerlemesi ve sonuçları yeni sekmede.');
      expect(await settleReport(t.app, token, reminder.reportId!)).toMatchObject({ state: 'Done' });
      const reminded = await batchOf(reminder.reportId!);
      expect(reminded.map((m) => m.status)).toEqual(['Sent', 'Sent', 'Sent', 'Sent']);
      expect(reminded.every((m) => m.text.startsWith('Hatırlatma: '))).toBe(true);
    } finally {
      t.app.config.sms.inlineMax = inlineMax;
    }
  });
});
