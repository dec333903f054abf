import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import {
  CAMPAIGN_ALREADY_SUBMITTED,
  CAMPAIGN_CLOSED_MESSAGE,
  CAMPAIGN_THANK_YOU,
  type TPublicCampaign,
} from '@panel/shared/crm/campaigns';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER, DEMO_CAMPAIGN } from '../../../db/seed/demo-crm-seed';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, signInAs } from '../../../test/auth-helpers';
import { queryRows } from '../../../test/sql';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let manager: string;
let other: string;
let campaignId: string;
let branchId: string;
let serviceId: string;

const today = todayInIstanbul();
const campaignBody = (over: Record<string, unknown> = {}) => ({
  name: 'Yaz Okulu',
  startsOn: today,
  endsOn: addDays(today, 30),
  branchIds: [branchId],
  offers: [{ serviceId, discountKind: 'Amount', discountValue: 150000 }],
  publicFormEnabled: true,
  kvkkText: 'Verileriniz yalnızca kayıt için işlenir.',
  ...over,
});

const submission = (over: Record<string, unknown> = {}) => ({
  studentFirstName: 'Mina',
  studentLastName: 'Yılmaz',
  gradeLevel: '8',
  parentFirstName: 'Aylin',
  parentLastName: 'Yılmaz',
  phone: '0(532) 999 11 22',
  branchId,
  kvkkConsent: true,
  ...over,
});

/** How many customers carry the phone (its digits as stored). */
const customersWithPhone = async (digits: string) =>
  (
    await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from crm_customers where phone_digits = ${digits}`,
    )
  )[0]!.n;

const submit = (id: string, body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/campaign/public/${id}`, payload: body, remoteAddress: ip });

beforeAll(async () => {
  t = await createTestApp();
  manager = (await signInAs(t.app, DEMO_CALL_CENTER.manager)).token;
  other = (await signInAs(t.app, DEMO.otherManager)).token;
  const [row] = await queryRows<{ id: string; branch_id: string; service_id: string }>(
    t.handle.db,
    sql`select c.id, c.branch_ids[1] as branch_id, (c.offers->0->>'serviceId') as service_id
        from campaigns c where c.name = ${DEMO_CAMPAIGN}`,
  );
  campaignId = row!.id;
  branchId = row!.branch_id;
  serviceId = row!.service_id;
});
afterAll(() => t.close());

describe('campaigns', () => {
  it('lists, searches and opens a campaign with its customer count', async () => {
    const list = await t.app.inject({ url: '/api/campaign?_searchTerm=erken', headers: bearer(manager) });
    expect(list.statusCode).toBe(200);
    expect(list.json()._data.map((c: { name: string }) => c.name)).toEqual([DEMO_CAMPAIGN]);
    const one = await t.app.inject({ url: `/api/campaign/${campaignId}`, headers: bearer(manager) });
    expect(one.json()).toMatchObject({ name: DEMO_CAMPAIGN, customerCount: 3, kvkkVersion: '1' });
  });

  it('creates and edits a campaign; a changed KVKK text gets a new version', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: bearer(manager),
      payload: campaignBody(),
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const url = `/api/campaign/${id}`;
    expect((await t.app.inject({ url, headers: bearer(manager) })).json()).toMatchObject({
      offers: [{ serviceId, discountKind: 'Amount', discountValue: 150000 }],
      kvkkVersion: '1',
    });
    await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(manager),
      payload: campaignBody({ name: 'Yaz Okulu 2' }),
    });
    expect((await t.app.inject({ url, headers: bearer(manager) })).json().kvkkVersion).toBe('1');
    await t.app.inject({
      method: 'PUT',
      url,
      headers: bearer(manager),
      payload: campaignBody({ kvkkText: 'Yeni metin.' }),
    });
    expect((await t.app.inject({ url, headers: bearer(manager) })).json()).toMatchObject({
      name: 'Yaz Okulu',
      kvkkVersion: '2',
    });
  });

  it('refuses bad input in Turkish: dates the wrong way, a percent over 100, a service of nowhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: bearer(manager),
      payload: campaignBody({
        startsOn: addDays(today, 5),
        endsOn: today,
        offers: [{ serviceId, discountKind: 'Percent', discountValue: 120 }],
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain('bitiş tarihi');
    expect(res.json().errors.join(' ')).toContain('100');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: bearer(manager),
      payload: campaignBody({
        offers: [{ serviceId: crypto.randomUUID(), discountKind: 'Percent', discountValue: 5 }],
      }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toContain('offers: Lütfen Hizmet Seçiniz!');
  });

  it('hides another business’s campaign', async () => {
    const res = await t.app.inject({ url: `/api/campaign/${campaignId}`, headers: bearer(other) });
    expect(res.statusCode).toBe(404);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/campaign/${campaignId}`,
      headers: bearer(other),
      payload: { ...campaignBody(), branchIds: [] },
    });
    expect(put.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/campaign', headers: bearer(other) });
    expect(list.json()._data).toEqual([]);
  });
});

describe('the public campaign form', () => {
  it('shows the open campaign with its branches and KVKK text to anyone', async () => {
    const res = await t.app.inject({ url: `/api/campaign/public/${campaignId}` });
    expect(res.statusCode).toBe(200);
    const body = res.json() as TPublicCampaign;
    expect(body).toMatchObject({ name: DEMO_CAMPAIGN, open: true, kvkkVersion: '1' });
    expect(body.branches.map((b) => b.id)).toEqual([branchId]);
    expect(body.kvkkText).toContain('KVKK');
  });

  it('makes a customer with the consent stored, in the campaign’s pool as a waiting entry', async () => {
    const res = await submit(campaignId, submission());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: true, message: CAMPAIGN_THANK_YOU });
    const [customer] = await queryRows<Record<string, string>>(
      t.handle.db,
      sql`select c.source, c.kvkk_consent_version, c.kvkk_consent_text, c.kvkk_consent_at, r.name as reference,
                 l.assignment_type, l.name as list_name, e.state
          from crm_customers c
          join crm_references r on r.id = c.reference_id
          join crm_call_list_entries e on e.customer_id = c.id
          join crm_call_lists l on l.id = e.call_list_id and l.campaign_id = c.campaign_id
          where c.phone_digits = '5329991122'`,
    );
    expect(customer).toMatchObject({
      source: 'Campaign',
      kvkk_consent_version: '1',
      reference: 'Kampanya formu',
      assignment_type: 'Pool',
      // The demo's pool of the campaign (demo-crm-seed.ts): submissions join it rather than open a second one.
      list_name: `${DEMO_CAMPAIGN} Havuzu`,
      state: 'Waiting',
    });
    expect(customer!.kvkk_consent_text).toContain('KVKK');
    expect(customer!.kvkk_consent_at).toBeTruthy();
    // A second family lands in the same pool.
    await submit(campaignId, submission({ phone: '05329991133' }), '10.0.0.2');
    const pools = await queryRows<{ n: number; entries: number }>(
      t.handle.db,
      sql`select count(distinct l.id)::int as n, count(e.id)::int as entries from crm_call_lists l
          join crm_call_list_entries e on e.call_list_id = l.id where l.campaign_id = ${campaignId}`,
    );
    // The demo pool's three campaign customers, and the two families of this test.
    expect(pools[0]).toEqual({ n: 1, entries: 3 + 2 });
  });

  it('answers a repeated phone within the hour kindly, without a second customer', async () => {
    const res = await submit(campaignId, submission({ studentFirstName: 'Mina2' }), '10.0.0.3');
    expect(res.json()).toEqual({ accepted: false, message: CAMPAIGN_ALREADY_SUBMITTED });
    expect(await customersWithPhone('5329991122')).toBe(1);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await submit(
      campaignId,
      submission({ phone: '05329991144', website: 'http://spam.test' }),
      '10.0.0.4',
    );
    expect(res.json()).toEqual({ accepted: true, message: CAMPAIGN_THANK_YOU });
    expect(await customersWithPhone('5329991144')).toBe(0);
  });

  it('refuses without the KVKK consent, and limits one address', async () => {
    const res = await submit(
      campaignId,
      submission({ phone: '05329991155', kvkkConsent: false }),
      '10.0.0.5',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain('KVKK');
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await submit(campaignId, submission({ website: 'x' }), '10.0.0.6')).statusCode;
    expect(last).toBe(429);
  });

  it('tells a closed campaign in Turkish and stores nothing', async () => {
    await t.handle.db.execute(sql`update campaigns set public_form_enabled = false where id = ${campaignId}`);
    const view = await t.app.inject({ url: `/api/campaign/public/${campaignId}` });
    expect(view.json()).toMatchObject({ open: false, closedMessage: CAMPAIGN_CLOSED_MESSAGE, branches: [] });
    const res = await submit(campaignId, submission({ phone: '05329991166' }), '10.0.0.7');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CAMPAIGN_CLOSED_MESSAGE);
    await t.handle.db.execute(sql`update campaigns set public_form_enabled = true where id = ${campaignId}`);
  });

  it('answers 404 for an unknown campaign and refuses another business’s branch', async () => {
    const res = await submit(crypto.randomUUID(), submission(), '10.0.0.8');
    expect(res.statusCode).toBe(404);
    const [foreign] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select b.id from branches b join businesses bu on bu.id = b.business_id
          where b.business_id <> (select business_id from campaigns where id = ${campaignId}) limit 1`,
    );
    const wrongBranch = await submit(
      campaignId,
      submission({ phone: '05329991177', branchId: foreign!.id }),
      '10.0.0.9',
    );
    expect(wrongBranch.statusCode).toBe(400);
  });
});
