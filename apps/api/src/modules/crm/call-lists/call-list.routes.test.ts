import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import {
  CALL_LIST_ASSIGNEE_REQUIRED,
  CALL_LIST_EMPTY,
  CALL_LIST_NOT_POOL,
  CALL_LIST_POOL_EMPTY,
} from '@panel/shared/crm/call-list';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALL_CENTER } from '../../../db/seed/demo-crm-seed';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { insertAccount } from '../../../test/factories/accounts';
import { queryRows } from '../../../test/sql';
import { setUpTestApp } from '../../../test/test-app';
import { insertCustomers } from '../customer-rows';

/**
 * Call lists through the API: built from the customer search, taken from a pool by many
 * consultants at once, worked through with interviews, and the consultant's queue.
 */
const t = setUpTestApp({
  manager: DEMO_CALL_CENTER.manager,
  first: DEMO_CALL_CENTER.first,
  second: DEMO_CALL_CENTER.second,
  other: DEMO.otherManager,
});
let businessId: string;
let branchId: string;
let stateId: string;
let firstId: string;
const consultants: string[] = [];

type Json = Record<string, unknown>;
const api = async (as: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await t.app.inject({ method, url: `/api/${url}`, headers: bearer(as), payload });
  return { status: res.statusCode, body: res.json() as Json };
};
const ok = async (as: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await api(as, method, url, payload);
  if (res.status !== 200) throw new Error(`${method} ${url} -> ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

beforeAll(async () => {
  businessId = decodeClaims(t.token.manager).biz as string;
  branchId = decodeClaims(t.token.manager).br as string;
  firstId = decodeClaims(t.token.first).acc as string;
  const [state] = await queryRows<{ id: string }>(
    t.handle.db,
    sql`select id::text as id from crm_interview_states where business_id = ${businessId} and name = 'Tekrar aranacak'`,
  );
  stateId = state!.id;
  // Fifty families of one school: the pool the ten consultants empty together.
  await insertCustomers(
    t.handle.db,
    Array.from({ length: 50 }, (_, i) => ({
      businessId,
      branchId,
      studentFirstName: `Havuz${String(i).padStart(2, '0')}`,
      studentLastName: 'Aday',
      currentSchool: 'Havuz Ortaokulu',
      phoneDigits: `54400000${String(i).padStart(2, '0')}`,
      source: 'Manual' as const,
    })),
  );
  for (let i = 0; i < 10; i++) {
    const email = `havuz${i}@demo.test`;
    await insertAccount(t.handle.db, email, { businessId, branchId, role: 'CallCenter' });
    consultants.push((await signInAs(t.app, email)).token);
  }
}, 120_000);

describe('building a call list from the search', () => {
  it('previews and builds exactly what the search holds', async () => {
    const preview = await ok(
      t.token.manager,
      'GET',
      'crm/call-lists/preview?currentSchool=Havuz%20Ortaokulu',
    );
    expect(preview.count).toBe(50);
    const narrowed = await ok(
      t.token.manager,
      'GET',
      'crm/call-lists/preview?currentSchool=Havuz%20Ortaokulu&_searchTerm=havuz0',
    );
    expect(narrowed.count).toBe(10);
  });

  it('refuses bad input with Turkish messages', async () => {
    const noAssignee = await api(t.token.manager, 'POST', 'crm/call-lists', {
      name: 'Kişisel',
      assignmentType: 'Personal',
      filter: { currentSchool: 'Moda Ortaokulu' },
    });
    expect(noAssignee.status).toBe(400);
    expect(noAssignee.body.errors).toContain(CALL_LIST_ASSIGNEE_REQUIRED);
    const empty = await api(t.token.manager, 'POST', 'crm/call-lists', {
      name: 'Boş',
      assignmentType: 'Pool',
      filter: { currentSchool: 'Olmayan Okul' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(CALL_LIST_EMPTY);
    const badDay = await api(t.token.manager, 'GET', 'crm/call-lists/preview?createdFrom=dun');
    expect(badDay.status).toBe(400);
    expect(String(badDay.body.errors)).toContain('Lütfen Kayıt Başlangıç Tarihi Seçiniz!');
  });
});

describe('taking from a pool', () => {
  let poolId: string;
  beforeAll(async () => {
    const created = await ok(t.token.manager, 'POST', 'crm/call-lists', {
      name: 'Havuz Ortaokulu',
      assignmentType: 'Pool',
      filter: { currentSchool: 'Havuz Ortaokulu' },
    });
    expect(created.entryCount).toBe(50);
    poolId = created.id as string;
  });

  it('gives a consultant his unfinished entry back instead of a new one', async () => {
    const a = await ok(t.token.first, 'POST', `crm/call-lists/${poolId}/take`);
    const b = await ok(t.token.first, 'POST', `crm/call-lists/${poolId}/take`);
    expect(b.entryId).toBe(a.entryId);
    const entry = await ok(t.token.first, 'GET', `crm/call-list-entries/${a.entryId}`);
    const customer = entry.customer as Json;
    // The customer had no owner: he is now the taker's, and the second consultant cannot open it.
    const [owner] = await queryRows<{ owner: string }>(
      t.handle.db,
      sql`select owner_account_id::text as owner from crm_customers where id = ${customer.id as string}`,
    );
    expect(owner!.owner).toBe(firstId);
    expect((await api(t.token.second, 'GET', `crm/call-list-entries/${a.entryId}`)).status).toBe(404);
    const done = await ok(t.token.first, 'POST', `crm/call-list-entries/${a.entryId}/interview`, {
      channel: 'Phone',
      stateId,
      nextContactOn: addDays(todayInIstanbul(), -1),
    });
    expect(done.nextEntryId).toBeNull();
    const list = await ok(t.token.manager, 'GET', `crm/call-lists/${poolId}`);
    expect([list.waiting, list.taken, list.done]).toEqual([49, 0, 1]);
  });

  it('never gives one customer to two of ten consultants taking at once, and gives all', async () => {
    const given: string[] = [];
    const work = async (token: string) => {
      for (;;) {
        const taken = await ok(token, 'POST', `crm/call-lists/${poolId}/take`);
        if (!taken.entryId) {
          expect(taken.message).toBe(CALL_LIST_POOL_EMPTY);
          return;
        }
        const entry = await ok(token, 'GET', `crm/call-list-entries/${taken.entryId}`);
        given.push((entry.customer as Json).id as string);
        await ok(token, 'POST', `crm/call-list-entries/${taken.entryId}/interview`, {
          channel: 'Phone',
          stateId,
        });
      }
    };
    await Promise.all(consultants.map(work));
    expect(given).toHaveLength(49);
    expect(new Set(given).size).toBe(49);
    const list = await ok(t.token.manager, 'GET', `crm/call-lists/${poolId}`);
    expect([list.waiting, list.taken, list.done]).toEqual([0, 0, 50]);
    const [interviews] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(distinct i.customer_id)::int as n from crm_interviews i join crm_call_list_entries e on e.id = i.call_list_entry_id where e.call_list_id = ${poolId}`,
    );
    expect(interviews!.n).toBe(50);
  }, 120_000);

  it("shows the consultant's overdue next contact first in his queue", async () => {
    const queue = await ok(t.token.first, 'GET', 'crm/my-queue');
    const rows = queue._data as Json[];
    expect(rows[0]!.reason).toBe('Overdue');
    expect(rows[0]!.customerName).toMatch(/^Havuz/);
  });
});

describe('personal lists and scope', () => {
  let personalId: string;
  let customerId: string;
  beforeAll(async () => {
    const [customer] = await queryRows<{ id: string }>(
      t.handle.db,
      sql`select id::text as id from crm_customers where student_first_name = 'Deniz' and business_id = ${businessId}`,
    );
    customerId = customer!.id;
    const created = await ok(t.token.manager, 'POST', 'crm/call-lists', {
      name: 'Merve için',
      assignmentType: 'Personal',
      assigneeAccountId: firstId,
      customerIds: [customerId],
    });
    personalId = created.id as string;
  });

  it("lets a consultant see only his own list and entries; another's is not found", async () => {
    const mine = await ok(t.token.first, 'GET', 'crm/call-lists?_searchTerm=merve');
    expect((mine._data as Json[]).map((r) => r.name)).toEqual(['Merve için']);
    const theirs = await ok(t.token.second, 'GET', 'crm/call-lists?_searchTerm=merve');
    expect(theirs._totalData).toBe(0);
    expect((await api(t.token.second, 'GET', `crm/call-lists/${personalId}`)).status).toBe(404);
    const detail = await ok(t.token.first, 'GET', `crm/call-lists/${personalId}`);
    const entryId = ((detail.entries as Json)._data as Json[])[0]!.id as string;
    expect((await api(t.token.second, 'GET', `crm/call-list-entries/${entryId}`)).status).toBe(404);
    const queue = await ok(t.token.first, 'GET', 'crm/my-queue');
    expect((queue._data as Json[]).some((r) => r.entryId === entryId && r.reason === 'Waiting')).toBe(true);
    const take = await api(t.token.first, 'POST', `crm/call-lists/${personalId}/take`);
    expect(take.status).toBe(400);
    expect(take.body.message).toBe(CALL_LIST_NOT_POOL);
  });

  it("lists a customer's entries and adds him to another list once", async () => {
    const pool = await ok(t.token.manager, 'POST', 'crm/call-lists', {
      name: 'Tek müşteri havuzu',
      assignmentType: 'Pool',
      customerIds: [customerId],
    });
    const entries = await ok(t.token.manager, 'GET', `crm/customers/${customerId}/call-list-entries`);
    expect((entries.customer as Json).name).toBe('Deniz Arslan');
    // The demo's campaign pool, the personal list and the new pool.
    expect((entries.entries as Json)._totalData).toBe(3);
    const again = await api(t.token.manager, 'POST', `crm/customers/${customerId}/call-list-entries`, {
      callListId: pool.id,
    });
    expect(again.status).toBe(400);
  });

  it('hides every list and customer from another business', async () => {
    expect((await api(t.token.other, 'GET', `crm/call-lists/${personalId}`)).status).toBe(404);
    expect((await api(t.token.other, 'POST', `crm/call-lists/${personalId}/take`)).status).toBe(404);
    expect((await api(t.token.other, 'POST', `crm/call-lists/${personalId}/archive`)).status).toBe(404);
    expect((await api(t.token.other, 'GET', `crm/customers/${customerId}/call-list-entries`)).status).toBe(
      404,
    );
  });

  it('archives a list: it leaves the live list', async () => {
    await ok(t.token.manager, 'POST', `crm/call-lists/${personalId}/archive`);
    const live = await ok(t.token.manager, 'GET', 'crm/call-lists?_searchTerm=merve');
    expect(live._totalData).toBe(0);
    const archived = await ok(t.token.manager, 'GET', 'crm/call-lists?_searchTerm=merve&archived=true');
    expect(archived._totalData).toBe(1);
  });
});
