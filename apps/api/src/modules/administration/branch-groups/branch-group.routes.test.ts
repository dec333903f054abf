import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../db/seed/demo-seed';
import { bearer, decodeClaims, signInAs } from '../../../test/auth-helpers';
import { setUpTestApp } from '../../../test/test-app';

const t = setUpTestApp({ founder: DEMO.founder });
let branchIds: string[];

beforeAll(async () => {
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/general/branch/list',
    headers: bearer(t.token.founder),
  });
  branchIds = (list.json() as Array<{ id: string }>).map((b) => b.id);
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers: bearer(t.token.founder), payload });

describe('branch groups', () => {
  it('groups the business’s branches, lists them with branch names, updates and deletes', async () => {
    expect(branchIds).toHaveLength(2);
    const created = await post('general/branch-group', { name: 'Anadolu Yakası', branchIds: [branchIds[0]] });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    await post('general/branch-group/update', { id, name: 'İstanbul', branchIds });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/general/branch-group?_searchTerm=istan',
      headers: bearer(t.token.founder),
    });
    expect(list.json()._data).toEqual([
      { id, name: 'İstanbul', branchNames: ['Beşiktaş Şubesi', 'Kadıköy Şubesi'] },
    ]);
    const del = await t.app.inject({
      method: 'GET',
      url: `/api/general/branch-group/delete/${id}`,
      headers: bearer(t.token.founder),
    });
    expect(del.json().message).toBe('Şube grubu silindi.');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/general/branch-group',
          headers: bearer(t.token.founder),
        })
      ).json()._totalData,
    ).toBe(0);
  });

  it('refuses a branch of another business and an empty group', async () => {
    const foreign = decodeClaims((await signInAs(t.app, DEMO.otherManager)).token).br as string;
    const res = await post('general/branch-group', { name: 'Karışık', branchIds: [branchIds[0], foreign] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seçilen şubelerden biri bu kuruma ait değil.');
    const empty = await post('general/branch-group', { name: 'Boş', branchIds: [] });
    expect(empty.json().errors).toEqual(['Lütfen Şube Seçiniz!']);
  });
});
