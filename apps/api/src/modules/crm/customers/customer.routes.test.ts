import { CUSTOMER_ALREADY_CONVERTED, DUPLICATE_PHONE_TITLE } from '@panel/shared/crm/customers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER } from '../../../db/seed/demo-crm-seed';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { citizenIdFrom } from '../../../test/factories/students';
import { reportFile, settleReport, sheetOf } from '../../../test/report-results';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CUSTOMER_CONVERTED } from '../interviews/interview.service';

/** CRM customers as the screens use them: the form, the search, the card, merging and "Kayıt Yap". */
let t: TestApp;
let founder: string;
let consultant: string;
let secondConsultant: string;
let otherBusiness: string;
let branchId: string;
let campaignId: string;
let openStateId: string;

type Json = Record<string, unknown>;
type Page = { _data: Json[]; _totalData: number; _pageCount: number };
const api = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  as = founder,
) => {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(as), payload });
  return { status: res.statusCode, body: res.json() as Json };
};
const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, as = founder) => {
  const res = await api(method, url, payload, as);
  if (res.status !== 200) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const search = async (query: string, as = founder) =>
  (await ok('GET', `crm/customer?${query}`, undefined, as)) as unknown as Page;
const customer = (extra: Json = {}) => ({
  branchId,
  customerType: 'Individual',
  studentFirstName: 'Mert',
  studentLastName: 'Yalın',
  gradeLevel: '8',
  currentSchool: 'Moda Ortaokulu',
  parentFirstName: 'Sevgi',
  parentLastName: 'Yalın',
  phone: '0(532) 555 44 33',
  ...extra,
});
/** A customer as the form sends it, with the given fields changed. */
const postCustomer = (extra: Json) => api('POST', 'crm/customer', customer(extra));

beforeAll(async () => {
  // A list longer than three customers is handed to the report centre here (10,000 by default).
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000', REPORT_EXPORT_ROWS: '3' } });
  founder = (await signInAs(t.app, DEMO.founder)).token;
  consultant = (await signInAs(t.app, DEMO_CALL_CENTER.first)).token;
  secondConsultant = (await signInAs(t.app, DEMO_CALL_CENTER.second)).token;
  otherBusiness = (await signInAs(t.app, DEMO.otherManager)).token;
  branchId = decodeClaims(consultant).br as string;
  const campaigns = (await ok('GET', 'crm/campaign-choice')) as unknown as { id: string; name: string }[];
  campaignId = campaigns.find((c) => c.name === '2027 Erken Kayıt')!.id;
  const states = (await ok('GET', 'crm/interview-state')) as unknown as { id: string; name: string }[];
  openStateId = states.find((s) => s.name === 'İlk görüşme')!.id;
});
afterAll(() => t.close());

describe('creating a customer', () => {
  it('warns of a phone already on file, naming the customer, and saves only when told to', async () => {
    const duplicate = await postCustomer({ phone: '0532 111 00 01' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.title).toBe(DUPLICATE_PHONE_TITLE);
    expect(duplicate.body.message).toContain('Deniz Arslan');
    const details = duplicate.body.details as { duplicates: { id: string; name: string }[] };
    expect(details.duplicates.map((d) => d.name)).toEqual(['Deniz Arslan']);
    expect((await search('_searchTerm=5321110001'))._totalData).toBe(1);

    await ok('POST', 'crm/customer', customer({ phone: '+90 532 111 00 01', allowDuplicate: true }));
    const both = await search('_searchTerm=0532 111 00 01');
    expect(both._totalData).toBe(2);
    const card = await ok('GET', `crm/customer/${details.duplicates[0]!.id}`);
    expect((card.duplicates as Json[]).map((d) => d.name)).toEqual(['Mert Yalın']);
  });

  it('answers bad input with 400 and the Turkish messages', async () => {
    const phone = await postCustomer({ phone: '0532 111' });
    expect(phone.status).toBe(400);
    expect(phone.body.errors).toContain('10 Haneli Telefon Numaranızı Giriniz!');
    const citizen = await postCustomer({ phone: '0532 999 88 77', citizenId: '12345678901' });
    expect(citizen.status).toBe(400);
    expect(citizen.body.errors).toContain('T.C Kimlik Numarası Geçersiz!');
    const corporate = await postCustomer({ phone: '0532 999 88 77', customerType: 'Corporate' });
    expect(corporate.status).toBe(400);
    expect(corporate.body.errors).toContain('Lütfen Kurum Adı Giriniz!');
    const mail = await postCustomer({ phone: '0532 999 88 77', email: 'yok' });
    expect(mail.body.errors).toContain('Geçerli E-mail Giriniz!');
    expect((await search('_searchTerm=5329998877'))._totalData).toBe(0);
  });
});

describe('the search', () => {
  it('filters by campaign and grade, pages on the server and sorts by name', async () => {
    const campaign = await search(`campaignId=${campaignId}&_pageSize=2`);
    expect(campaign._totalData).toBe(3);
    expect(campaign._pageCount).toBe(2);
    expect(campaign._data).toHaveLength(2);
    const grade9 = await search('gradeLevel=9&_sort=name&_order=asc');
    expect(grade9._data.map((r) => r.name)).toEqual(['Defne Kurt', 'Kerem Çelik']);
    const bySchool = await search('currentSchool=kadikoy anadolu');
    expect(bySchool._totalData).toBe(2);
    const bad = await api('GET', 'crm/customer?_sort=phone');
    expect(bad.status).toBe(400);
    const day = await api('GET', 'crm/customer?createdTo=2026-13-45');
    expect(day.status).toBe(400);
  });

  it('exports the filtered list to Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/crm/customer/excel?campaignId=${campaignId}&_sort=name&_order=asc`,
      headers: bearer(founder),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await sheetOf(res.rawPayload);
    expect(sheet.header.slice(0, 2)).toEqual(['Öğrenci', 'Müşteri Tipi']);
    const screen = await search(`campaignId=${campaignId}&_sort=name&_order=asc`);
    expect(sheet.rows.map((r) => r[0])).toEqual(screen._data.map((c) => c.name));
    expect(sheet.rows.every((r) => r[1] === 'Bireysel')).toBe(true);
  });

  it('hands a list longer than REPORT_EXPORT_ROWS to the report centre, which holds every row', async () => {
    const screen = await search('_pageSize=1');
    expect(screen._totalData).toBeGreaterThan(3);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/crm/customer/excel',
      headers: bearer(founder),
    });
    expect(res.statusCode).toBe(202);
    const { reportId } = res.json() as { reportId: string };
    const done = await settleReport(t.app, founder, reportId);
    expect(done).toMatchObject({ state: 'Done', title: 'Müşteri Listesi', type: 'list-export' });
    const sheet = await sheetOf(await reportFile(t.app, founder, reportId));
    expect(sheet.rows).toHaveLength(screen._totalData);
    // The result is its asker's: another business's manager does not see it.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/report/${reportId}`,
      headers: bearer(otherBusiness),
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('who sees which customer', () => {
  it('shows a consultant only his own customers and answers 404 for another', async () => {
    const consultants = (await ok('GET', 'crm/consultant')) as unknown as { id: string; name: string }[];
    const merve = consultants.find((c) => c.name === 'Merve Tan')!.id;
    const { id } = await ok(
      'POST',
      'crm/customer',
      customer({ phone: '0533 222 11 00', ownerAccountId: merve }),
    );
    const own = await search('', consultant);
    expect(own._data.map((r) => r.id)).toEqual([id]);
    expect((await api('GET', `crm/customer/${id}`, undefined, consultant)).status).toBe(200);
    expect((await api('GET', `crm/customer/${id}`, undefined, secondConsultant)).status).toBe(404);
    const other = (await search(`campaignId=${campaignId}`))._data[0]!.id as string;
    expect((await api('GET', `crm/customer/${other}`, undefined, consultant)).status).toBe(404);
    expect((await api('GET', `crm/customer/${other}/interview`, undefined, consultant)).status).toBe(404);
    // A consultant's own new customer is his, whoever he names as owner.
    const mine = await ok('POST', 'crm/customer', customer({ phone: '0533 222 11 01' }), consultant);
    expect((await search('', consultant))._totalData).toBe(2);
    expect((await api('GET', `crm/customer/${mine.id}`, undefined, consultant)).status).toBe(200);
  });

  it('hides customers from another business (404)', async () => {
    const id = (await search('_searchTerm=Deniz'))._data[0]!.id as string;
    const res = await api('GET', `crm/customer/${id}`, undefined, otherBusiness);
    expect(res.status).toBe(404);
    expect((await api('POST', 'crm/customer/update', { ...customer(), id }, otherBusiness)).status).toBe(404);
    expect((await search('', otherBusiness))._totalData).toBe(0);
  });
});

describe('merging duplicates', () => {
  it('keeps every interview of both on the kept customer and drops the other', async () => {
    const keep = (await ok('POST', 'crm/customer', customer({ phone: '0534 000 00 01' }))).id as string;
    const other = (
      await ok(
        'POST',
        'crm/customer',
        customer({ phone: '0534 000 00 01', studentFirstName: 'Mete', allowDuplicate: true }),
      )
    ).id as string;
    for (const customerId of [keep, other, other])
      await ok('POST', 'crm/interview', {
        customerId,
        channel: 'Phone',
        stateId: openStateId,
        nextContactOn: '2026-12-01',
      });
    await ok('POST', `crm/customer/${keep}/merge`, { otherId: other });
    const interviews = (await ok('GET', `crm/customer/${keep}/interview`)) as unknown as Page;
    expect(interviews._totalData).toBe(3);
    const card = await ok('GET', `crm/customer/${keep}`);
    expect(card.interviewCount).toBe(3);
    expect(card.duplicates).toEqual([]);
    expect((await api('GET', `crm/customer/${other}`)).status).toBe(404);
    expect((await search('_searchTerm=5340000001'))._totalData).toBe(1);
  });
});

describe('Kayıt Yap', () => {
  it('registers the student, marks the customer won and refuses a second conversion', async () => {
    const id = (await search('_searchTerm=Kerem'))._data[0]!.id as string;
    const body = {
      citizenId: citizenIdFrom(4242),
      gender: 'Male',
      birthDate: '2011-04-05',
      educationLevel: 'HighSchool',
      origin: 'Domestic',
      parentRelation: 'Mother',
    };
    const converted = await ok('POST', `crm/customer/${id}/convert`, body);
    expect(converted.campaignId).toBe(campaignId);
    const student = await ok('GET', `student/${converted.studentId as string}/detail`);
    expect(`${student.firstName} ${student.lastName}`).toBe('Kerem Çelik');
    const parents = (await ok('GET', `student/${converted.studentId as string}/parent`)) as unknown as Json[];
    expect(parents.map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Hülya Çelik']);
    const card = await ok('GET', `crm/customer/${id}`);
    expect(card.outcome).toBe('Won');
    expect(card.studentId).toBe(converted.studentId);

    const again = await api('POST', `crm/customer/${id}/convert`, {
      ...body,
      citizenId: citizenIdFrom(4243),
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CUSTOMER_ALREADY_CONVERTED);
    const interview = await api('POST', 'crm/interview', {
      customerId: id,
      channel: 'Phone',
      stateId: openStateId,
    });
    expect(interview.body.message).toBe(CUSTOMER_CONVERTED);
    const offers = await ok('GET', `crm/campaign-offer/${campaignId}`);
    expect(offers.offers).toEqual([expect.objectContaining({ discountKind: 'Percent', discountValue: 10 })]);
  });

  it('asks for the missing registration fields in Turkish', async () => {
    const id = (await search('_searchTerm=Zeynep'))._data[0]!.id as string;
    const res = await api('POST', `crm/customer/${id}/convert`, { citizenId: '0123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContain('T.C Kimlik Numarası 0 İle Başlayamaz!');
    expect((await ok('GET', `crm/customer/${id}`)).studentId).toBeNull();
  });
});

describe('interview states and references', () => {
  it('deactivates a used state instead of deleting it, and deletes an unused one', async () => {
    const used = await ok('GET', `crm/interview-state/delete/${openStateId}`);
    expect(used.deactivated).toBe(true);
    const states = (await ok('GET', 'crm/interview-state')) as unknown as Json[];
    expect(states.find((s) => s.id === openStateId)!.active).toBe(false);
    const fresh = await ok('POST', 'crm/interview-state', {
      name: 'Bilgi gönderildi',
      closing: 'None',
      sortOrder: 9,
    });
    expect((await ok('GET', `crm/interview-state/delete/${fresh.id as string}`)).deactivated).toBe(false);
    const ref = await ok('POST', 'crm/reference', { name: 'Fuar' });
    expect((await ok('GET', `crm/reference/${ref.id as string}`)).name).toBe('Fuar');
    const bad = await api('POST', 'crm/reference', { name: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContain('Lütfen Referans Kaynağı Giriniz!');
  });

  it('lets only a business-wide account change them', async () => {
    const res = await api('POST', 'crm/reference', { name: 'Komşu' }, consultant);
    expect(res.status).toBe(403);
  });
});
