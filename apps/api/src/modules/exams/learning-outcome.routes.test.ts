import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../db/seed/demo-seed';
import { bearer } from '../../test/auth-helpers';
import { queryRows } from '../../test/sql';
import { setUpTestApp } from '../../test/test-app';
import { postFile, workbookOf } from '../../test/uploads';
import { examApiCalls } from './exam.test-fixtures';

/** Learning-outcome pools through /examapi: kept by admins, read by every business's exam screens. */
const t = setUpTestApp({ admin: DEMO.admin, founder: DEMO.founder });
let mathId: string;
let physicsId: string;

const { api } = examApiCalls(
  () => t.app,
  () => t.token.admin,
);
type Pool = { id: string; outcomes: { id: string; code: string; text: string }[] };
type OutcomeRow = { id?: string; code: string; text: string };
/** A pool as its form sends it: a major, a grade and the outcome rows. */
const postPool = (majorId: string, gradeLevel: string, outcomes: OutcomeRow[], as = t.token.admin) =>
  api('POST', 'learning-outcome-pools', { majorId, gradeLevel, outcomes }, as);
const putPool = (id: string, majorId: string, gradeLevel: string, outcomes: OutcomeRow[]) =>
  api('PUT', `learning-outcome-pools/${id}`, { majorId, gradeLevel, outcomes });
const poolOf = async (id: string) =>
  (await api('GET', `learning-outcome-pools/${id}`)).body as unknown as Pool;

beforeAll(async () => {
  const majors = await queryRows<{ id: string; name: string }>(
    t.handle.db,
    sql`select id::text as id, name from majors where name in ('Matematik', 'Fizik')`,
  );
  mathId = majors.find((m) => m.name === 'Matematik')!.id;
  physicsId = majors.find((m) => m.name === 'Fizik')!.id;
}, 120_000);

describe('learning-outcome pools', () => {
  let poolId: string;

  it('creates a pool of a major and grade with its outcomes, lists, searches and filters it', async () => {
    const created = await postPool(mathId, '8', [
      { code: 'M.8.1.1.1', text: 'Pozitif tam sayıların çarpanlarını bulur.' },
      { code: 'M.8.1.1.2', text: 'EBOB ve EKOK hesaplar.' },
    ]);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Kazanım havuzu kaydedildi.');
    poolId = created.body.id as string;
    await postPool(physicsId, '9', [{ code: 'F.9.1.1', text: 'Fiziğin alt dallarını açıklar.' }]);

    const pool = await poolOf(poolId);
    expect(pool.outcomes.map((o) => o.code)).toEqual(['M.8.1.1.1', 'M.8.1.1.2']);
    const all = (await api('GET', 'learning-outcome-pools?_pageSize=100')).body;
    expect(all._totalData).toBeGreaterThanOrEqual(2);
    const mathRes = await api('GET', 'learning-outcome-pools?_searchTerm=MATEM');
    const math = mathRes.body as {
      _data: { id: string; outcomeCount: number; gradeLevelName: string }[];
    };
    expect(math._data.map((p) => p.id)).toEqual([poolId]);
    expect(math._data[0]).toMatchObject({ outcomeCount: 2, gradeLevelName: '8. Sınıf' });
    // A code or text of one of its outcomes finds the pool too; İ/ı fold as Turkish.
    const byText = (await api('GET', 'learning-outcome-pools?_searchTerm=ebob')).body as {
      _data: { id: string }[];
    };
    expect(byText._data.map((p) => p.id)).toEqual([poolId]);
    const ninth = (await api('GET', 'learning-outcome-pools?gradeLevel=9')).body as {
      _data: { majorName: string }[];
    };
    expect(ninth._data.map((p) => p.majorName)).toEqual(['Fizik']);
    const byMajor = (await api('GET', `learning-outcome-pools?majorId=${physicsId}`)).body;
    expect(byMajor._totalData).toBe(1);
  });

  it('refuses a second pool of the same major and grade, a repeated code and a missing major in Turkish', async () => {
    const again = await postPool(mathId, '8', []);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Bu branş ve sınıf seviyesi için bir kazanım havuzu zaten var.');
    const repeated = await postPool(mathId, '7', [
      { code: 'M.7.1', text: 'Bir' },
      { code: 'm.7.1 ', text: 'İki' },
    ]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.errors).toEqual(['outcomes[1].code: 2. satırdaki "m.7.1" kodu 1. satırda da var.']);
    const noMajor = await postPool('00000000-0000-4000-8000-000000000000', '7', []);
    expect(noMajor.status).toBe(400);
    expect(noMajor.body.message).toBe('Branş bulunamadı.');
    const bad = await postPool(mathId, '13', [{ code: '', text: '' }]);
    expect(bad.status).toBe(400);
  });

  it('updates the rows: kept ids stay, codes may swap, new rows are added, left-out rows removed', async () => {
    const before = await poolOf(poolId);
    const [first, second] = before.outcomes;
    const res = await putPool(poolId, mathId, '8', [
      { id: second!.id, code: 'M.8.1.1.1', text: 'EBOB ve EKOK hesaplar.' },
      { id: first!.id, code: 'M.8.1.1.2', text: 'Çarpanları bulur.' },
      { code: 'M.8.1.2.1', text: 'Üslü ifadeleri açıklar.' },
    ]);
    expect(res.status).toBe(200);
    const after = await poolOf(poolId);
    expect(after.outcomes.map((o) => [o.id, o.code])).toEqual([
      [second!.id, 'M.8.1.1.1'],
      [first!.id, 'M.8.1.1.2'],
      [after.outcomes[2]!.id, 'M.8.1.2.1'],
    ]);
    const stranger = await putPool(poolId, mathId, '8', [
      { id: '00000000-0000-4000-8000-000000000000', code: 'X', text: 'Y' },
    ]);
    expect(stranger.status).toBe(400);
  });

  it('lets only admins keep pools; a business reads the outcomes to pick them', async () => {
    expect((await api('GET', 'learning-outcome-pools', undefined, t.token.founder)).status).toBe(403);
    expect((await postPool(mathId, '5', [], t.token.founder)).status).toBe(403);
    const picked = await api(
      'GET',
      `learning-outcomes?poolId=${poolId}&_searchTerm=üslü`,
      undefined,
      t.token.founder,
    );
    expect(picked.status).toBe(200);
    expect((picked.body._data as { code: string }[]).map((o) => o.code)).toEqual(['M.8.1.2.1']);
    const eighth = await api(
      'GET',
      `learning-outcomes?majorId=${mathId}&gradeLevel=8&_pageSize=50`,
      undefined,
      t.token.founder,
    );
    expect(eighth.body._totalData).toBe(3);
  });

  it('imports outcomes from Excel: a preview with every bad row, all or nothing, codes the pool has updated', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/examapi/learning-outcome-pools/import-template',
      headers: bearer(t.token.admin),
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toContain('spreadsheetml');

    // The pool's Excel import, as a preview (dry run) or for real.
    const importFile = (content: Buffer, dryRun: boolean) =>
      postFile(
        t.app,
        t.token.admin,
        `/examapi/learning-outcome-pools/${poolId}/import${dryRun ? '?dryRun=true' : ''}`,
        content,
      );
    const header = ['Kazanım Kodu', 'Kazanım'];
    const bad = await workbookOf('Kazanımlar', header, [
      ['M.8.2.1', 'Cebirsel ifadeleri açıklar.'],
      ['', 'Kodsuz kazanım'],
      ['M.8.2.1', 'Aynı kod'],
      ['M.8.2.2', ''],
      ['M.8.2.3', 'x'.repeat(501)],
    ]);
    const preview = await importFile(bad, true);
    expect(preview.statusCode).toBe(200);
    const body = preview.json() as {
      outcomes: { row: number }[];
      errors: { row: number; column: string; message: string }[];
      message: string;
    };
    expect(body.outcomes.map((o) => o.row)).toEqual([2]);
    expect(body.errors).toEqual([
      { row: 3, column: 'Kazanım Kodu', message: 'Kazanım kodu boş olamaz.' },
      { row: 4, column: 'Kazanım Kodu', message: '"M.8.2.1" kodu dosyanın 2. satırında da var.' },
      { row: 5, column: 'Kazanım', message: 'Kazanım metni boş olamaz.' },
      { row: 6, column: 'Kazanım', message: 'Kazanım en fazla 500 karakter olabilir.' },
    ]);
    expect(body.message).toBe('4 satırda hata var.');

    const refused = await importFile(bad, false);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ title: 'Aktarım Yapılmadı' });
    expect((await poolOf(poolId)).outcomes).toHaveLength(3);

    const good = await workbookOf('Kazanımlar', header, [
      ['m.8.1.2.1', 'Üslü ifadeleri açıklar ve örnekler verir.'],
      ['M.8.2.1', 'Cebirsel ifadeleri açıklar.'],
    ]);
    const saved = await importFile(good, false);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      added: 1,
      updated: 1,
      message: '1 kazanım eklendi, 1 kazanım güncellendi.',
    });
    const pool = await poolOf(poolId);
    expect(pool.outcomes.map((o) => o.code)).toEqual(['M.8.1.1.1', 'M.8.1.1.2', 'M.8.1.2.1', 'M.8.2.1']);
    expect(pool.outcomes[2]!.text).toBe('Üslü ifadeleri açıklar ve örnekler verir.');

    const headerless = await workbookOf('Kazanımlar', ['Kod', 'Metin'], [['A', 'B']]);
    const wrong = await importFile(headerless, true);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual(['Eksik sütun: Kazanım Kodu', 'Eksik sütun: Kazanım']);
    const notExcel = await importFile(Buffer.from('merhaba'), true);
    expect(notExcel.statusCode).toBe(400);
  });

  it('deletes an unused pool; a 404 for an unknown one', async () => {
    const spare = await postPool(physicsId, '10', [{ code: 'F.10.1', text: 'Elektrik' }]);
    expect((await api('DELETE', `learning-outcome-pools/${spare.body.id}`)).body.message).toBe(
      'Kazanım havuzu silindi.',
    );
    expect((await api('GET', `learning-outcome-pools/${spare.body.id}`)).status).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from learning_outcomes where code = 'F.10.1'`,
    );
    expect(left!.n).toBe(0);
  });
});
