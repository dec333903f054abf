import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ admin: DEMO.admin });
let businessId: string;

beforeAll(async () => {
  businessId = decodeClaims((await signInAs(t.app, DEMO.founder)).token).biz as string;
});

const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: bearer(t.token.admin),
    ...(payload ? { payload } : {}),
  });

describe('deleting a branch', () => {
  it('refuses a branch an account works in, keeps it, and deletes one nothing points at', async () => {
    const used = (await as('POST', 'admin/branch', { businessId, name: 'Maltepe Şubesi' })).json()
      .id as string;
    const unused = (await as('POST', 'admin/branch', { businessId, name: 'Kartal Şubesi' })).json()
      .id as string;
    const account = await as('POST', 'admin/account', {
      businessId,
      email: 'maltepe.mudur@demo.test',
      firstName: 'Selin',
      lastName: 'Kaya',
      password: 'Kalem.Defter42',
      branchId: used,
      role: 'Manager',
    });
    expect(account.statusCode).toBe(200);

    const refused = await as('GET', `admin/branch/delete/${used}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Hesap, lisans veya başka kayıtlarda kullanılan şube silinemez. Şubeyi pasife alabilirsiniz.',
    );
    expect((await as('GET', `admin/branch/${used}`)).json()).toMatchObject({ name: 'Maltepe Şubesi' });

    expect((await as('GET', `admin/branch/delete/${unused}`)).statusCode).toBe(200);
    expect((await as('GET', `admin/branch/${unused}`)).statusCode).toBe(404);
  });
});
