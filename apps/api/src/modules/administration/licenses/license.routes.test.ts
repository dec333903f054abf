import { addDays, todayInIstanbul } from '@panel/shared/common/dates';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { apiCalls } from '../../../test/api-calls';
import { decodeClaims } from '../../../test/auth-helpers';
import { setUpTestApp } from '../../../test/test-app';
import { forgetLicenseStates } from './license.service';
import { licenses } from './license.table';

const t = setUpTestApp({ admin: DEMO.admin, founder: DEMO.founder });
let branchId: string;
const { inject } = apiCalls(
  () => t.app,
  () => t.token.admin,
);
/** The admin's new license of the founder's branch. */
const postLicense = (
  startsOn: string,
  endsOn: string,
  studentQuota: number | string,
  enabledAreas: string[],
) => inject('POST', 'admin/license', { branchId, startsOn, endsOn, studentQuota, enabledAreas });

beforeAll(async () => {
  branchId = decodeClaims(t.token.founder).br as string;
});

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
    const bad = await postLicense('2026-02-01', '2026-01-01', 'çok', []);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual(
      expect.arrayContaining([
        'Lütfen Öğrenci Kontenjanı Alanına Sayı Giriniz!',
        'Lütfen Kullanılabilir Alan Seçiniz!',
      ]),
    );
    const created = await postLicense('2027-01-01', '2027-12-31', 500, ['students']);
    expect(created.statusCode).toBe(200);
    const list = await inject('GET', `admin/branch/${branchId}/license`);
    expect(list.json()._totalData).toBe(2);
  });

  it('refuses an end before the start', async () => {
    const res = await postLicense('2026-02-01', '2026-01-01', 5, ['crm']);
    expect(res.json().errors).toEqual(['Lisans bitiş tarihi başlangıç tarihinden önce olamaz!']);
  });
});

describe('an expired license', () => {
  it('makes its branch read-only: writes get 403 with the end date, reads and own profile keep working', async () => {
    const yesterday = addDays(todayInIstanbul(), -1);
    await t.handle.db.delete(licenses).where(eq(licenses.startsOn, '2027-01-01'));
    await t.handle.db.update(licenses).set({ endsOn: yesterday }).where(eq(licenses.branchId, branchId));
    forgetLicenseStates();

    const write = await inject('POST', 'general/corporate', corporateBody, t.token.founder);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe(
      `Şubenizin lisans süresi ${yesterday.split('-').reverse().join('.')} tarihinde sona erdi. Kayıtları görüntüleyebilirsiniz; değişiklik yapmak için lisansınızı yenileyin.`,
    );
    const del = await inject(
      'GET',
      'general/corporate/delete/00000000-0000-4000-8000-000000000000',
      undefined,
      t.token.founder,
    );
    expect(del.statusCode).toBe(403);
    expect((await inject('GET', 'general/corporate', undefined, t.token.founder)).statusCode).toBe(200);
    const profile = await inject(
      'POST',
      'user/me/update',
      { firstName: 'Ayşe', lastName: 'Yılmaz' },
      t.token.founder,
    );
    expect(profile.statusCode).toBe(200);

    // Renewed: writes work again.
    await t.handle.db
      .update(licenses)
      .set({ endsOn: addDays(todayInIstanbul(), 30) })
      .where(eq(licenses.branchId, branchId));
    forgetLicenseStates();
    const again = await inject('POST', 'general/corporate', corporateBody, t.token.founder);
    expect(again.statusCode).toBe(200);
  });
});
