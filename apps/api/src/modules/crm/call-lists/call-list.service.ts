import { todayInIstanbul } from '@panel/shared/common/dates';
import type { TListQuery } from '@panel/shared/common/list-query';
import {
  CALL_LIST_ALREADY_ON,
  CALL_LIST_ARCHIVED,
  CALL_LIST_EMPTY,
  CALL_LIST_NOT_POOL,
  CALL_LIST_POOL_EMPTY,
  type TCallEntryWork,
  type TCallInterview,
  type TCallListCreate,
  type TCallListFilter,
} from '@panel/shared/crm/call-list';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { badRequest, notFound } from '../../../platform/errors';
import { firstId } from '../../../platform/first-id';
import { fetchPage, searchOver } from '../../../platform/listing';
import { businessScope, ownedBy, type TenantScope } from '../../../platform/scope';
import { selectPage } from '../../../platform/select-page';
import { aliasInBusiness } from '../../../platform/tenancy';
import { isBranchOfBusiness } from '../../administration/branches/branch.service';
import { campaigns } from '../campaigns/campaign.table';
import {
  crmCallListEntries,
  crmCallLists,
  crmCustomers,
  crmInterviewStates,
  crmInterviews,
  crmReferences,
} from '../crm.table';
import { customerFilterWhere, customersVisibleTo, visibleCustomerOrThrow } from '../customer-filter.queries';
import { customerName } from '../customers/customer.queries';
import { recordInterview } from '../interviews/interview.service';
import {
  accountName,
  branchChoices,
  callEntriesVisibleTo,
  callListsVisibleTo,
  callListsWithBranch,
  consultantChoices,
  isBranchConsultant,
} from './call-list.queries';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** How many customers the build dialog's search holds: the same condition the list is built with. */
export const previewCallList = async (db: Db, scope: TenantScope, filter: TCallListFilter) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(crmCustomers)
    .where(customerFilterWhere(scope, filter));
  return { count: row?.count ?? 0 };
};

const consultantInScope = async (tx: Db, scope: TenantScope, accountId: string, branchId: string) => {
  if (!(await isBranchConsultant(tx, scope, accountId, branchId)))
    throw badRequest('Seçilen danışman bu şubenin çağrı personeli değil.');
};

/** Entries per INSERT: a 20,000-row import's list stays well inside the driver's parameter limit. */
const ENTRY_CHUNK = 2000;

/**
 * Builds a call list from a search (exactly the customers the search shows, in name order) or
 * from chosen customers (in the order given: an import file's rows keep the sheet's order),
 * each once, inside the caller's transaction. A personal list goes to a consultant of its branch.
 */
export const buildCallList = async (tx: Db, scope: TenantScope, input: TCallListCreate) => {
  const branchId = scope.branchId ?? input.branchId ?? input.filter?.branchId;
  if (!branchId) throw badRequest('Listenin şubesini seçiniz.');
  if (!(await isBranchOfBusiness(tx, scope.businessId, branchId))) throw notFound('Şube bulunamadı.');
  if (input.assignmentType === 'Personal')
    await consultantInScope(tx, scope, input.assigneeAccountId!, branchId);
  const picked = await tx
    .select({ id: crmCustomers.id })
    .from(crmCustomers)
    .where(
      and(
        input.filter ? customerFilterWhere(scope, input.filter) : customersVisibleTo(scope),
        input.customerIds?.length ? inArray(crmCustomers.id, input.customerIds) : undefined,
        eq(crmCustomers.branchId, branchId),
      ),
    )
    .orderBy(asc(crmCustomers.sortKey), asc(crmCustomers.id));
  if (picked.length === 0) throw badRequest(CALL_LIST_EMPTY);
  if (!input.filter && input.customerIds) {
    const at = new Map(input.customerIds.map((id, i) => [id, i]));
    picked.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  }
  const assignee = input.assignmentType === 'Personal' ? input.assigneeAccountId! : null;
  const [list] = await tx
    .insert(crmCallLists)
    .values({
      businessId: scope.businessId,
      branchId,
      name: input.name,
      assignmentType: input.assignmentType,
      assigneeAccountId: assignee,
      filter: input.filter ?? { customerIds: input.customerIds },
      createdByAccountId: scope.accountId,
    })
    .returning({ id: crmCallLists.id });
  for (let start = 0; start < picked.length; start += ENTRY_CHUNK)
    await tx.insert(crmCallListEntries).values(
      picked.slice(start, start + ENTRY_CHUNK).map((c, i) => ({
        businessId: scope.businessId,
        callListId: list!.id,
        customerId: c.id,
        position: start + i + 1,
        assigneeAccountId: assignee,
      })),
    );
  return { id: list!.id, entryCount: picked.length };
};

export const createCallList = (db: Db, scope: TenantScope, input: TCallListCreate) =>
  db.transaction((tx) => buildCallList(tx, scope, input));

/**
 * Puts a campaign form's customer in the campaign's pool of its branch as a Waiting entry,
 * creating the pool (named after the campaign) on the first submission. The caller holds the
 * campaign's row lock, so two first submissions never make two pools.
 */
export const addToCampaignPool = async (
  tx: Db,
  target: {
    businessId: string;
    branchId: string;
    campaignId: string;
    campaignName: string;
    customerId: string;
  },
): Promise<{ callListId: string }> => {
  const existingId = await firstId(
    tx,
    crmCallLists,
    and(
      ownedBy(crmCallLists, { ...businessScope(target.businessId), branchId: target.branchId }),
      eq(crmCallLists.campaignId, target.campaignId),
      eq(crmCallLists.assignmentType, 'Pool'),
    ),
  );
  const callListId =
    existingId ??
    (
      await tx
        .insert(crmCallLists)
        .values({
          businessId: target.businessId,
          branchId: target.branchId,
          name: target.campaignName,
          assignmentType: 'Pool',
          campaignId: target.campaignId,
        })
        .returning({ id: crmCallLists.id })
    )[0]!.id;
  await tx.insert(crmCallListEntries).values({
    businessId: target.businessId,
    callListId,
    customerId: target.customerId,
    position: sql`(select coalesce(max(${crmCallListEntries.position}), 0) + 1 from ${crmCallListEntries} where ${crmCallListEntries.callListId} = ${callListId})`,
  });
  return { callListId };
};

type ListRow = { createdAt: Date } & Record<string, unknown>;
const listRow = <T extends ListRow>(r: T) => ({ ...r, createdAt: iso(r.createdAt)! });

export const findCallLists = async (
  db: Db,
  scope: TenantScope,
  query: TListQuery & { archived?: boolean },
) => {
  const where = and(
    callListsVisibleTo(scope),
    eq(crmCallLists.archived, query.archived ?? false),
    searchOver(query._searchTerm, crmCallLists.name),
  );
  return selectPage(db, query, {
    countTable: crmCallLists,
    select: () => callListsWithBranch(db).$dynamic(),
    where,
    orderBy: [desc(crmCallLists.createdAt), desc(crmCallLists.id)],
    row: listRow,
  });
};

const entryColumns = (scope: TenantScope) => ({
  id: crmCallListEntries.id,
  callListId: crmCallListEntries.callListId,
  callListName: crmCallLists.name,
  customerId: crmCallListEntries.customerId,
  customerName,
  phoneDigits: crmCustomers.phoneDigits,
  state: crmCallListEntries.state,
  assigneeName: accountName(crmCallListEntries.assigneeAccountId),
  takenAt: crmCallListEntries.takenAt,
  doneAt: crmCallListEntries.doneAt,
  mine: sql<boolean>`coalesce(${crmCallListEntries.assigneeAccountId} = ${scope.accountId}, false)`,
});

const findEntries = async (
  db: Db,
  scope: TenantScope,
  query: TListQuery,
  condition: ReturnType<typeof and>,
) => {
  const where = and(
    callEntriesVisibleTo(scope),
    condition,
    searchOver(query._searchTerm, crmCustomers.searchKey),
  );
  return selectPage(db, query, {
    select: () =>
      db
        .select(entryColumns(scope))
        .from(crmCallListEntries)
        .innerJoin(crmCallLists, eq(crmCallLists.id, crmCallListEntries.callListId))
        .innerJoin(crmCustomers, eq(crmCustomers.id, crmCallListEntries.customerId))
        .$dynamic(),
    where,
    orderBy: [asc(crmCallListEntries.position), asc(crmCallListEntries.id)],
    row: (r) => ({ ...r, takenAt: iso(r.takenAt), doneAt: iso(r.doneAt) }),
  });
};

const visibleListOrThrow = async (db: Db, scope: TenantScope, id: string) => {
  const [list] = await callListsWithBranch(db).where(and(eq(crmCallLists.id, id), callListsVisibleTo(scope)));
  if (!list) throw notFound('Arama listesi bulunamadı.');
  return listRow(list);
};

/** A list with its progress and a page of its entries (a consultant sees only the ones he holds). */
export const getCallList = async (db: Db, scope: TenantScope, id: string, query: TListQuery) => {
  const list = await visibleListOrThrow(db, scope, id);
  return { ...list, entries: await findEntries(db, scope, query, eq(crmCallListEntries.callListId, id)) };
};

export const archiveCallList = async (db: Db, scope: TenantScope, id: string) => {
  const done = await db
    .update(crmCallLists)
    .set({ archived: true })
    .where(and(eq(crmCallLists.id, id), ownedBy(crmCallLists, scope)))
    .returning({ id: crmCallLists.id });
  if (done.length === 0) throw notFound('Arama listesi bulunamadı.');
  return { id };
};

/**
 * "Sıradaki": the caller's unfinished entry of this pool if he holds one, otherwise the next
 * waiting one, taken by one conditional UPDATE whose row lock skips rows another consultant is
 * taking at that moment, so no two consultants ever get the same customer. A customer without
 * an owner becomes the taker's (his `assignments` scope then sees it).
 */
export const takeNextEntry = async (db: Db, scope: TenantScope, listId: string) =>
  db.transaction(async (tx) => {
    const list = await visibleListOrThrow(tx, scope, listId);
    if (list.archived) throw badRequest(CALL_LIST_ARCHIVED);
    if (list.assignmentType !== 'Pool') throw badRequest(CALL_LIST_NOT_POOL);
    const me = scope.accountId ?? '';
    const heldId = await firstId(
      tx,
      crmCallListEntries,
      and(
        eq(crmCallListEntries.callListId, listId),
        eq(crmCallListEntries.assigneeAccountId, me),
        eq(crmCallListEntries.state, 'Taken'),
      ),
    );
    if (heldId) return { entryId: heldId, message: null };
    const next = tx
      .select({ id: crmCallListEntries.id })
      .from(crmCallListEntries)
      .where(and(eq(crmCallListEntries.callListId, listId), eq(crmCallListEntries.state, 'Waiting')))
      .orderBy(asc(crmCallListEntries.position), asc(crmCallListEntries.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [taken] = await tx
      .update(crmCallListEntries)
      .set({ state: 'Taken', assigneeAccountId: me, takenAt: sql`now()` })
      .where(and(eq(crmCallListEntries.id, sql`(${next})`), eq(crmCallListEntries.state, 'Waiting')))
      .returning({ id: crmCallListEntries.id, customerId: crmCallListEntries.customerId });
    if (!taken) return { entryId: null, message: CALL_LIST_POOL_EMPTY };
    await tx
      .update(crmCustomers)
      .set({ ownerAccountId: me, updatedAt: sql`now()` })
      .where(and(eq(crmCustomers.id, taken.customerId), isNull(crmCustomers.ownerAccountId)));
    return { entryId: taken.id, message: null };
  });

/** One entry with its customer's card and past interviews, for the work screen. */
export const getCallEntry = async (db: Db, scope: TenantScope, entryId: string): Promise<TCallEntryWork> => {
  const [row] = await db
    .select({
      id: crmCallListEntries.id,
      callListId: crmCallLists.id,
      callListName: crmCallLists.name,
      assignmentType: crmCallLists.assignmentType,
      state: crmCallListEntries.state,
      mine: sql<boolean>`coalesce(${crmCallListEntries.assigneeAccountId} = ${scope.accountId}, false)`,
      customer: {
        id: crmCustomers.id,
        studentName: customerName,
        parentName: sql<
          string | null
        >`nullif(trim(coalesce(${crmCustomers.parentFirstName}, '') || ' ' || coalesce(${crmCustomers.parentLastName}, '')), '')`,
        phoneDigits: crmCustomers.phoneDigits,
        secondPhoneDigits: crmCustomers.secondPhoneDigits,
        email: crmCustomers.email,
        gradeLevel: crmCustomers.gradeLevel,
        currentSchool: crmCustomers.currentSchool,
        outcome: crmCustomers.outcome,
        nextContactOn: crmCustomers.nextContactOn,
        referenceName: crmReferences.name,
        campaignName: campaigns.name,
        note: crmCustomers.note,
      },
    })
    .from(crmCallListEntries)
    .innerJoin(crmCallLists, eq(crmCallLists.id, crmCallListEntries.callListId))
    .innerJoin(crmCustomers, eq(crmCustomers.id, crmCallListEntries.customerId))
    .leftJoin(crmReferences, eq(crmReferences.id, crmCustomers.referenceId))
    .leftJoin(campaigns, eq(campaigns.id, crmCustomers.campaignId))
    .where(and(eq(crmCallListEntries.id, entryId), callEntriesVisibleTo(scope)));
  if (!row) throw notFound('Arama listesindeki kayıt bulunamadı.');
  const interviews = await db
    .select({
      id: crmInterviews.id,
      createdAt: crmInterviews.createdAt,
      channel: crmInterviews.channel,
      stateName: crmInterviewStates.name,
      note: crmInterviews.note,
      nextContactOn: crmInterviews.nextContactOn,
      accountName: accountName(crmInterviews.accountId),
    })
    .from(crmInterviews)
    .innerJoin(crmInterviewStates, eq(crmInterviewStates.id, crmInterviews.stateId))
    .where(eq(crmInterviews.customerId, row.customer.id))
    .orderBy(desc(crmInterviews.createdAt))
    .limit(50);
  return { ...row, interviews: interviews.map((i) => ({ ...i, createdAt: iso(i.createdAt)! })) };
};

/**
 * Records the interview of an entry the caller holds (through the one interview service) and
 * answers the next one to call: the pool's next for a pool, his next waiting entry otherwise.
 */
export const recordCallInterview = async (
  db: Db,
  scope: TenantScope,
  entryId: string,
  input: TCallInterview,
) => {
  const entry = await getCallEntry(db, scope, entryId);
  if (!entry.mine) throw notFound('Arama listesindeki kayıt size atanmamış.');
  const { id } = await db.transaction((tx) =>
    recordInterview(tx, scope, { ...input, customerId: entry.customer.id, callListEntryId: entryId }),
  );
  const [next] = await db
    .select({ id: crmCallListEntries.id })
    .from(crmCallListEntries)
    .where(
      and(
        eq(crmCallListEntries.callListId, entry.callListId),
        eq(crmCallListEntries.assigneeAccountId, scope.accountId ?? ''),
        inArray(crmCallListEntries.state, ['Taken', 'Waiting']),
      ),
    )
    .orderBy(asc(crmCallListEntries.position))
    .limit(1);
  return { id, nextEntryId: next?.id ?? null };
};

/**
 * A consultant's queue for today: his customers whose next contact is overdue, then due today,
 * then the entries he holds, then the waiting entries of his personal lists.
 */
export const findMyQueue = async (db: Db, scope: TenantScope, query: TListQuery) => {
  const me = scope.accountId ?? '';
  const today = todayInIstanbul();
  const due = sql`select 'c:' || c.id as key,
      case when c.next_contact_on < ${today}::date then 'Overdue' else 'Today' end as reason,
      case when c.next_contact_on < ${today}::date then 0 else 1 end as rank,
      c.id as customer_id, c.student_first_name || ' ' || c.student_last_name as customer_name,
      c.phone_digits, c.next_contact_on::text as next_contact_on, null::uuid as entry_id, null::text as call_list_name,
      c.sort_key as sort_key
    from ${crmCustomers} c
    where c.owner_account_id = ${me} and ${aliasInBusiness('c', scope)} and c.merged_into_id is null
      and c.outcome = 'Open' and c.next_contact_on <= ${today}::date`;
  const held = sql`select 'e:' || e.id, case when e.state = 'Taken' then 'Taken' else 'Waiting' end,
      case when e.state = 'Taken' then 2 else 3 end,
      c.id, c.student_first_name || ' ' || c.student_last_name, c.phone_digits, c.next_contact_on::text, e.id, l.name,
      lpad(e.position::text, 8, '0')
    from ${crmCallListEntries} e
    join ${crmCallLists} l on l.id = e.call_list_id and l.archived = false
    join ${crmCustomers} c on c.id = e.customer_id
    where e.assignee_account_id = ${me} and ${aliasInBusiness('e', scope)} and e.state in ('Taken', 'Waiting')`;
  const union = sql`(${due} union all ${held}) q`;
  const run = async <T>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
  type Raw = {
    key: string;
    reason: 'Overdue' | 'Today' | 'Taken' | 'Waiting';
    customer_id: string;
    customer_name: string;
    phone_digits: string;
    next_contact_on: string | null;
    entry_id: string | null;
    call_list_name: string | null;
  };
  return fetchPage(query, {
    rows: async (limit, offset) =>
      (
        await run<Raw>(
          sql`select * from ${union} order by rank, next_contact_on nulls last, sort_key, key limit ${limit} offset ${offset}`,
        )
      ).map((r) => ({
        key: r.key,
        reason: r.reason,
        customerId: r.customer_id,
        customerName: r.customer_name,
        phoneDigits: r.phone_digits,
        nextContactOn: r.next_contact_on,
        entryId: r.entry_id,
        callListName: r.call_list_name,
      })),
    total: async () => (await run<{ n: number }>(sql`select count(*)::int as n from ${union}`))[0]!.n,
  });
};

/** A customer's call-list entries, for the card's assignments screen. */
export const findCustomerEntries = async (
  db: Db,
  scope: TenantScope,
  customerId: string,
  query: TListQuery,
) => {
  const customer = await visibleCustomerOrThrow(db, scope, customerId);
  return {
    customer: { id: customer.id, name: `${customer.studentFirstName} ${customer.studentLastName}` },
    entries: await findEntries(db, scope, query, eq(crmCallListEntries.customerId, customerId)),
  };
};

/** Puts one customer at the end of a call list of his branch. */
export const addCustomerToList = async (db: Db, scope: TenantScope, customerId: string, callListId: string) =>
  db.transaction(async (tx) => {
    const customer = await visibleCustomerOrThrow(tx, scope, customerId);
    const list = await visibleListOrThrow(tx, scope, callListId);
    if (list.archived) throw badRequest(CALL_LIST_ARCHIVED);
    const [own] = await tx
      .select({ branchId: crmCallLists.branchId, assignee: crmCallLists.assigneeAccountId })
      .from(crmCallLists)
      .where(eq(crmCallLists.id, callListId));
    if (own!.branchId !== customer.branchId) throw badRequest('Müşteri ile liste aynı şubeden olmalıdır.');
    const [inserted] = await tx
      .insert(crmCallListEntries)
      .values({
        businessId: scope.businessId,
        callListId,
        customerId,
        assigneeAccountId: own!.assignee,
        position: sql`(select coalesce(max(${crmCallListEntries.position}), 0) + 1 from ${crmCallListEntries} where ${crmCallListEntries.callListId} = ${callListId})`,
      })
      .onConflictDoNothing()
      .returning({ id: crmCallListEntries.id });
    if (!inserted) throw badRequest(CALL_LIST_ALREADY_ON);
    return { id: inserted.id };
  });

/** The choices of the build dialog, the add-to-list screen and the interview form. */
export const callListOptions = async (db: Db, scope: TenantScope) => {
  const [consultants, branchRows, states, references, campaignRows, lists] = await Promise.all([
    consultantChoices(db, scope),
    branchChoices(db, scope),
    db
      .select({ id: crmInterviewStates.id, name: crmInterviewStates.name })
      .from(crmInterviewStates)
      .where(and(ownedBy(crmInterviewStates, scope), eq(crmInterviewStates.active, true)))
      .orderBy(asc(crmInterviewStates.sortOrder), asc(crmInterviewStates.name)),
    db
      .select({ id: crmReferences.id, name: crmReferences.name })
      .from(crmReferences)
      .where(and(ownedBy(crmReferences, scope), eq(crmReferences.active, true)))
      .orderBy(asc(crmReferences.name)),
    db
      .select({ id: campaigns.id, name: campaigns.name })
      .from(campaigns)
      .where(ownedBy(campaigns, scope))
      .orderBy(desc(campaigns.createdAt))
      .limit(100),
    db
      .select({ id: crmCallLists.id, name: crmCallLists.name, assignmentType: crmCallLists.assignmentType })
      .from(crmCallLists)
      .where(and(callListsVisibleTo(scope), eq(crmCallLists.archived, false)))
      .orderBy(desc(crmCallLists.createdAt))
      .limit(100),
  ]);
  return { consultants, branches: branchRows, states, references, campaigns: campaignRows, callLists: lists };
};
