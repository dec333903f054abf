import type { LICENSE_SORTS, TLicenseInput } from '@panel/shared/administration/contracts';
import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import type { ListSort, TListQuery } from '@panel/shared/common/list-query';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client';
import { countRows } from '../../../platform/count-rows';
import { auditedWrite, deleteAudited, updateAudited } from '../../../platform/crud';
import { notFound } from '../../../platform/errors';
import { listOrder } from '../../../platform/listing';
import { selectPage } from '../../../platform/select-page';
import { branches } from '../branches/branch.table';
import { businesses } from '../businesses/business.table';
import { licenses } from './license.table';

const columns = {
  id: licenses.id,
  businessId: licenses.businessId,
  businessName: businesses.name,
  branchId: licenses.branchId,
  branchName: branches.name,
  startsOn: licenses.startsOn,
  endsOn: licenses.endsOn,
  studentQuota: licenses.studentQuota,
  enabledAreas: licenses.enabledAreas,
};

const base = (db: Db) =>
  db
    .select(columns)
    .from(licenses)
    .innerJoin(branches, eq(branches.id, licenses.branchId))
    .innerJoin(businesses, eq(businesses.id, licenses.businessId));

export const findBranchLicenses = (
  db: Db,
  branchId: string,
  query: TListQuery & ListSort<(typeof LICENSE_SORTS)[number]>,
) =>
  selectPage(db, query, {
    countTable: licenses,
    select: () => base(db).$dynamic(),
    where: eq(licenses.branchId, branchId),
    orderBy: listOrder(
      query,
      { startsOn: licenses.startsOn, endsOn: licenses.endsOn, studentQuota: licenses.studentQuota },
      [desc(licenses.endsOn), asc(licenses.id)],
      [licenses.id],
    ),
  });

export const getLicenseOrThrow = async (db: Db, id: string) => {
  const [row] = await base(db).where(eq(licenses.id, id));
  if (!row) throw notFound();
  return row;
};

export const createLicense = (
  db: Db,
  request: FastifyRequest,
  branch: { id: string; businessId: string },
  input: TLicenseInput,
) =>
  auditedWrite(db, request, { action: 'create', entity: 'license' }, async (tx) => {
    const [row] = await tx
      .insert(licenses)
      .values({ ...input, branchId: branch.id, businessId: branch.businessId })
      .returning({ id: licenses.id });
    forgetLicenseStates();
    return { id: row!.id, after: input, result: { id: row!.id } };
  });

export const updateLicense = async (db: Db, request: FastifyRequest, id: string, input: TLicenseInput) => {
  const before = await getLicenseOrThrow(db, id);
  return updateAudited(db, request, { entity: 'license', id, before, after: input }, async (tx) => {
    await tx
      .update(licenses)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(licenses.id, id));
    forgetLicenseStates();
  });
};

export const deleteLicense = async (db: Db, request: FastifyRequest, id: string) => {
  const before = await getLicenseOrThrow(db, id);
  await deleteAudited(db, request, { entity: 'license', table: licenses, before }, forgetLicenseStates);
};

/** Licenses ending within `days` from today, for the admin summary. */
export const countLicensesEndingWithin = async (db: Db, days: number): Promise<number> => {
  const today = todayInIstanbul();
  return countRows(
    db,
    licenses,
    and(gte(licenses.endsOn, today), lte(licenses.endsOn, addDays(today, days))),
  );
};

export type LicenseState = { active: true } | { active: false; endedOn: string | null };

// Checked on every write of a branch account; a license change is seen here at once in
// this process and within this time in others.
const STATE_MS = 30_000;
const states = new Map<string, { at: number; state: LicenseState }>();
export const forgetLicenseStates = (): void => states.clear();

/** Whether a license covers today for the branch; without one the branch is read-only. */
export const getLicenseState = async (db: Db, branchId: string): Promise<LicenseState> => {
  const hit = states.get(branchId);
  if (hit && Date.now() - hit.at < STATE_MS) return hit.state;
  const today = todayInIstanbul();
  const [row] = await db
    .select({
      covering:
        sql<number>`count(*) filter (where ${licenses.startsOn} <= ${today}::date and ${licenses.endsOn} >= ${today}::date)`.mapWith(
          Number,
        ),
      lastEnd: sql<string | null>`max(${licenses.endsOn})::text`,
    })
    .from(licenses)
    .where(eq(licenses.branchId, branchId));
  const state: LicenseState =
    row && row.covering > 0 ? { active: true } : { active: false, endedOn: row?.lastEnd ?? null };
  states.set(branchId, { at: Date.now(), state });
  return state;
};

const trDate = (day: string) => day.split('-').reverse().join('.');

export const readOnlyMessage = (state: { endedOn: string | null }): string =>
  state.endedOn
    ? `Şubenizin lisans süresi ${trDate(state.endedOn)} tarihinde sona erdi. Kayıtları görüntüleyebilirsiniz; değişiklik yapmak için lisansınızı yenileyin.`
    : 'Şubenizin geçerli bir lisansı bulunmuyor. Kayıtları görüntüleyebilirsiniz; değişiklik yapmak için lisans tanımlanmalıdır.';
