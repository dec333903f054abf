import { todayInIstanbul } from '@panel/shared/common/dates';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER } from '../../../db/seed/demo-crm-seed';
import { bearer, decodeClaims } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';

/**
 * The CRM reports over known data: the manager works the demo campaign's three customers
 * from a pool (two interviews, one with a next contact), and one customer is registered.
 */
const t = setUpTestApp({ manager: DEMO_CALL_CENTER.manager, consultant: DEMO_CALL_CENTER.first });
let businessId: string;
const today = todayInIstanbul();

type Json = Record<string, unknown>;
const api = async (as: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(as), payload });
  return { status: res.statusCode, body: res.json() as Json };
};
const ok = async (as: string, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
  const res = await api(as, url, method, payload);
  if (res.status !== 200) throw new Error(`${url} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const stateId = async (name: string) =>
  (
    await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from crm_interview_states where business_id = ${businessId} and name = ${name}`,
    )
  )[0]!.id;

beforeAll(async () => {
  businessId = decodeClaims(t.token.manager).biz as string;
  const options = await ok(t.token.manager, 'crm/call-lists/options');
  const campaignId = (options.campaigns as Json[])[0]!.id as string;
  const pool = await ok(t.token.manager, 'crm/call-lists', 'POST', {
    name: 'Erken kayıt',
    assignmentType: 'Pool',
    filter: { campaignId },
  });
  expect(pool.entryCount).toBe(3);
  const first = await ok(t.token.manager, `crm/call-lists/${pool.id}/take`, 'POST');
  await ok(t.token.manager, `crm/call-list-entries/${first.entryId}/interview`, 'POST', {
    channel: 'Phone',
    stateId: await stateId('Tekrar aranacak'),
    nextContactOn: today,
  });
  const second = await ok(t.token.manager, `crm/call-lists/${pool.id}/take`, 'POST');
  await ok(t.token.manager, `crm/call-list-entries/${second.entryId}/interview`, 'POST', {
    channel: 'FaceToFace',
    stateId: await stateId('Randevu verildi'),
  });
  // One campaign customer registered (the conversion is the customer card's; here its outcome).
  await t.handle.db.execute(sql`update crm_customers set student_id = (select id from students where business_id = ${businessId} limit 1)
    where id = (select customer_id from crm_call_list_entries where id = ${second.entryId as string})`);
}, 120_000);

describe('CRM reports', () => {
  it('counts calls per consultant and day', async () => {
    const report = await ok(t.token.manager, `crm/reports/calls?from=${today}&to=${today}`);
    expect(report.totalInterviews).toBe(2);
    expect(report._data).toEqual([
      expect.objectContaining({
        day: today,
        consultantName: 'Serkan Aydın',
        interviews: 2,
        fromCallLists: 2,
        withNextContact: 1,
      }),
    ]);
  });

  it('lists the interviews of the period with consultant, channel and state', async () => {
    const report = await ok(t.token.manager, `crm/reports/interviews?from=${today}&to=${today}`);
    expect(report._totalData).toBe(2);
    const rows = report._data as Json[];
    expect(rows.map((r) => [r.channel, r.stateName]).sort()).toEqual([
      ['FaceToFace', 'Randevu verildi'],
      ['Phone', 'Tekrar aranacak'],
    ]);
    const before = await ok(t.token.manager, 'crm/reports/interviews?to=2020-01-01');
    expect(before._totalData).toBe(0);
  });

  it('counts states over time', async () => {
    const stats = await ok(
      t.token.manager,
      `crm/reports/interview-states?from=${today}&to=${today}&period=month`,
    );
    expect(stats.periods).toEqual([today.slice(0, 7)]);
    const states = stats.states as Json[];
    const counts = stats.counts as number[][];
    const of = (name: string) => counts[states.findIndex((s) => s.name === name)]![0];
    expect([of('Tekrar aranacak'), of('Randevu verildi'), of('Vazgeçti')]).toEqual([1, 1, 0]);
  });

  it('shows the funnel by campaign with conversion rates', async () => {
    const funnel = await ok(t.token.manager, `crm/reports/funnel?groupBy=campaign&to=${today}`);
    const campaign = (funnel.rows as Json[]).find((r) => r.label === '2027 Erken Kayıt');
    expect(campaign).toMatchObject({
      customers: 3,
      interviewed: 2,
      registered: 1,
      interviewRate: 66.7,
      registerRate: 33.3,
    });
    expect(funnel.total).toMatchObject({ customers: 8, interviewed: 2, registered: 1, registerRate: 12.5 });
  });

  it('exports to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/crm/reports/funnel/excel',
      headers: bearer(t.token.manager),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a reversed period in Turkish and a consultant without the report permission', async () => {
    const reversed = await api(t.token.manager, 'crm/reports/calls?from=2026-02-01&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toContain('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect((await api(t.token.consultant, 'crm/reports/funnel')).status).toBe(403);
  });
});
