import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { forgetLicenseStates } from './license.service';
import { licenses } from './license.table';

let t: TestApp;
let admin: string;
let founder: string;
let branchId: string;

beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_IP_ATTEMPT_LIMIT: '1000' } });
  admin = (await signInAs(t.app, DEMO.admin)).token;
  founder = (await signInAs(t.app, DEMO.founder)).token;
  branchId = decodeClaims(founder).br as string;
});
afterAll(async () => t.close());

const corporateBody = {
  title: 'Yeni Şirket A.Ş.',
  taxOffice: 'Kadıköy',
  taxNumber: '1111111111',
  mersisNumber: '0123456789000099',
  iban: 'TR330006100519786457841326',
  address: 'Moda',
};

describe('licenses', () => {
  it('are managed by the admin per branch, with the spec’s messages', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/license',
      headers: bearer(admin),
      payload: {
        branchId,
        startsOn: '2026-02-01',
        endsOn: '2026-01-01',
        studentQuota: 'çok',
        enabledAreas: [],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        'Lütfen Öğrenci Kontenjanı Alanına Sayı Giriniz!',
        'Lütfen Kullanılabilir Alan Seçiniz!',
      ]),
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/license',
      headers: bearer(admin),
      payload: {
        branchId,
        startsOn: '2027-01-01',
        endsOn: '2027-12-31',
        studentQuota: 500,
        enabledAreas: ['students'],
      },
    });
    expect(created.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/branch/${branchId}/license`,
      headers: bearer(admin),
    });
    expect(list.json()._totalData).toBe(2);
  });

  it('refuses an end before the start', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/license',
      headers: bearer(admin),
      payload: {
        branchId,
        startsOn: '2026-02-01',
        endsOn: '2026-01-01',
        studentQuota: 5,
        enabledAreas: ['crm'],
      },
    });
    expect(res.json().errors).toEqual(['Lisans bitiş tarihi başlangıç tarihinden önce olamaz!']);
  });
});

describe('an expired license', () => {
  it('makes its branch read-only: writes get 403 with the end date, reads and own profile keep working', async () => {
    const yesterday = addDays(todayInIstanbul(), -1);
    await t.handle.db.delete(licenses).where(eq(licenses.startsOn, '2027-01-01'));
    await t.handle.db.update(licenses).set({ endsOn: yesterday }).where(eq(licenses.branchId, branchId));
    forgetLicenseStates();

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/general/corporate',
      headers: bearer(founder),
      payload: corporateBody,
    });
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      `Şubenizin lisans süresi ${yesterday.split('-').reverse().join('.')} tarihinde sona erdi. Kayıtları görüntüleyebilirsiniz; değişiklik yapmak için lisansınızı yenileyin.`,
    );
    const del = await t.app.inject({
      method: 'GET',
      url: '/api/general/corporate/delete/00000000-0000-4000-8000-000000000000',
      headers: bearer(founder),
    });
    expect(del.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/general/corporate', headers: bearer(founder) }))
        .statusCode,
    ).toBe(200);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/user/me/update',
      headers: bearer(founder),
      payload: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    });
    expect(profile.statusCode).toBe(200);

    // Renewed: writes work again.
    await t.handle.db
      .update(licenses)
      .set({ endsOn: addDays(todayInIstanbul(), 30) })
      .where(eq(licenses.branchId, branchId));
    forgetLicenseStates();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/general/corporate',
      headers: bearer(founder),
      payload: corporateBody,
    });
    expect(again.statusCode).toBe(200);
  });
});
